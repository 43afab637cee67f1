import CGLib
import FoundationEssentials

/// Calls back once, on the main thread, after the files of a bundle changed: any page, `.lproj`
/// table or image, in the bundle folders or the folders below them (live reload, `--inspect`).
///
/// Every folder gets a GFileMonitor (inotify: nothing polls). Editors and `cp` touch a file in
/// several steps (write, close, rename over, attributes), and a save may touch several files, so
/// events are gathered until `quietPeriod` passes without one and then reported as one change.
/// Hidden files (an editor's `.Root.plist.swp`) and backups ending in `~` are not the bundle's
/// and are ignored. A folder created or removed re-reads the list of folders to watch.
@MainActor
public final class BundleChangeMonitor {
    /// Long enough to gather one save's events, short enough that the window follows within half
    /// a second.
    public static let quietPeriod: UInt32 = 120  // milliseconds
    /// Bounds the watches on a bundle of pathological depth or breadth.
    static let maximumFolders = 128
    static let maximumDepth = 4

    private let roots: [String]
    private let onChange: @MainActor () -> Void
    private var watches: [FolderWatch] = []
    private var pendingTimeout: guint = 0

    /// The number of folders watched.
    public var folderCount: Int { watches.count }

    /// `roots`: the bundle folders (`SettingsBundle.location.roots`).
    public init(roots: [String], onChange: @escaping @MainActor () -> Void) {
        self.roots = roots
        self.onChange = onChange
        watchFolders()
    }

    isolated deinit {
        if pendingTimeout != 0 { g_source_remove(pendingTimeout) }
    }

    private func watchFolders() {
        watches = Self.folders(under: roots).compactMap { folder in
            FolderWatch(path: folder) { [weak self] names, event in self?.handle(names: names, event: event) }
        }
    }

    /// The roots and the folders below them, breadth first, hidden ones left out.
    static func folders(under roots: [String]) -> [String] {
        var found: [String] = []
        var level = roots
        for _ in 0..<maximumDepth where !level.isEmpty {
            var next: [String] = []
            for folder in level where found.count < maximumFolders {
                found.append(folder)
                let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
                for entry in entries.sorted() where !entry.hasPrefix(".") {
                    let path = folder + "/" + entry
                    var isFolder: Bool = false
                    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder { next.append(path) }
                }
            }
            level = next
        }
        return found
    }

    /// `names`: the file concerned, and for a rename the name it got (an editor writes
    /// `.Root.plist.tmp` and renames it to `Root.plist`).
    private func handle(names: [String], event: GFileMonitorEvent) {
        if !names.isEmpty, names.allSatisfy({ $0.hasPrefix(".") || $0.hasSuffix("~") }) { return }
        switch event {
        case G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED, G_FILE_MONITOR_EVENT_PRE_UNMOUNT, G_FILE_MONITOR_EVENT_UNMOUNTED:
            return
        default:
            break
        }
        if pendingTimeout != 0 { g_source_remove(pendingTimeout) }
        let box = Unmanaged.passRetained(TimeoutBox { [weak self] in self?.settle() }).toOpaque()
        pendingTimeout = g_timeout_add_full(G_PRIORITY_DEFAULT, guint(Self.quietPeriod), { data in
            guard let data else { return 0 }
            let box = Unmanaged<TimeoutBox>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { box.run() }
            return 0
        }, box, { data in
            guard let data else { return }
            Unmanaged<TimeoutBox>.fromOpaque(data).release()
        })
    }

    private func settle() {
        pendingTimeout = 0
        // A folder may have come or gone (a new .lproj, a page moved into a subfolder).
        if Self.folders(under: roots) != watches.map(\.path) { watchFolders() }
        onChange()
    }
}

/// One GFileMonitor on one folder, passing on each event with the names of the files concerned.
@MainActor
private final class FolderWatch {
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

@MainActor
private final class TimeoutBox {
    let run: @MainActor () -> Void
    init(_ run: @escaping @MainActor () -> Void) { self.run = run }
}
