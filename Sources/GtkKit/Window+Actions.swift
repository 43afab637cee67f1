import CGtk

extension Widget {
    /// Adds an action without a parameter that menus, buttons and shortcuts name `win.NAME`:
    /// to the window's own action map when it is an application window, else to the `win`
    /// group the widget gets on its first action. A widget other than a window has its own
    /// `win` group for what is inside it: a settings view in the hub's window has its own
    /// commands, found before the window's (GTK looks for an action from the focus up).
    public func addAction(named name: String, _ handler: @escaping @MainActor () -> Void) {
        let action = g_simple_action_new(name, nil)!
        SignalConnection.connect(UnsafeMutableRawPointer(action), "activate") { (_: UnsafeMutableRawPointer?) in handler() }
        g_action_map_add_action(windowActions, action)
        g_object_unref(UnsafeMutableRawPointer(action))
    }

    /// Adds an action with an on/off state (`win.NAME`, shown in a menu as a check item):
    /// activating it flips the state and calls `handler` with the new one.
    public func addToggleAction(named name: String, isOn: Bool, _ handler: @escaping @MainActor (Bool) -> Void) {
        let action = g_simple_action_new_stateful(name, nil, g_variant_new_boolean(isOn ? 1 : 0))!
        SignalConnection.connect(UnsafeMutableRawPointer(action), "activate") { (_: UnsafeMutableRawPointer?) -> Void in
            let state = g_action_get_state(action)
            let now = state.map { g_variant_get_boolean($0) == 0 } ?? true
            if let state { g_variant_unref(state) }
            g_simple_action_set_state(action, g_variant_new_boolean(now ? 1 : 0))
            handler(now)
        }
        g_action_map_add_action(windowActions, action)
        g_object_unref(UnsafeMutableRawPointer(action))
    }

    /// The on/off state of the window's toggle action `win.NAME`; nil when it has none.
    public func actionState(named name: String) -> Bool? {
        guard let action = g_action_map_lookup_action(windowActions, name), let state = g_action_get_state(action) else { return nil }
        defer { g_variant_unref(state) }
        return g_variant_get_boolean(state) != 0
    }

    /// Runs the window's action `win.NAME`, as a menu item would; false if there is none.
    @discardableResult
    public func activateAction(named name: String) -> Bool {
        gtk_widget_activate_action_variant(pointer, "win." + name, nil) != 0
    }

    /// A disabled action greys out its menu items and leaves its keys to others.
    public func setActionEnabled(named name: String, _ enabled: Bool) {
        guard let action = g_action_map_lookup_action(windowActions, name) else { return }
        g_simple_action_set_enabled(action, enabled ? 1 : 0)
    }

    public func isActionEnabled(named name: String) -> Bool {
        guard let action = g_action_map_lookup_action(windowActions, name) else { return false }
        return g_action_get_enabled(action) != 0
    }

    /// The action map behind `win.`: one group per widget (inserting a second `win` group would
    /// replace the first, and on an application window its own actions).
    private var windowActions: OpaquePointer {
        // The widget itself, not an ancestor: a view inside an application window has its own group.
        if gtk_widget_get_ancestor(pointer, gtk_application_window_get_type()) == pointer { return OpaquePointer(pointer) }
        let key = "bundle-settings-window-actions"
        if let group = g_object_get_data(gtkCast(pointer, to: GObject.self), key) { return OpaquePointer(group) }
        let group = g_simple_action_group_new()!
        gtk_widget_insert_action_group(pointer, "win", OpaquePointer(group))
        g_object_set_data_full(gtkCast(pointer, to: GObject.self), key, group) { g_object_unref($0) }
        return OpaquePointer(group)
    }
}

extension Window {
    /// Asks every window of the window's application to close, as Quit does (their
    /// close-request handlers run, so pending edits are saved); just this one without an
    /// application.
    public func closeApplicationWindows() {
        guard let application = gtk_window_get_application(gtkCast(pointer, to: GtkWindow.self)) else { return close() }
        var windows: [UnsafeMutablePointer<GtkWindow>] = []
        var node = gtk_application_get_windows(application)
        while let current = node {
            if let window = current.pointee.data { windows.append(window.assumingMemoryBound(to: GtkWindow.self)) }
            node = current.pointee.next
        }
        for window in windows { gtk_window_close(window) }
    }
}
