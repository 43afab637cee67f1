import CGtk

/// A GtkRevealer: shows and hides its child with a slide.
@MainActor
public final class Revealer: Widget {
    public init(child: Widget, transition: Transition, milliseconds: UInt32) {
        super.init(gtk_revealer_new())
        gtk_revealer_set_child(opaque, child.pointer)
        gtk_revealer_set_transition_type(opaque, transition.gtkValue)
        gtk_revealer_set_transition_duration(opaque, milliseconds)
    }

    /// Whether the child shows, transition finished (it still slides away after `revealsChild`
    /// went false).
    public var childRevealed: Bool { gtk_revealer_get_child_revealed(opaque) != 0 }

    /// Calls `handler` when a transition in or out has finished.
    public func onTransitionFinished(_ handler: @escaping @MainActor () -> Void) {
        on("notify::child-revealed") { (_: UnsafeMutableRawPointer?) in handler() }
    }

    public var revealsChild: Bool {
        get { gtk_revealer_get_reveal_child(opaque) != 0 }
        set { gtk_revealer_set_reveal_child(opaque, newValue ? 1 : 0) }
    }
}
