import CGLib

/// The dconf service as GSettings' dconf backend reaches it: `ca.desrt.dconf` on the session bus.
enum DconfService {
    /// Whether the service answers. GSettings does not say whether a write reached dconf: when
    /// the bus or the service cannot be reached, dconf's engine only logs a warning, drops the
    /// value and shows the stored one again. A written key that reads back otherwise after
    /// `g_settings_sync` was therefore either dropped so (no answer here) or received and then
    /// overwritten by a later writer, as concurrent writers do.
    static var answers: Bool {
        var error: UnsafeMutablePointer<GError>?
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            g_clear_error(&error)
            return false
        }
        defer { g_object_unref(UnsafeMutableRawPointer(bus)) }
        // Every D-Bus peer answers Ping on any path; the bus starts the service if need be, as it
        // does for the engine's own writes.
        guard let reply = g_dbus_connection_call_sync(bus, "ca.desrt.dconf", "/", "org.freedesktop.DBus.Peer", "Ping",
                                                      nil, nil, G_DBUS_CALL_FLAGS_NONE, -1, nil, &error) else {
            g_clear_error(&error)
            return false
        }
        g_variant_unref(reply)
        return true
    }
}
