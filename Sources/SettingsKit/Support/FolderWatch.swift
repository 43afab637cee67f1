import CGLib

/// One GFileMonitor on one folder, passing on each event with the names of the files concerned.
@MainActor
final class FolderWatch {
    let path: String
    private let monitor: UnsafeMutablePointer<GFileMonitor>
    private let handler: gulong

    init?(path: String, onEvent: @escaping @MainActor ([String], GFileMonitorEvent) -> Void) {
        self.path = path
        let file = g_file_new_for_path(path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let monitor = g_file_monitor_directory(file, G_FILE_MONITOR_WATCH_MOVES, nil, nil) else { return nil }
        self.monitor = monitor
        let callback: @convention(c) (gpointer?, OpaquePointer?, OpaquePointer?, GFileMonitorEvent, gpointer?) -> Void = { _, file, other, event, box in
            guard let box else { return }
            let names = [file, other].compactMap { $0.flatMap { g_file_get_basename($0) } }.map { text in
                defer { g_free(text) }
                return String(cString: text)
            }
            let watch = Unmanaged<EventBox>.fromOpaque(box).takeUnretainedValue()
            MainActor.assumeIsolated { watch.onEvent(names, event) }
        }
        let release: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { box, _ in
            guard let box else { return }
            Unmanaged<EventBox>.fromOpaque(box).release()
        }
        handler = g_signal_connect_data(monitor, "changed", unsafeBitCast(callback, to: GCallback.self),
                                        Unmanaged.passRetained(EventBox(onEvent)).toOpaque(), release, GConnectFlags(0))
    }

    isolated deinit {
        g_signal_handler_disconnect(monitor, handler)
        g_file_monitor_cancel(monitor)
        g_object_unref(monitor)
    }
}

@MainActor
private final class EventBox {
    let onEvent: @MainActor ([String], GFileMonitorEvent) -> Void
    init(_ onEvent: @escaping @MainActor ([String], GFileMonitorEvent) -> Void) { self.onEvent = onEvent }
}
