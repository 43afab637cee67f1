import CGLib
import FoundationEssentials

/// Button presses announced on the session bus, so that `bundle-settings watch` (another
/// process) shows them next to value changes: the signal `ButtonPressed(domain, key)` of
/// interface `org.bundlesettings.Settings` on path `/org/bundlesettings/Settings`.
public enum ButtonPresses {
    static let interface = "org.bundlesettings.Settings"
    static let path = "/org/bundlesettings/Settings"
    static let member = "ButtonPressed"

    /// Broadcasts one press; a missing bus is not an error worth showing the user.
    public static func announce(domain: String, key: String) {
        var error: UnsafeMutablePointer<GError>?
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            if let error { g_error_free(error) }
            return
        }
        defer { g_object_unref(UnsafeMutableRawPointer(bus)) }
        let arguments = g_variant_new_tuple([g_variant_new_string(domain), g_variant_new_string(key)], 2)
        if g_dbus_connection_emit_signal(bus, nil, path, interface, member, arguments, &error) == 0, let error {
            g_error_free(error)
        }
        g_dbus_connection_flush_sync(bus, nil, nil)
    }

    /// Calls `handler` with the key of each press in `domain` until the subscription is dropped.
    /// Nil when there is no session bus.
    @MainActor
    public static func subscribe(domain: String, _ handler: @escaping @MainActor (String) -> Void) -> Subscription? {
        var error: UnsafeMutablePointer<GError>?
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        let box = Unmanaged.passRetained(Handler(handler))
        let id = g_dbus_connection_signal_subscribe(
            bus, nil, interface, member, path, domain, G_DBUS_SIGNAL_FLAGS_NONE,
            { _, _, _, _, _, parameters, data in
                guard let parameters, let data, g_variant_n_children(parameters) == 2,
                      let child = g_variant_get_child_value(parameters, 1) else { return }
                defer { g_variant_unref(child) }
                let key = String(cString: g_variant_get_string(child, nil))
                let handler = Unmanaged<Handler>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated { handler.call(key) }
            },
            box.toOpaque(),
            { data in if let data { Unmanaged<Handler>.fromOpaque(data).release() } })
        return Subscription(bus: bus, id: id)
    }

    /// Keeps a subscription; dropping it unsubscribes.
    @MainActor
    public final class Subscription {
        private let bus: OpaquePointer
        private let id: guint

        init(bus: OpaquePointer, id: guint) {
            self.bus = bus
            self.id = id
        }

        isolated deinit {
            g_dbus_connection_signal_unsubscribe(bus, id)
            g_object_unref(UnsafeMutableRawPointer(bus))
        }
    }

    private final class Handler {
        let call: @MainActor (String) -> Void
        init(_ call: @escaping @MainActor (String) -> Void) { self.call = call }
    }
}
