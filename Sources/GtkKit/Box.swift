import CGtk

/// A GtkBox laying out its children in a row or a column.
@MainActor
public final class Box: Widget {
    public init(_ orientation: Orientation, spacing: Int32 = 0) {
        super.init(gtk_box_new(orientation.gtkValue, spacing))
    }

    public func append(_ child: Widget) {
        gtk_box_append(gtkCast(pointer, to: GtkBox.self), child.pointer)
    }

    public func prepend(_ child: Widget) {
        gtk_box_prepend(gtkCast(pointer, to: GtkBox.self), child.pointer)
    }

    public func remove(_ child: Widget) {
        gtk_box_remove(gtkCast(pointer, to: GtkBox.self), child.pointer)
    }

    /// Moves `child` to just after `sibling` (both children of the box).
    public func move(_ child: Widget, after sibling: Widget) {
        gtk_box_reorder_child_after(gtkCast(pointer, to: GtkBox.self), child.pointer, sibling.pointer)
    }
}
