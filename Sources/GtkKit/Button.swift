import CGtk

/// A GtkButton.
@MainActor
public final class Button: Widget {
    public init(iconName: String) {
        super.init(gtk_button_new_from_icon_name(iconName))
    }

    public init(label: String) {
        super.init(gtk_button_new_with_label(label))
    }

    public func onClicked(_ handler: @escaping @MainActor () -> Void) {
        on("clicked", handler)
    }
}
