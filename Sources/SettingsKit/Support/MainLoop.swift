import CGLib

/// GLib's main loop on the current thread: store file monitors deliver their events through it.
public enum MainLoop {
    /// Runs until SIGINT or SIGTERM, then returns so the caller can finish cleanly.
    @MainActor
    public static func runUntilInterrupted() {
        let loop = g_main_loop_new(nil, 0)
        defer { g_main_loop_unref(loop) }
        let quit: GSourceFunc = { data in
            g_main_loop_quit(OpaquePointer(data))
            return 0
        }
        let interrupt = g_unix_signal_add(SIGINT, quit, UnsafeMutableRawPointer(loop))
        let terminate = g_unix_signal_add(SIGTERM, quit, UnsafeMutableRawPointer(loop))
        g_main_loop_run(loop)
        g_source_remove(interrupt)
        g_source_remove(terminate)
    }
}
