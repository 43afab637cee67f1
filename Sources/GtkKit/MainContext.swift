import CGtk

/// GLib's main context driven by hand, as tests and benchmarks drive GTK without running a
/// main loop of their own.
@MainActor
public enum MainContext {
    /// Runs pending main-loop work until `condition` holds or `seconds` pass; answers `condition`.
    @discardableResult
    public static func iterate(for seconds: Double = 2, until condition: () -> Bool = { false }) -> Bool {
        let deadline = g_get_monotonic_time() + gint64(seconds * 1_000_000)
        while g_get_monotonic_time() < deadline {
            if condition() { return true }
            if g_main_context_iteration(nil, 0) == 0 { g_usleep(1_000) }
        }
        return condition()
    }
}
