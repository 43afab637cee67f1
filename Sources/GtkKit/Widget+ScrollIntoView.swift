import CGtk

extension Widget {
    /// Scrolls the nearest scrolled window around the widget as little as shows all of it (its
    /// top, when it is taller than the view); nothing when it is in view or in no scrolled window.
    /// Focus scrolls only the focused widget into view, not a message that appeared under it.
    public func scrollIntoView() {
        guard let scrolled = gtk_widget_get_ancestor(pointer, gtk_scrolled_window_get_type()),
              let viewport = gtk_scrolled_window_get_child(OpaquePointer(scrolled)),
              let content = gtk_widget_get_first_child(viewport) else { return }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(pointer, content, &bounds) != 0 else { return }
        let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolled))
        let value = gtk_adjustment_get_value(adjustment)
        let visible = gtk_adjustment_get_page_size(adjustment)
        let top = Double(bounds.origin.y)
        let bottom = top + Double(bounds.size.height)
        if bottom > value + visible {
            gtk_adjustment_set_value(adjustment, min(top, bottom - visible))
        } else if top < value {
            gtk_adjustment_set_value(adjustment, top)
        }
    }
}
