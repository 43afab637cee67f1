import CGtk

extension Widget {
    /// Whether the widget is in a window (has a root), shown or not.
    public var isInWindow: Bool { gtk_widget_get_root(pointer) != nil }

    /// Whether the widget has its window-system resources (its window was shown once).
    public var isRealized: Bool { gtk_widget_get_realized(pointer) != 0 }

    /// Whether the widget is on screen: visible, and each of its ancestors too.
    public var isMapped: Bool { gtk_widget_get_mapped(pointer) != 0 }
}
