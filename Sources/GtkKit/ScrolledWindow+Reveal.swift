import CGtk

extension ScrolledWindow {
    /// Whether `widget` (inside the scrolled content) is in view; when it is laid out and out of
    /// view, scrolls to centre it (a row taller than the view: to its top) and answers false,
    /// because the scroll may have been cut short by content still growing: look again after
    /// the next layout until it answers true.
    @discardableResult
    public func scrollToShow(_ widget: Widget) -> Bool {
        let scrolled = opaque
        guard let viewport = gtk_scrolled_window_get_child(scrolled),
              let content = gtk_widget_get_first_child(viewport) else { return false }
        var bounds = graphene_rect_t()
        let adjustment = gtk_scrolled_window_get_vadjustment(scrolled)
        let visible = gtk_adjustment_get_page_size(adjustment)
        guard visible > 0, gtk_widget_compute_bounds(widget.pointer, content, &bounds) != 0,
              bounds.size.height > 0 else { return false }
        let top = Double(bounds.origin.y)
        let height = Double(bounds.size.height)
        let current = gtk_adjustment_get_value(adjustment)
        let inView = height > visible ? abs(top - current) < 1 : top >= current && top + height <= current + visible
        if inView { return true }
        gtk_adjustment_set_value(adjustment, height > visible ? top : top - (visible - height) / 2)
        return false
    }

    /// Shows the top of the content.
    public func scrollToTop() {
        let adjustment = gtk_scrolled_window_get_vadjustment(opaque)
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_lower(adjustment))
    }
}
