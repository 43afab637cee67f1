import CGLib
import FoundationEssentials
import Glibc

/// Tells its owner, on the main thread, that the installed applications may have changed: an
/// application's folder or bundle installed or removed in any `DATADIR/bundle-settings/apps`, its
/// `store.ini` changed, a desktop entry added, changed or removed in any `DATADIR/applications`,
/// or GSettings schemas compiled again (`DATADIR/glib-2.0/schemas/gschemas.compiled`, which
/// `glib-compile-schemas` replaces after a package adds or removes a schema).
/// The owner then lists the catalogue again (`ApplicationCatalog.scan`, off the main thread) and
/// updates the search (`ApplicationSearchIndex(…, reusing:)`).
///
/// GFileMonitors (inotify), no polling. Watched: each apps folder and the application folders in
/// it (a bundle copied into an existing folder), each applications folder (only `.desktop` names
/// count). A folder that does not exist yet (no application has installed one in
/// `~/.local/share` so far) is followed as `FileChangeMonitor` follows a missing store: its
/// nearest existing parent is watched for the next folder on the way, and the watch steps in as
/// folders appear. Packages install in bursts (folders, then files, then a desktop database
/// update), so events are gathered until `quietPeriod` passes without one and reported once.
///
/// Flatpak installations: flatpak rewrites an installation's `.changed` file after every install,
/// update or removal (as GNOME Software follows it), so that one name in each installation's
/// folder is watched, not its thousands of deployment folders.
@MainActor
public final class ApplicationCatalogMonitor {
    /// Long enough to gather one package's files, short enough that the hub follows at once.
    public static let quietPeriod = 200  // milliseconds
    /// Application folders watched in one apps folder; past that, only the apps folder is (an
    /// application added or removed is still seen, a bundle copied into an existing folder not).
    static let applicationFolderLimit = 1_000

    private let dataFolders: [ApplicationDataFolder]
    private let flatpakInstallations: [FlatpakInstallation]
    private let onChange: @MainActor () -> Void
    private var watches: [String: FolderWatch] = [:]
    private var plan: [String: Set<WatchFilter>] = [:]
    private let pending = PendingTimeout()

    /// `dataFolders`: `ApplicationCatalog.dataFolders` (or `ApplicationDataFolder.inLookupOrder`).
    public init(dataFolders: [ApplicationDataFolder], flatpakInstallations: [FlatpakInstallation] = [],
                onChange: @escaping @MainActor () -> Void) {
        self.dataFolders = dataFolders
        self.flatpakInstallations = flatpakInstallations
        self.onChange = onChange
        updateWatches()
    }

    /// The folders watched now (for tests and `--inspect`).
    public var watchedFolders: [String] { watches.keys.sorted() }

    /// Which events of a watched folder matter.
    enum WatchFilter: Hashable {
        /// Any entry: an apps folder or an application's folder.
        case anyEntry
        /// Names ending in `.desktop`: an applications folder.
        case desktopEntries
        /// This one name: the next folder on the way to one that does not exist yet.
        case named(String)

        func matches(_ name: String) -> Bool {
            switch self {
            case .anyEntry: !name.hasPrefix(".")
            case .desktopEntries: name.hasSuffix(".desktop")
            case .named(let wanted): name == wanted
            }
        }
    }

    /// What to watch for these data folders and installations as the file system is now.
    static func plan(for folders: [ApplicationDataFolder], installations: [FlatpakInstallation] = []) -> [String: Set<WatchFilter>] {
        var plan: [String: Set<WatchFilter>] = [:]
        let targets = folders.flatMap { [($0.appsFolder, WatchFilter.anyEntry), ($0.applicationsFolder, .desktopEntries),
                                         ($0.path + "/glib-2.0/schemas", .named("gschemas.compiled"))] }
            + installations.map { ($0.path, WatchFilter.named(FlatpakInstallation.changeMarker)) }
        for (target, filter) in targets {
            guard FolderListing.isFolder(target) else {
                // The nearest existing folder on the way, waiting for the next one.
                var next = target
                var parent = PathText.parent(of: target)
                while !FolderListing.isFolder(parent), parent != "/", !parent.isEmpty {
                    next = parent
                    parent = PathText.parent(of: parent)
                }
                if FolderListing.isFolder(parent) { plan[parent, default: []].insert(.named(PathText.lastComponent(of: next))) }
                continue
            }
            plan[target, default: []].insert(filter)
            guard filter == .anyEntry else { continue }
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: target)) ?? []).sorted()
            for name in names.prefix(applicationFolderLimit) where !name.hasPrefix(".") && FolderListing.isFolder(target + "/" + name) {
                plan[target + "/" + name, default: []].insert(.anyEntry)
            }
        }
        return plan
    }

    private func updateWatches() {
        let wanted = Self.plan(for: dataFolders, installations: flatpakInstallations)
        guard wanted != plan else { return }
        plan = wanted
        var kept: [String: FolderWatch] = [:]
        for path in wanted.keys {
            if let existing = watches[path] {
                kept[path] = existing
            } else if let made = FolderWatch(path: path, onEvent: { [weak self] names, event in
                self?.handle(names: names, event: event, in: path)
            }) {
                kept[path] = made
            }
        }
        watches = kept
    }

    private func handle(names: [String], event: GFileMonitorEvent, in path: String) {
        switch event {
        case G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED, G_FILE_MONITOR_EVENT_PRE_UNMOUNT, G_FILE_MONITOR_EVENT_UNMOUNTED,
             G_FILE_MONITOR_EVENT_CHANGED:
            // A file being written: its CHANGES_DONE_HINT (or CREATED, MOVED_IN) follows.
            return
        default:
            break
        }
        guard let filters = plan[path] else { return }
        // The folder itself (deleted, moved) has its own name as the event's; it always matters.
        let isFolderItself = names.first == PathText.lastComponent(of: path) && names.count == 1
            && event == G_FILE_MONITOR_EVENT_DELETED
        guard isFolderItself || names.contains(where: { name in filters.contains { $0.matches(name) } }) else { return }
        pending.schedule(after: Self.quietPeriod) { [weak self] in self?.settle() }
    }

    private func settle() {
        updateWatches()
        onChange()
    }
}
