import CGtk

extension Window {
    /// Adds an action without a parameter that menus and buttons name `win.NAME`: to the
    /// window's own action map when it is an application window, else to a `win` group of its
    /// own.
    public func addAction(named name: String, _ handler: @escaping @MainActor () -> Void) {
        let action = g_simple_action_new(name, nil)!
        SignalConnection.connect(UnsafeMutableRawPointer(action), "activate") { (_: UnsafeMutableRawPointer?) in handler() }
        if gtk_widget_get_ancestor(pointer, gtk_application_window_get_type()) != nil {
            g_action_map_add_action(OpaquePointer(pointer), action)
        } else {
            let group = g_simple_action_group_new()!
            g_action_map_add_action(OpaquePointer(group), action)
            gtk_widget_insert_action_group(pointer, "win", OpaquePointer(group))
            g_object_unref(UnsafeMutableRawPointer(group))
        }
        g_object_unref(UnsafeMutableRawPointer(action))
    }

    /// Runs the window's action `win.NAME`, as a menu item would; false if there is none.
    @discardableResult
    public func activateAction(named name: String) -> Bool {
        gtk_widget_activate_action_variant(pointer, "win." + name, nil) != 0
    }
}
