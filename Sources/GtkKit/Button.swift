import CGtk

/// A GtkButton.
@MainActor
public final class Button: Widget {
    /// An icon button needs words for screen readers: GTK would name it by its image, which
    /// AT-SPI announces as "GtkImage".
    public init(iconName: String, accessibleLabel: String) {
        super.init(gtk_button_new_from_icon_name(iconName))
        // GtkButton makes its child label it; that relation would win over the label property.
        gtk_accessible_reset_relation(opaque, GTK_ACCESSIBLE_RELATION_LABELLED_BY)
        setAccessibleLabel(accessibleLabel)
        tooltip = accessibleLabel
    }

    /// A button showing `label`, which also names it for screen readers.
    public init(label: String) {
        super.init(gtk_button_new_with_label(label))
    }

    /// A button showing `label` with its access key underlined (`_Open Bundle…`: Alt+O).
    public init(mnemonic label: String) {
        super.init(gtk_button_new_with_mnemonic(label))
    }

    public func onClicked(_ handler: @escaping @MainActor () -> Void) {
        on("clicked", handler)
    }
}
