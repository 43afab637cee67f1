import CGtk

extension ScrolledWindow {
    /// Calls `handler` with the change, in pixels, each time the content's height changes. It
    /// runs while GTK lays the view out, before the content is placed: a caller that added
    /// content above the visible part moves the view (`verticalOffset`) by as much there, and
    /// what the user sees stays where it was, with no frame drawn in between.
    public func onContentHeightChanged(_ handler: @escaping @MainActor (Double) -> Void) {
        guard let adjustment = gtk_scrolled_window_get_vadjustment(opaque) else { return }
        var height = gtk_adjustment_get_upper(adjustment)
        SignalConnection.connect(UnsafeMutableRawPointer(adjustment), "changed") {
            let now = gtk_adjustment_get_upper(adjustment)
            guard now != height else { return }
            let change = now - height
            height = now
            handler(change)
        }
    }
}
