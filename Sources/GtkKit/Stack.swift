import CGtk

/// A GtkStack showing one child at a time, sliding between them, as big as the child shown.
@MainActor
public final class Stack: Widget {
    public init() {
        super.init(gtk_stack_new())
        setExpands(horizontally: true, vertically: true)
        // Sized by the child shown only: a homogeneous stack measures every child, hidden ones
        // too, at every size asked (the hub's hidden "No Results Found" page was laid out 900
        // times before its first frame).
        gtk_stack_set_hhomogeneous(opaque, 0)
        gtk_stack_set_vhomogeneous(opaque, 0)
    }

    public func add(_ child: Widget, name: String) {
        gtk_stack_add_named(opaque, child.pointer, name)
    }

    public func remove(_ child: Widget) {
        gtk_stack_remove(opaque, child.pointer)
    }

    public func show(_ child: Widget, transition: Transition) {
        gtk_stack_set_transition_type(opaque, transition.gtkValue)
        gtk_stack_set_visible_child(opaque, child.pointer)
    }

    public var visibleChild: UnsafeMutablePointer<GtkWidget>? { gtk_stack_get_visible_child(opaque) }

    public var isTransitionRunning: Bool { gtk_stack_get_transition_running(opaque) != 0 }

    /// Called when a slide between children starts or ends.
    public func onTransitionRunningChanged(_ handler: @escaping @MainActor () -> Void) {
        on("notify::transition-running") { (_: UnsafeMutableRawPointer?) in handler() }
    }
}
