import CGtk

extension ScrolledWindow {
    /// Takes the height of its child up to `maximum`, scrolling only beyond it (a text area
    /// that grows with its text). Call `fitContent(upTo:)` again when the child's content changes.
    public func growWithContent(upTo maximum: Int32) {
        setExpands(vertically: false)
        gtk_scrolled_window_set_propagate_natural_height(opaque, 1)
        gtk_scrolled_window_set_max_content_height(opaque, maximum)
        fitContent(upTo: maximum)
    }

    /// Sets the minimum height to the child's natural height (at the current width), up to
    /// `maximum`: a scrolled page allocates its rows their minimum height, so the natural
    /// height alone would not make the area grow.
    public func fitContent(upTo maximum: Int32) {
        guard let child = gtk_scrolled_window_get_child(opaque) else { return }
        let width = gtk_widget_get_width(pointer)
        var natural: Int32 = 0
        gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, width > 0 ? width : -1, nil, &natural, nil, nil)
        let height = min(natural, maximum)
        // Lowering the minimum below the current maximum first keeps GTK from complaining.
        gtk_scrolled_window_set_min_content_height(opaque, -1)
        gtk_scrolled_window_set_min_content_height(opaque, height)
    }

    /// Called when the width its child is given changed (the window was resized): a child whose
    /// height follows its width (wrapping text) may need `fitContent` again. Called while GTK
    /// lays the window out, so `handler` must only schedule that.
    public func onChildWidthChanged(_ handler: @escaping @MainActor () -> Void) {
        guard let adjustment = gtk_scrolled_window_get_hadjustment(opaque) else { return }
        var width = gtk_adjustment_get_page_size(adjustment)
        SignalConnection.connect(UnsafeMutableRawPointer(adjustment), "changed") {
            let now = gtk_adjustment_get_page_size(adjustment)
            guard now != width else { return }
            width = now
            handler()
        }
    }
}
