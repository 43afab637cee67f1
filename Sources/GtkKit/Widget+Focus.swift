import CGtk

extension Widget {
    /// Whether the widget itself takes keyboard focus (its children may, either way).
    public var isFocusable: Bool {
        get { gtk_widget_get_focusable(pointer) != 0 }
        set { gtk_widget_set_focusable(pointer, newValue ? 1 : 0) }
    }

    /// Whether focus may go to the widget or anything inside it: false takes a whole part of
    /// a window out of the Tab order (and out of clicks' focus) without changing its children.
    public var canFocus: Bool {
        get { gtk_widget_get_can_focus(pointer) != 0 }
        set { gtk_widget_set_can_focus(pointer, newValue ? 1 : 0) }
    }

    /// Whether the widget, or a widget inside it, holds the window's keyboard focus.
    public var containsFocus: Bool {
        guard let root = gtk_widget_get_root(pointer), let focus = gtk_root_get_focus(root) else { return false }
        return focus == pointer || gtk_widget_is_ancestor(focus, pointer) != 0
    }

    /// Moves the keyboard focus of the widget's window to its next stop, as Tab does.
    public func moveWindowFocusForward() {
        guard let root = gtk_widget_get_root(pointer) else { return }
        _ = gtk_widget_child_focus(gtkCast(root, to: GtkWidget.self), GTK_DIR_TAB_FORWARD)
    }
}
