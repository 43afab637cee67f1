import CGLib

/// Calls back on the main thread when a file may have new contents, through a GFileMonitor
/// (inotify on Linux; no polling). Events are dispatched by the GLib main context that was the
/// thread's default when the monitor was made, so it works while the main loop (or a test
/// iterating the context) runs on the main actor.
///
/// Store files are replaced by rename, so besides in-place edits (`CHANGES_DONE_HINT`) this
/// reacts to the file being created, deleted, moved in or out and renamed over
/// (`G_FILE_MONITOR_WATCH_MOVES` reports a rename onto the path as `RENAMED`). Intermediate
/// `CHANGED` events of an in-place write are ignored: the file may be half written.
@MainActor
final class FileChangeMonitor {
    private let monitor: UnsafeMutablePointer<GFileMonitor>
    private let handler: gulong

    /// Nil when GIO cannot watch the path (then changes by others arrive only through `flush`).
    init?(path: String, onChange: @escaping @MainActor () -> Void) {
        let file = g_file_new_for_path(path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let monitor = g_file_monitor_file(file, G_FILE_MONITOR_WATCH_MOVES, nil, nil) else { return nil }
        self.monitor = monitor
        let callback: @convention(c) (gpointer?, gpointer?, gpointer?, GFileMonitorEvent, gpointer?) -> Void = { _, _, _, event, box in
            guard let box, FileChangeMonitor.meansNewContents(event) else { return }
            let handler = Unmanaged<ChangeCallback>.fromOpaque(box).takeUnretainedValue()
            MainActor.assumeIsolated { handler.onChange() }
        }
        let release: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { box, _ in
            guard let box else { return }
            Unmanaged<ChangeCallback>.fromOpaque(box).release()
        }
        handler = g_signal_connect_data(monitor, "changed", unsafeBitCast(callback, to: GCallback.self),
                                        Unmanaged.passRetained(ChangeCallback(onChange)).toOpaque(), release, GConnectFlags(0))
    }

    isolated deinit {
        g_signal_handler_disconnect(monitor, handler)
        g_file_monitor_cancel(monitor)
        g_object_unref(monitor)
    }

    nonisolated private static func meansNewContents(_ event: GFileMonitorEvent) -> Bool {
        switch event {
        case G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT, G_FILE_MONITOR_EVENT_CREATED, G_FILE_MONITOR_EVENT_DELETED,
             G_FILE_MONITOR_EVENT_MOVED_IN, G_FILE_MONITOR_EVENT_MOVED_OUT, G_FILE_MONITOR_EVENT_RENAMED:
            true
        default:
            false
        }
    }
}

/// The closure a signal connection calls, boxed so GLib can hold it as user data.
@MainActor
private final class ChangeCallback {
    let onChange: @MainActor () -> Void

    init(_ onChange: @escaping @MainActor () -> Void) { self.onChange = onChange }
}
