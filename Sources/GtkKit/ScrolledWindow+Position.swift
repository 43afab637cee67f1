import CGtk

extension ScrolledWindow {
    /// Height of the content below what is visible, in pixels; nil before the first layout.
    public var heightBelowView: Double? {
        let adjustment = gtk_scrolled_window_get_vadjustment(opaque)
        let visible = gtk_adjustment_get_page_size(adjustment)
        guard visible > 0 else { return nil }
        return gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_value(adjustment) - visible
    }

    /// How far down the view is scrolled, in pixels (GTK keeps it within the content).
    public var verticalOffset: Double {
        get { gtk_adjustment_get_value(gtk_scrolled_window_get_vadjustment(opaque)) }
        set { gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(opaque), newValue) }
    }

    /// Height of the visible part, in pixels (0 before the first layout).
    public var visibleHeight: Double { gtk_adjustment_get_page_size(gtk_scrolled_window_get_vadjustment(opaque)) }

    /// Called when the view scrolls, or the content or the visible part changes size.
    public func onVerticalScroll(_ handler: @escaping @MainActor () -> Void) {
        guard let adjustment = UnsafeMutableRawPointer(gtk_scrolled_window_get_vadjustment(opaque)) else { return }
        SignalConnection.connect(adjustment, "value-changed", handler)
        SignalConnection.connect(adjustment, "changed", handler)
    }
}
