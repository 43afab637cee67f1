import CGtk

/// A GtkFrame, optionally with another accessible role than "group" (a role can only be given
/// when the widget is made).
@MainActor
public final class Frame: Widget {
    public init(child: Widget, accessibleRole: Role = .group) {
        super.init(bs_widget_new_with_role(gtk_frame_get_type(), accessibleRole.gtkValue))
        gtk_frame_set_child(gtkCast(pointer, to: GtkFrame.self), child.pointer)
    }
}
