import CGLib

/// GLib's main loop on the current thread: store file monitors deliver their events through it.
public enum MainLoop {
    /// Runs until SIGINT or SIGTERM, then returns so the caller can finish cleanly.
    @MainActor
    public static func runUntilInterrupted() {
        let loop = g_main_loop_new(nil, 0)
        defer { g_main_loop_unref(loop) }
        runUntilInterrupted(loop)
    }

    /// Runs `loop` until SIGINT or SIGTERM, or until its owner quits it (a service gone idle).
    @MainActor
    public static func runUntilInterrupted(_ loop: OpaquePointer?) {
        let quit: GSourceFunc = { data in
            g_main_loop_quit(OpaquePointer(data))
            // Keep the source: it is removed below, and removing a finished source is a GLib critical.
            return 1
        }
        let interrupt = g_unix_signal_add(SIGINT, quit, UnsafeMutableRawPointer(loop))
        let terminate = g_unix_signal_add(SIGTERM, quit, UnsafeMutableRawPointer(loop))
        // A process inherits its parent's signal mask, and a parent starting us from a thread
        // that blocks these signals (any libdispatch worker does) would make us unstoppable.
        // GLib's own threads block every signal, so this thread must take them.
        var handled = sigset_t()
        sigemptyset(&handled)
        sigaddset(&handled, SIGINT)
        sigaddset(&handled, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
        g_main_loop_run(loop)
        g_source_remove(interrupt)
        g_source_remove(terminate)
    }
}
