import FoundationEssentials
import GtkKit
import SettingsKit

/// The bundles opened in the window lately, in the desktop's recent-files list
/// (`$XDG_DATA_HOME/recently-used.xbel`), as the start page offers them: our own entries only,
/// newest first, folders that still exist. Empty when the user turned recent files off
/// (`gtk-recent-files-enabled`).
///
/// The list is every program's and may be megabytes: it is read on a thread of its own
/// (`RecentFolderList`), and watched as a file. GtkRecentManager, which reads the whole list
/// on the main thread when made, is made only to add an entry.
@MainActor
final class RecentBundles {
    /// The application our entries are registered under.
    static let applicationName = "Bundle Settings"
    static let applicationExec = "bundle-settings open %f"

    struct Entry: Equatable {
        var path: String
        var name: String
    }

    private let file: String
    private var manager: RecentManager?
    private var monitor: FileChangeMonitor?

    /// `file`: a list of our own instead of the desktop's (tests).
    init(file: String? = nil) {
        self.file = file ?? RecentFolderList.defaultFile
    }

    /// Called when the list changed, whoever changed it.
    func onChange(_ handler: @escaping @MainActor () -> Void) {
        monitor = FileChangeMonitor(path: file, onChange: handler)
    }

    static var isEnabled: Bool { RecentManager.isEnabled }

    /// Registers a bundle folder opened in the window, with the name its window had.
    func add(folder path: String, name displayName: String? = nil) {
        guard Self.isEnabled else { return }
        recentManager().add(path: path, displayName: displayName ?? Self.displayName(of: path), mimeType: "inode/directory",
                            applicationName: Self.applicationName, exec: Self.applicationExec)
    }

    private func recentManager() -> RecentManager {
        if let manager { return manager }
        let made = file == RecentFolderList.defaultFile ? RecentManager.desktops() : RecentManager(file: file)
        manager = made
        return made
    }

    /// The newest entries named before the list is delivered: a screenful and more. Naming an
    /// entry opens its bundle for its title; 5,000 entries took 190 ms of a processor, most of
    /// the time the start page waited for its list.
    nonisolated static let namedAtOnce = 32

    /// Reads our entries whose folders exist, newest first, on a thread of its own, each named
    /// in `languages` (`name(of:languages:)`); `deliver` gets them on the main thread. With
    /// more than `namedAtOnce`, the older ones come first under their folders' names
    /// (`displayName(of:)`: the start page lists the newest, and only a search reaches them),
    /// and `deliver` gets the list again once they are named too.
    func readEntries(languages: [String], then deliver: @escaping @MainActor ([Entry]) -> Void) {
        guard Self.isEnabled else { return deliver([]) }
        let (file, application) = (file, Self.applicationName)
        MainLoopSource.inBackground({
            let paths = RecentFolderList.entries(in: file, registeredBy: application).map(\.path)
            return (paths, paths.enumerated().map { index, path in
                Entry(path: path, name: index < Self.namedAtOnce ? Self.name(of: path, languages: languages) : Self.displayName(of: path))
            })
        }, then: { (paths: [String], entries: [Entry]) in
            deliver(entries)
            guard paths.count > Self.namedAtOnce else { return }
            MainLoopSource.inBackground({
                entries.prefix(Self.namedAtOnce) + paths.dropFirst(Self.namedAtOnce).map { Entry(path: $0, name: Self.name(of: $0, languages: languages)) }
            }, then: deliver)
        })
    }

    /// What a recent bundle is called in the list: its application, the `.app` folder around it
    /// (`Awful.app` is "Awful"), else the bundle's own title in `languages` (the window's now:
    /// the name saved with the entry is in the language of the window that opened it, so it is
    /// not used), else the folder's name (`displayName(of:)`).
    nonisolated static func name(of path: String, languages: [String]) -> String {
        let parts = path.split(separator: "/")
        if let app = parts.last(where: { $0.hasSuffix(".app") && $0.count > 4 }) { return String(app.dropLast(4)) }
        let roots = [path] + BundleLocation.searchedNames.map { path + "/" + $0 }
        return BundleTitle.read(roots: roots.map { URL(fileURLWithPath: $0) }, languages: languages) ?? displayName(of: path)
    }

    /// The folder as the list shows it: the home folder as `~` (the label cuts the middle of a
    /// long one).
    nonisolated static func shortened(_ path: String, home: String) -> String {
        let home = PathText.withoutTrailingSlashes(home)
        guard !home.isEmpty, home != "/", path == home || path.hasPrefix(home + "/") else { return path }
        return "~" + path.dropFirst(home.count)
    }

    /// `Settings.bundle` says little: the folder around it usually names the application.
    nonisolated static func displayName(of path: String) -> String {
        let parts = path.split(separator: "/").map(String.init)
        guard let last = parts.last else { return path }
        if BundleLocationNames.isGeneric(last), parts.count > 1 { return parts[parts.count - 2] }
        return last
    }
}

/// Names of bundle folders that say nothing about their application.
enum BundleLocationNames {
    nonisolated static func isGeneric(_ name: String) -> Bool {
        name == "Settings.bundle" || name == "InAppSettings.bundle"
    }
}
