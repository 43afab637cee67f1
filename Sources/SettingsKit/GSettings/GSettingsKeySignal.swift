import CGLib

/// One connection to a GSettings signal that passes a key name (`changed`, `writable-changed`).
@MainActor
final class GSettingsKeySignal {
    private let instance: UnsafeMutablePointer<GSettings>
    private var handler: gulong = 0

    init(_ instance: UnsafeMutablePointer<GSettings>, _ signal: String, _ onKey: @escaping @MainActor (String) -> Void) {
        self.instance = instance
        let callback: @convention(c) (gpointer?, UnsafePointer<gchar>?, gpointer?) -> Void = { _, name, box in
            guard let box, let name else { return }
            let handler = Unmanaged<KeyCallback>.fromOpaque(box).takeUnretainedValue()
            let text = String(cString: name)
            MainActor.assumeIsolated { handler.onKey(text) }
        }
        let release: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { box, _ in
            guard let box else { return }
            Unmanaged<KeyCallback>.fromOpaque(box).release()
        }
        handler = g_signal_connect_data(instance, signal, unsafeBitCast(callback, to: GCallback.self),
                                        Unmanaged.passRetained(KeyCallback(onKey)).toOpaque(), release, GConnectFlags(0))
    }

    func disconnect() {
        if handler != 0 { g_signal_handler_disconnect(instance, handler) }
        handler = 0
    }
}

@MainActor
private final class KeyCallback {
    let onKey: @MainActor (String) -> Void
    init(_ onKey: @escaping @MainActor (String) -> Void) { self.onKey = onKey }
}
