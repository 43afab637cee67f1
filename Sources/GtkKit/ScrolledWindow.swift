import CGtk

/// A vertically scrolling GtkScrolledWindow.
@MainActor
public final class ScrolledWindow: Widget {
    public init(child: Widget) {
        super.init(gtk_scrolled_window_new())
        let scrolled = opaque
        gtk_scrolled_window_set_policy(scrolled, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(scrolled, child.pointer)
        setExpands(horizontally: true, vertically: true)
    }
}
