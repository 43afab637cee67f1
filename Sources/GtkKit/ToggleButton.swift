import CGtk

/// A GtkToggleButton showing an icon, such as a header bar's search button.
@MainActor
public final class ToggleButton: Widget {
    /// An icon button needs words for screen readers (and a tooltip saying the same).
    public init(iconName: String, accessibleLabel: String) {
        super.init(gtk_toggle_button_new())
        gtk_button_set_icon_name(gtkCast(pointer, to: GtkButton.self), iconName)
        gtk_accessible_reset_relation(opaque, GTK_ACCESSIBLE_RELATION_LABELLED_BY)
        setAccessibleLabel(accessibleLabel)
        tooltip = accessibleLabel
    }

    public var isActive: Bool {
        get { gtk_toggle_button_get_active(gtkCast(pointer, to: GtkToggleButton.self)) != 0 }
        set { gtk_toggle_button_set_active(gtkCast(pointer, to: GtkToggleButton.self), newValue ? 1 : 0) }
    }
}
