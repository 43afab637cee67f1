import CGtk
import Dispatch

/// Timeouts and idle callbacks on the GLib main loop, the UI's only scheduler (no Swift
/// concurrency: while GTK runs the loop, the main dispatch queue would never be drained).
@MainActor
public enum MainLoopSource {
    /// Calls `handler` once after `milliseconds`; answers the source id for `remove`.
    @discardableResult
    public static func once(after milliseconds: UInt32, _ handler: @escaping @MainActor () -> Void) -> UInt32 {
        add(HandlerBox<@MainActor () -> Bool>({ handler(); return false })) { callback, data, destroy in
            g_timeout_add_full(G_PRIORITY_DEFAULT, guint(milliseconds), callback, data, destroy)
        }
    }

    /// Calls `handler` when the loop has nothing more urgent (after layout and painting) until
    /// it answers `false`.
    @discardableResult
    public static func whileIdle(_ handler: @escaping @MainActor () -> Bool) -> UInt32 {
        add(HandlerBox<@MainActor () -> Bool>(handler)) { callback, data, destroy in
            g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, callback, data, destroy)
        }
    }

    /// Runs `work` on a thread of its own, then `completion` with its result on the main loop:
    /// slow reading that must not hold up drawing.
    public static func inBackground<Result: Sendable>(_ work: @escaping @Sendable () -> Result,
                                                      then completion: @escaping @MainActor (Result) -> Void) {
        let deliver = UncheckedBox(completion)
        DispatchQueue.global(qos: .utility).async {
            let result = work()
            // g_idle_add is safe from any thread; the callback runs on the main thread. At the
            // default priority, as GTask delivers: a result read while the window was being
            // made is shown in its first frame. At idle priority it waited for that frame to be
            // painted, and the hub painted twice before its lists showed (issue 19's start-up).
            let box = HandlerBox<@MainActor () -> Bool>({ deliver.value(result); return false })
            g_idle_add_full(G_PRIORITY_DEFAULT, runSource, Unmanaged.passRetained(box).toOpaque(), releaseSource)
        }
    }

    public static func remove(_ id: UInt32) {
        g_source_remove(guint(id))
    }

    private static func add(_ box: HandlerBox<@MainActor () -> Bool>,
                            _ install: (GSourceFunc, gpointer, GDestroyNotify) -> guint) -> UInt32 {
        let callback: @convention(c) (gpointer?) -> gboolean = runSource
        let destroy: @convention(c) (gpointer?) -> Void = releaseSource
        return UInt32(install(callback, Unmanaged.passRetained(box).toOpaque(), destroy))
    }
}

private func runSource(_ data: gpointer?) -> gboolean {
    // Sources are attached to the default main context, which the main thread runs.
    nonisolated(unsafe) let data = data
    return MainActor.assumeIsolated {
        (HandlerBox<@MainActor () -> Bool>.from(data)?() ?? false) ? 1 : 0
    }
}

private func releaseSource(_ data: gpointer?) {
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// Carries a main-actor closure through a background thread that only hands it back to the
/// main loop, never calls it.
private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
