import CGtk

/// Where focus goes when a view opens: on the first thing a keystroke cannot edit. Focus put in
/// an entry (GTK's choice: the first Tab stop) selects its text, and one keystroke then
/// replaces it; GNOME's preference pages open with no field focused.
extension Widget {
    /// Focuses the first Tab stop inside the widget that is not a field to type in. Without
    /// one: if it holds fields, focuses nothing, so that Tab goes to the first field (a focused
    /// scrolled window would pass its content by); if it holds no stop at all, focuses the
    /// widget itself (a page's scrolled window: Page Down then scrolls it). Works before the
    /// widget is shown.
    public func focusFirstStopOutsideFields() {
        switch Self.firstStop(in: pointer, isRoot: true) {
        case .found(let stop): _ = gtk_widget_grab_focus(stop)
        case .fieldsOnly: if let root = gtk_widget_get_root(pointer) { gtk_root_set_focus(root, nil) }
        case .none: _ = gtk_widget_grab_focus(pointer)
        }
    }

    private enum StopSearch {
        case none
        /// Stops, all of them fields.
        case fieldsOnly
        case found(UnsafeMutablePointer<GtkWidget>)
    }

    /// The first stop in `widget`'s tree, children in order. A widget holding stops is not one
    /// itself (a list box, a scrolled window pass focus to what they hold; a row with a control
    /// takes no focus, one Tab stop per row). `isRoot`: the widget may not be shown yet (a page
    /// about to slide in); what it holds must be.
    private static func firstStop(in widget: UnsafeMutablePointer<GtkWidget>, isRoot: Bool = false) -> StopSearch {
        guard gtk_widget_get_sensitive(widget) != 0, gtk_widget_get_can_focus(widget) != 0 else { return .none }
        if !isRoot, gtk_widget_get_visible(widget) == 0 || gtk_widget_get_child_visible(widget) == 0 { return .none }
        var holdsFields = false
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            switch firstStop(in: current) {
            case .found(let stop): return .found(stop)
            case .fieldsOnly: holdsFields = true
            case .none: break
            }
            child = gtk_widget_get_next_sibling(current)
        }
        if holdsFields { return .fieldsOnly }
        guard !isRoot, gtk_widget_get_focusable(widget) != 0 else { return .none }
        return bs_widget_is_editable(widget) != 0 ? .fieldsOnly : .found(widget)
    }
}
