import CGtk

/// A GtkListBoxRow holding one child.
@MainActor
public final class ListBoxRow: Widget {
    public init(child: Widget) {
        super.init(gtk_list_box_row_new())
        gtk_list_box_row_set_child(gtkCast(pointer, to: GtkListBoxRow.self), child.pointer)
    }

    /// Whether clicking or pressing Enter on the row activates it.
    public var isActivatable: Bool {
        get { gtk_list_box_row_get_activatable(gtkCast(pointer, to: GtkListBoxRow.self)) != 0 }
        set { gtk_list_box_row_set_activatable(gtkCast(pointer, to: GtkListBoxRow.self), newValue ? 1 : 0) }
    }
}
