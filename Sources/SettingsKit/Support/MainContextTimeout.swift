import CGLib

/// A one-shot timeout on the thread's default GLib main context, calling back on the main
/// actor: the monitors' way to gather a burst of file events into one report.
@MainActor
enum MainContextTimeout {
    /// Calls `run` once after `milliseconds`; answers the source ID (for `g_source_remove`).
    static func add(milliseconds: Int, _ run: @escaping @MainActor () -> Void) -> guint {
        let box = Unmanaged.passRetained(TimeoutBox(run)).toOpaque()
        return g_timeout_add_full(G_PRIORITY_DEFAULT, guint(milliseconds), { data in
            guard let data else { return 0 }
            let box = Unmanaged<TimeoutBox>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { box.run() }
            return 0
        }, box, { data in
            guard let data else { return }
            Unmanaged<TimeoutBox>.fromOpaque(data).release()
        })
    }
}

@MainActor
private final class TimeoutBox {
    let run: @MainActor () -> Void
    init(_ run: @escaping @MainActor () -> Void) { self.run = run }
}
