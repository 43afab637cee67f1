import CGtk

extension Widget {
    /// Whether the widget and all its ancestors are visible.
    public var isVisibleWithAncestors: Bool { gtk_widget_is_visible(pointer) != 0 }

    /// Whether the widget shows and takes input: visible and sensitive.
    public var isVisibleAndSensitive: Bool { gtk_widget_is_visible(pointer) != 0 && gtk_widget_get_sensitive(pointer) != 0 }

    /// The widget of the window holding keyboard focus, if it is this one or inside it.
    public var focusedWidgetInside: UnsafeMutablePointer<GtkWidget>? {
        guard let root = gtk_widget_get_root(pointer), let focus = gtk_root_get_focus(root) else { return nil }
        return focus == pointer || gtk_widget_is_ancestor(focus, pointer) != 0 ? focus : nil
    }

    /// Whether `descendant` is this widget or inside it.
    public func contains(_ descendant: UnsafeMutablePointer<GtkWidget>) -> Bool {
        descendant == pointer || gtk_widget_is_ancestor(descendant, pointer) != 0
    }

    /// Moves keyboard focus into the widget, to its first Tab stop; false when it has none.
    @discardableResult
    public func focusFirstStop() -> Bool { gtk_widget_child_focus(pointer, GTK_DIR_TAB_FORWARD) != 0 }
}

/// Microseconds of the monotonic clock, for work measured against a deadline.
public func monotonicMicroseconds() -> Int { g_get_monotonic_time() }
