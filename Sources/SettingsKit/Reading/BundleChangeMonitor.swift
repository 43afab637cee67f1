import CGLib
import FoundationEssentials
import Glibc

/// Calls back once, on the main thread, after the files of a bundle changed: any page, `.lproj`
/// table or image, in the bundle folders or the folders below them (live reload, `--inspect`).
///
/// Every folder gets a GFileMonitor (inotify: nothing polls); a link to a folder outside the
/// bundle is not followed, as pages are not read through one. Editors and `cp` touch a file in
/// several steps (write, close, rename over, attributes), and a save may touch several files, so
/// events are gathered until `quietPeriod` passes without one and then reported as one change;
/// while they keep coming (a file rewritten continuously), one is reported every
/// `rereadInterval` all the same, and never more often. Hidden files (an editor's
/// `.Root.plist.swp`) and backups ending in `~` are not the bundle's and are ignored. A folder
/// created or removed re-reads the list of folders to watch.
@MainActor
public final class BundleChangeMonitor {
    /// Long enough to gather one save's events, short enough that the window follows within half
    /// a second.
    public static let quietPeriod = 120  // milliseconds
    /// Under constant change: the window follows twice a second, and a re-read (which makes
    /// every open page again) never runs back to back.
    public static let rereadInterval = 500  // milliseconds
    /// Bounds the watches on a bundle of pathological depth or breadth.
    static let maximumFolders = 128
    static let maximumDepth = 4

    private let roots: [String]
    private let onChange: @MainActor () -> Void
    private var watches: [FolderWatch] = []
    private let pending = PendingTimeout()
    /// When the first event not yet reported came, and when the last report was (monotonic
    /// microseconds).
    private var burstStart = 0
    private var lastReport = Int.min / 2

    /// The number of folders watched.
    public var folderCount: Int { watches.count }

    /// `roots`: the bundle folders (`SettingsBundle.location.roots`).
    public init(roots: [String], onChange: @escaping @MainActor () -> Void) {
        self.roots = roots
        self.onChange = onChange
        watchFolders()
    }

    private func watchFolders() {
        watches = Self.folders(under: roots).compactMap { folder in
            FolderWatch(path: folder) { [weak self] names, event in self?.handle(names: names, event: event) }
        }
    }

    /// The roots and the folders below them, breadth first, hidden ones and links out of the
    /// roots left out.
    static func folders(under roots: [String]) -> [String] {
        let realRoots = roots.compactMap(realPath)
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
                    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder,
                          let real = realPath(path), realRoots.contains(where: { real.hasPrefix($0 + "/") }) else { continue }
                    next.append(path)
                }
            }
            level = next
        }
        return found
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
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
        let now = g_get_monotonic_time()
        if !pending.isPending { burstStart = now }
        // Quiet for a while, or changing for `rereadInterval`; and not sooner than that after
        // the last report.
        let settled: Int = min(now + Self.quietPeriod * 1000, burstStart + Self.rereadInterval * 1000)
        let due: Int = max(settled, lastReport + Self.rereadInterval * 1000)
        pending.schedule(after: max(due - now, 0) / 1000) { [weak self] in self?.settle() }
    }

    private func settle() {
        lastReport = g_get_monotonic_time()
        // A folder may have come or gone (a new .lproj, a page moved into a subfolder).
        if Self.folders(under: roots) != watches.map(\.path) { watchFolders() }
        onChange()
    }
}
