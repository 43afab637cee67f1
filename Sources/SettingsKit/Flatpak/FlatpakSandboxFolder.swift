import CGLib
import FoundationEssentials

/// `~/.var/app/APP_ID`: the home flatpak gives an application inside its sandbox. Its
/// `config` is the sandbox's `XDG_CONFIG_HOME`, where the application keeps what it writes for
/// itself: a bundle's key-file or plist store, and GLib's keyfile of GSettings values when the
/// sandbox does not reach dconf (`FlatpakPermissions.reachesDconf`).
public struct FlatpakSandboxFolder: Sendable, Hashable {
    public var id: String
    /// `HOME/.var/app/APP_ID`.
    public var path: String

    public init(id: String, environment: [String: String]) {
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? String(cString: g_get_home_dir())
        self.id = id
        path = home + "/.var/app/" + id
    }

    /// The sandbox's `XDG_CONFIG_HOME`.
    public var configFolder: String { path + "/config" }
    /// Where GLib's keyfile backend keeps GSettings values inside the sandbox
    /// (`XDG_CONFIG_HOME/glib-2.0/settings/keyfile`).
    public var settingsKeyfile: String { configFolder + "/glib-2.0/settings/keyfile" }

    /// Whether a file written at `target` stays in this folder: the deepest existing folder on
    /// its way, links resolved, is this folder or inside it. A link that the user made to
    /// `~/.var` itself (to keep it on another disk) is followed; one inside that leads out (a
    /// `config` linked to `/etc`) is not, and nothing is written there.
    /// Before the application's first run the folder does not exist, and nothing in it can lead
    /// out: what is written creates it.
    public func holds(_ target: String) -> Bool {
        guard target.hasPrefix(path + "/") else { return false }
        guard let root = FlatpakApplication.realPath(path) else { return true }
        var folder = PathText.parent(of: target)
        while folder.count > path.count, FlatpakApplication.realPath(folder) == nil {
            folder = PathText.parent(of: folder)
        }
        guard let resolved = FlatpakApplication.realPath(folder) else { return false }
        return resolved == root || resolved.hasPrefix(root + "/")
    }
}
