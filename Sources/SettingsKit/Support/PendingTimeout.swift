import CGLib

/// A one-shot timeout on the thread's default GLib main context, calling back on the main
/// actor, at most one pending at a time: the monitors' way to gather a burst of file events into
/// one report. Scheduling again replaces the call pending; none outlives its owner.
@MainActor
final class PendingTimeout {
    private var source: guint = 0

    init() {}

    isolated deinit { cancel() }

    /// Whether a call waits.
    var isPending: Bool { source != 0 }

    /// Calls `run` once after `milliseconds`, in place of a call still pending.
    func schedule(after milliseconds: Int, _ run: @escaping @MainActor () -> Void) {
        cancel()
        let box = Unmanaged.passRetained(TimeoutBox { [weak self] in
            self?.source = 0
            run()
        }).toOpaque()
        source = g_timeout_add_full(G_PRIORITY_DEFAULT, guint(max(milliseconds, 0)), { data in
            guard let data else { return 0 }
            let box = Unmanaged<TimeoutBox>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { box.run() }
            return 0
        }, box, { data in
            guard let data else { return }
            Unmanaged<TimeoutBox>.fromOpaque(data).release()
        })
    }

    func cancel() {
        if source != 0 { g_source_remove(source) }
        source = 0
    }
}

@MainActor
private final class TimeoutBox {
    let run: @MainActor () -> Void
    init(_ run: @escaping @MainActor () -> Void) { self.run = run }
}
