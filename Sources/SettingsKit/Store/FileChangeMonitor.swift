import CGLib
import FoundationEssentials

/// Calls back on the main thread when a file may have new contents, through a GFileMonitor
/// (inotify on Linux; no polling). Events are dispatched by the GLib main context that was the
/// thread's default when the monitor was made, so it works while the main loop (or a test
/// iterating the context) runs on the main actor.
///
/// Store files are replaced by rename, so besides in-place edits (`CHANGES_DONE_HINT`) this
/// reacts to the file being created, deleted, moved in or out and renamed over
/// (`G_FILE_MONITOR_WATCH_MOVES` reports a rename onto the path as `RENAMED`). Intermediate
/// `CHANGED` events of an in-place write are ignored: the file may be half written.
///
/// GIO watches a file whose folder does not exist by polling for the folder every few seconds,
/// far too slowly for a store another process is about to create. So while the folder is
/// missing, this watches the nearest folder on the way that exists, and steps closer each time
/// the next folder appears, until it watches the file itself.
@MainActor
public final class FileChangeMonitor {
    private let path: String
    private let onChange: @MainActor () -> Void
    private var watch: Watch?

    /// Nil when GIO cannot watch the path (then changes by others arrive only through `flush`).
    public init?(path: String, onChange: @escaping @MainActor () -> Void) {
        self.path = path
        self.onChange = onChange
        watch = makeWatch()
        if watch == nil { return nil }
    }

    /// The closest watch that can be made. A folder on the way may appear between looking for
    /// it and the inotify watch on its parent taking effect (another process creating the store
    /// while this one starts): its creation then reached no watch, and nothing inside it ever
    /// would. So once a watch is in place, a next folder that exists by now is stepped into at
    /// once. (This left `watch` deaf for good on busy machines, where a `set` started with it
    /// often landed in that gap.)
    private func makeWatch() -> Watch? {
        var made: Watch?
        while true {
            guard let next = Watch(path: path, onEvent: { [weak self] nextFolder, event in self?.handle(event, nextFolder: nextFolder) })
            else { return made }
            made = next
            guard let nextFolder = next.nextFolder, Watch.isFolder(nextFolder) else { return made }
        }
    }

    private func handle(_ event: GFileMonitorEvent, nextFolder: String?) {
        guard let nextFolder else {
            if Self.meansNewContents(event) { onChange() }
            return
        }
        guard Watch.isFolder(nextFolder) else { return }
        // Keeps the current watch should GIO refuse the new one.
        guard let closer = makeWatch() else { return }
        watch = closer
        // The file may have been written before the new watch began.
        onChange()
    }

    private static func meansNewContents(_ event: GFileMonitorEvent) -> Bool {
        switch event {
        case G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT, G_FILE_MONITOR_EVENT_CREATED, G_FILE_MONITOR_EVENT_DELETED,
             G_FILE_MONITOR_EVENT_MOVED_IN, G_FILE_MONITOR_EVENT_MOVED_OUT, G_FILE_MONITOR_EVENT_RENAMED:
            true
        default:
            false
        }
    }
}

/// One GFileMonitor: on the file when its folder exists, else on the nearest existing folder on
/// the way to it. Each event is passed on with the folder the watch waits for (nil when it
/// watches the file).
@MainActor
private final class Watch {
    private let monitor: UnsafeMutablePointer<GFileMonitor>
    private let handler: gulong
    /// The folder this watch waits for; nil when it watches the file itself.
    let nextFolder: String?

    init?(path: String, onEvent: @escaping @MainActor (_ nextFolder: String?, GFileMonitorEvent) -> Void) {
        var nextFolder: String?
        var watched = PathText.parent(of: path)
        while !Self.isFolder(watched), watched != "/", !watched.isEmpty {
            nextFolder = watched
            watched = PathText.parent(of: watched)
        }
        let file = g_file_new_for_path(nextFolder == nil ? path : watched)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        let monitor = nextFolder == nil ? g_file_monitor_file(file, G_FILE_MONITOR_WATCH_MOVES, nil, nil)
                                        : g_file_monitor_directory(file, G_FILE_MONITOR_WATCH_MOVES, nil, nil)
        guard let monitor else { return nil }
        self.monitor = monitor
        self.nextFolder = nextFolder
        let callback: @convention(c) (gpointer?, gpointer?, gpointer?, GFileMonitorEvent, gpointer?) -> Void = { _, _, _, event, box in
            guard let box else { return }
            let handler = Unmanaged<EventCallback>.fromOpaque(box).takeUnretainedValue()
            MainActor.assumeIsolated { handler.onEvent(event) }
        }
        let release: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { box, _ in
            guard let box else { return }
            Unmanaged<EventCallback>.fromOpaque(box).release()
        }
        let box = EventCallback { [nextFolder] event in onEvent(nextFolder, event) }
        handler = g_signal_connect_data(monitor, "changed", unsafeBitCast(callback, to: GCallback.self),
                                        Unmanaged.passRetained(box).toOpaque(), release, GConnectFlags(0))
    }

    static func isFolder(_ path: String) -> Bool {
        var isDirectory: Bool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory
    }

    // A watch may be replaced from inside its own signal: GLib holds the monitor and the
    // handler's closure until the emission ends.
    isolated deinit {
        g_signal_handler_disconnect(monitor, handler)
        g_file_monitor_cancel(monitor)
        g_object_unref(monitor)
    }
}

/// The closure a signal connection calls, boxed so GLib can hold it as user data.
@MainActor
private final class EventCallback {
    let onEvent: @MainActor (GFileMonitorEvent) -> Void

    init(_ onEvent: @escaping @MainActor (GFileMonitorEvent) -> Void) { self.onEvent = onEvent }
}
