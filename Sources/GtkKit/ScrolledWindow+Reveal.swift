import CGtk

extension ScrolledWindow {
    /// Scrolls so that `widget` (inside the scrolled content) is in view, centred when it was
    /// out of view. Answers false while the content has no layout yet (call again after it).
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
        let bottom = top + Double(bounds.size.height)
        let current = gtk_adjustment_get_value(adjustment)
        guard top < current || bottom > current + visible else { return true }
        gtk_adjustment_set_value(adjustment, top - (visible - Double(bounds.size.height)) / 2)
        return true
    }

    /// Shows the top of the content.
    public func scrollToTop() {
        let adjustment = gtk_scrolled_window_get_vadjustment(opaque)
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_lower(adjustment))
    }
}
