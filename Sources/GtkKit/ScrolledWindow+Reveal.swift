import CGtk

extension ScrolledWindow {
    /// Where a widget stands after `scrollToCentre`.
    public enum Centring: Equatable, Sendable {
        /// In the middle of the view (a widget taller than the view: at its top), or at the
        /// content's top because it is near the top.
        case centred
        /// As near the middle as the content's end lets it be: final once the content below has
        /// stopped growing, else look again.
        case atContentEnd
        /// Not laid out yet, or just scrolled, a scroll a layout may still cut short: look again
        /// after the next layout.
        case pending
    }

    /// Scrolls `widget` (inside the scrolled content) towards the middle of the view and says
    /// where it stands. In view is not enough: focusing a row scrolls it just into view, at an
    /// edge. Until the content is laid out again after widgets were added, the answer is
    /// `pending`: a row just built measured as if at the content's top, and the reveal of a
    /// search result stopped with it 1,944 px below the middle (on a loaded machine, in CI).
    @discardableResult
    public func scrollToCentre(_ widget: Widget) -> Centring {
        let scrolled = opaque
        guard let viewport = gtk_scrolled_window_get_child(scrolled),
              let content = gtk_widget_get_first_child(viewport) else { return .pending }
        var bounds = graphene_rect_t()
        let adjustment = gtk_scrolled_window_get_vadjustment(scrolled)
        let visible = gtk_adjustment_get_page_size(adjustment)
        guard visible > 0, gtk_widget_compute_bounds(widget.pointer, content, &bounds) != 0,
              bounds.size.height > 0 else { return .pending }
        let upper = gtk_adjustment_get_upper(adjustment)
        // Widgets added since the last layout are not in `upper`, and the bounds of those not
        // laid out yet are not where they will be (a row just built measured as if at the top).
        // (A viewport scrolls its content's minimum height: GTK_SCROLL_MINIMUM.)
        var minimum: Int32 = 0
        gtk_widget_measure(content, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width(viewport), &minimum, nil, nil, nil)
        guard Double(minimum) <= upper + 1 else { return .pending }
        let top = Double(bounds.origin.y)
        let height = Double(bounds.size.height)
        let lower = gtk_adjustment_get_lower(adjustment)
        let wanted = height > visible ? top : top - (visible - height) / 2
        let end = max(upper - visible, lower)
        let target = min(max(wanted, lower), end)
        guard abs(gtk_adjustment_get_value(adjustment) - target) < 1 else {
            gtk_adjustment_set_value(adjustment, target)
            return .pending
        }
        return wanted > end + 1 ? .atContentEnd : .centred
    }

    /// Shows the top of the content.
    public func scrollToTop() {
        let adjustment = gtk_scrolled_window_get_vadjustment(opaque)
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_lower(adjustment))
    }
}
