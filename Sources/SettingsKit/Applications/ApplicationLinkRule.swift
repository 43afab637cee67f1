import FoundationEssentials
import Glibc

/// Which links the catalogue follows, so that nothing outside the data folders is read through a
/// link the user did not make:
///
/// - In the user's own `XDG_DATA_HOME` every link is followed: the user made it (a bundle kept in
///   a checkout and linked into `~/.local/share/bundle-settings/apps` is how a developer tries
///   one out).
/// - In a system data folder (`XDG_DATA_DIRS`) a path is used only when it resolves (links
///   followed) inside one of the data folders, the user's or the system's. A package may link its
///   bundle from `/usr/share/bundle-settings/apps/ID` to `/usr/share/ID/Settings.bundle`, but a
///   link to `/etc`, `/home/someone` or `/proc` is refused, and an author diagnostic says so.
///
/// It is checked for the application's folder, each bundle folder in it, its `store.ini` and its
/// desktop entry. Inside a bundle, pages are read below the bundle folder (`SafeFile`), so no
/// link leads out of it either. (Whoever can change a system data folder between the check and
/// the read could have put the file there in the first place.)
struct ApplicationLinkRule: Sendable {
    /// The data folders, links resolved.
    private let realFolders: [String]

    init(folders: [ApplicationDataFolder]) {
        realFolders = folders.compactMap { Self.realPath($0.path) }
    }

    /// Whether `path`, found in `folder`, may be read. A path that cannot be resolved (missing, a
    /// link loop, a folder on the way not searchable) is refused.
    func allows(_ path: String, in folder: ApplicationDataFolder) -> Bool {
        // In the user's folder only whether it resolves: `stat` says so in one system call,
        // `realpath` takes one per component (thousands for a catalogue of 200).
        if folder.isUsers {
            var status = stat()
            return stat(path, &status) == 0
        }
        guard let real = Self.realPath(path) else { return false }
        return realFolders.contains { real == $0 || real.hasPrefix($0 == "/" ? "/" : $0 + "/") }
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
