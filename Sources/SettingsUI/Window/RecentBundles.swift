import CGtk
import FoundationEssentials
import GtkKit

/// The bundles opened in the window lately, in the desktop's recent-files list
/// (GtkRecentManager, `$XDG_DATA_HOME/recently-used.xbel`), as the start page offers them:
/// our own entries only, newest first, folders that still exist. Empty when the user turned
/// recent files off (`gtk-recent-files-enabled`).
@MainActor
final class RecentBundles {
    /// The application our entries are registered under.
    static let applicationName = "Bundle Settings"
    static let applicationExec = "bundle-settings open %f"

    struct Entry: Equatable {
        var path: String
        var name: String
    }

    private let manager: UnsafeMutablePointer<GtkRecentManager>
    private var changed: (@MainActor () -> Void)?
    private var changedHandler: UInt = 0

    /// `file`: a list of our own instead of the desktop's (tests).
    init(file: String? = nil) {
        if let file {
            manager = bs_recent_manager_new_for_file(file)
        } else {
            manager = gtk_recent_manager_get_default()
            g_object_ref(manager)
        }
        changedHandler = SignalConnection.connect(UnsafeMutableRawPointer(manager), "changed") { [weak self] in self?.changed?() }
    }

    isolated deinit {
        // The desktop's manager outlives us: our handler goes with us.
        SignalConnection.disconnect(UnsafeMutableRawPointer(manager), changedHandler)
        g_object_unref(manager)
    }

    /// Called when the list changed, whoever changed it.
    func onChange(_ handler: @escaping @MainActor () -> Void) { changed = handler }

    static var isEnabled: Bool {
        guard let settings = gtk_settings_get_default() else { return true }
        return bs_object_get_boolean(UnsafeMutableRawPointer(settings), "gtk-recent-files-enabled") != 0
    }

    /// Registers a bundle folder opened in the window, with the name its window had.
    func add(folder path: String, name displayName: String? = nil) {
        guard Self.isEnabled, let uri = g_filename_to_uri(path, nil, nil) else { return }
        defer { g_free(uri) }
        let shown = strdup(displayName ?? Self.displayName(of: path))
        let name = strdup(Self.applicationName)
        let exec = strdup(Self.applicationExec)
        let mime = strdup("inode/directory")
        defer { for text in [shown, name, exec, mime] { free(text) } }
        var data = GtkRecentData()
        data.display_name = shown
        data.app_name = name
        data.app_exec = exec
        data.mime_type = mime
        _ = gtk_recent_manager_add_full(manager, uri, &data)
    }

    /// Our entries whose folders exist, newest first.
    var entries: [Entry] {
        guard Self.isEnabled else { return [] }
        var found: [(entry: Entry, modified: Int64)] = []
        let items = gtk_recent_manager_get_items(manager)
        var node = items
        while let current = node {
            if let info = current.pointee.data.map({ OpaquePointer($0) }),
               gtk_recent_info_has_application(info, Self.applicationName) != 0,
               gtk_recent_info_is_local(info) != 0, gtk_recent_info_exists(info) != 0,
               let path = g_filename_from_uri(gtk_recent_info_get_uri(info), nil, nil) {
                let folder = String(cString: path)
                g_free(path)
                let modified = Int64(gtk_recent_info_get_modified(info).map { g_date_time_to_unix($0) } ?? 0)
                let name = gtk_recent_info_get_display_name(info).map { String(cString: $0) }
                found.append((Entry(path: folder, name: name.flatMap { $0.isEmpty ? nil : $0 } ?? Self.displayName(of: folder)), modified))
            }
            node = current.pointee.next
        }
        g_list_free_full(items) { gtk_recent_info_unref(OpaquePointer($0)) }
        return found.sorted { $0.modified > $1.modified }.map(\.entry)
    }

    /// `Settings.bundle` says little: the folder around it usually names the application.
    static func displayName(of path: String) -> String {
        let parts = path.split(separator: "/").map(String.init)
        guard let last = parts.last else { return path }
        if BundleLocationNames.isGeneric(last), parts.count > 1 { return parts[parts.count - 2] }
        return last
    }
}

/// Names of bundle folders that say nothing about their application.
enum BundleLocationNames {
    static func isGeneric(_ name: String) -> Bool {
        name == "Settings.bundle" || name == "InAppSettings.bundle"
    }
}
