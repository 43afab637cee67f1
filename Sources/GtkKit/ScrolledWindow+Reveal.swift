import CGtk

extension ScrolledWindow {
    /// Whether `widget` (inside the scrolled content) is in the middle of the view (a row taller
    /// than the view: at its top), or as near as the content's ends let it be; when it is laid
    /// out and not, scrolls it there and answers false, because the scroll may have been cut
    /// short by content still growing: look again after the next layout until it answers true.
    /// In view is not enough: focusing a row scrolls it just into view, at an edge.
    @discardableResult
    public func scrollToCentre(_ widget: Widget) -> Bool {
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
        let lower = gtk_adjustment_get_lower(adjustment)
        let upper = gtk_adjustment_get_upper(adjustment)
        let wanted = height > visible ? top : top - (visible - height) / 2
        let target = min(max(wanted, lower), max(upper - visible, lower))
        if abs(gtk_adjustment_get_value(adjustment) - target) < 1 { return true }
        gtk_adjustment_set_value(adjustment, target)
        return false
    }

    /// Shows the top of the content.
    public func scrollToTop() {
        let adjustment = gtk_scrolled_window_get_vadjustment(opaque)
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_lower(adjustment))
    }
}
