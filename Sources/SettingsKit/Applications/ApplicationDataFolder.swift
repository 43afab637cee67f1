import CGLib
import FoundationEssentials

/// One XDG data folder applications install into (`/usr/share`, `~/.local/share`): its
/// `bundle-settings/apps` holds their settings bundles, its `applications` their desktop entries.
///
/// The folders are looked in in this order, the first found for an application ID winning:
/// `XDG_DATA_HOME` (default `~/.local/share`), then each of `XDG_DATA_DIRS` (default
/// `/usr/local/share:/usr/share`), as the XDG Base Directory specification says (relative
/// entries are ignored). So a user's copy overrides the system's.
public struct ApplicationDataFolder: Sendable, Hashable {
    /// The data folder, without trailing slashes.
    public var path: String
    /// `XDG_DATA_HOME`: the user's own. Links in it are the user's (see `ApplicationLinkRule`).
    public var isUsers: Bool


    /// Where applications install their bundles: `DATADIR/bundle-settings/apps`, one folder per
    /// application ID (what pkg-config's `appsdir` of `bundle-settings.pc` gives).
    public var appsFolder: String { path + "/" + Self.appsSubfolder }
    /// Where desktop entries live: `DATADIR/applications`.
    public var applicationsFolder: String { path + "/applications" }

    public static let appsSubfolder = "bundle-settings/apps"

    /// The data folders in lookup order, each once.
    public static func inLookupOrder(environment: [String: String]) -> [ApplicationDataFolder] {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? String(cString: g_get_home_dir())
        let userFolder = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.local/share"
        let systemList = environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share"
        var seen = Set<String>()
        var folders: [ApplicationDataFolder] = []
        let candidates = [(userFolder, true)] + systemList.split(separator: ":").map { (String($0), false) }
        for (path, isUsers) in candidates where path.hasPrefix("/") {
            let clean = PathText.withoutTrailingSlashes(path)
            guard seen.insert(clean).inserted else { continue }
            folders.append(ApplicationDataFolder(path: clean, isUsers: isUsers))
        }
        return folders
    }
}
