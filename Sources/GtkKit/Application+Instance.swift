import CGtk

/// One instance per application ID: the first launch registers the ID on the session bus and
/// becomes the primary instance; a later launch finds it there (`isRemote`) and hands it its
/// request through one of its actions, then exits.
extension Application {
    private var gApplication: UnsafeMutablePointer<GApplication> { gtkCast(pointer, to: GApplication.self) }

    /// Registers with the session bus; false when that failed (then the instance runs alone).
    public func register() -> Bool {
        g_application_register(gApplication, nil, nil) != 0
    }

    /// Whether another process is the primary instance of this application ID.
    public var isRemote: Bool { g_application_get_is_remote(gApplication) != 0 }

    /// Runs the application (see `run`), unless another process is the primary instance of its
    /// ID: then `handOver` (which passes the launch on, see `activateAction`) and an exit status
    /// of 0. Decided inside `g_application_run`, before it activates anything: GLib then leaves
    /// the session bus as it should (registered outside it, a remote instance is destroyed still
    /// registered, and GLib warns "did not unregister from D-Bus").
    public func runUnlessRemote(handOver: @escaping @MainActor () -> Void) -> Int32 {
        SignalConnection.connect(UnsafeMutableRawPointer(pointer), "handle-local-options") { [unowned self] (_: UnsafeMutableRawPointer?) -> Int32 in
            // -1: go on as usual (register, activate, run the loop); 0: exit with status 0.
            guard register(), isRemote else { return -1 }
            handOver()
            return 0
        }
        return run()
    }

    /// Adds the action `app.NAME` taking an array of strings.
    public func addAction(named name: String, takingStrings handler: @escaping @MainActor ([String]) -> Void) {
        let type = g_variant_type_new("as")
        let action = g_simple_action_new(name, type)!
        g_variant_type_free(type)
        SignalConnection.connect(UnsafeMutableRawPointer(action), "activate") { (parameter: UnsafeMutableRawPointer?) in
            guard let parameter else { return handler([]) }
            let variant = OpaquePointer(parameter)
            var strings: [String] = []
            for index in 0..<g_variant_n_children(variant) {
                guard let child = g_variant_get_child_value(variant, index) else { continue }
                strings.append(String(cString: g_variant_get_string(child, nil)))
                g_variant_unref(child)
            }
            handler(strings)
        }
        g_action_map_add_action(OpaquePointer(gApplication), action)
        g_object_unref(UnsafeMutableRawPointer(action))
    }

    /// Runs `app.NAME` with `strings`, in the primary instance when this one is remote, and
    /// waits until the request has left for the bus.
    public func activateAction(named name: String, strings: [String]) {
        var pointers = strings.map { strdup($0) }
        pointers.append(nil)
        let variant = pointers.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                g_variant_new_strv($0, gssize(strings.count))
            }
        }
        for pointer in pointers { free(pointer) }
        g_action_group_activate_action(OpaquePointer(gApplication), name, variant)
        if let connection = g_application_get_dbus_connection(gApplication) {
            _ = g_dbus_connection_flush_sync(connection, nil, nil)
        }
    }

    /// Called with each window that leaves the application (closed and destroyed).
    public func onWindowRemoved(_ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void) {
        SignalConnection.connect(UnsafeMutableRawPointer(pointer), "window-removed", handler)
    }
}
