import CGtk

/// Where focus goes when a view opens: on the first thing a keystroke cannot edit. Focus put in
/// an entry (GTK's choice: the first Tab stop) selects its text, and one keystroke then
/// replaces it; GNOME's preference pages open with no field focused. Nor on a selectable label
/// (a read-only value, a message): focused, it draws a text caret, as if it could be typed in,
/// where the user expected a control (the demo's page opened with a caret after its Plan's
/// value). Tab still reaches such a label, to select and copy its text. Only in a realized
/// window: focus set in a window not yet realized keeps the window from screen readers (AT-SPI
/// lists it no more), so a window's first page is focused as the window maps.
extension Widget {
    /// What `focusFirstStopOutsideFields` focuses when every stop inside is a field.
    public enum FocusAmongFieldsOnly {
        /// Nothing, so that Tab goes to the first field (a focused scrolled window would pass
        /// its content by).
        case nothing
        /// The widget itself: while a window shows, GTK focuses its first stop unless something
        /// has focus already.
        case itself
    }

    /// Focuses the first Tab stop inside the widget that is not a field to type in; without one,
    /// as `amongFieldsOnly` says when it holds fields, and the widget itself when it holds no
    /// stop at all (a page's scrolled window: Page Down then scrolls it).
    public func focusFirstStopOutsideFields(amongFieldsOnly: FocusAmongFieldsOnly = .nothing) {
        switch Self.firstStop(in: pointer, isRoot: true) {
        case .found(let stop): _ = gtk_widget_grab_focus(stop)
        case .fieldsOnly where amongFieldsOnly == .nothing:
            if let root = gtk_widget_get_root(pointer) { gtk_root_set_focus(root, nil) }
        case .fieldsOnly, .none: _ = gtk_widget_grab_focus(pointer)
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
    /// takes no focus, one Tab stop per row); a selectable label is passed by. `isRoot`: the
    /// widget may not be shown yet (a page about to slide in); what it holds must be.
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
        guard !isRoot, gtk_widget_get_focusable(widget) != 0, !isSelectableLabel(widget) else { return .none }
        return bs_widget_is_editable(widget) != 0 ? .fieldsOnly : .found(widget)
    }

    private static func isSelectableLabel(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        g_type_check_instance_is_a(gtkCast(widget, to: GTypeInstance.self), gtk_label_get_type()) != 0
            && gtk_label_get_selectable(gtkOpaque(widget)) != 0
    }
}
