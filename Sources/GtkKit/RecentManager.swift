import CGtk

/// A recent-files list (`recently-used.xbel`): GtkRecentManager, which reads the whole list on
/// the main thread when made.
@MainActor
public final class RecentManager {
    let manager: UnsafeMutablePointer<GtkRecentManager>
    /// Whether the manager is one of our own, which ends with this wrapper (not GTK's default).
    private let isOwn: Bool

    /// The desktop's list (`$XDG_DATA_HOME/recently-used.xbel`).
    public static func desktops() -> RecentManager {
        let manager = gtk_recent_manager_get_default()!
        g_object_ref(manager)
        return RecentManager(manager, isOwn: false)
    }

    /// A list kept in `file` instead (tests).
    public init(file: String) {
        manager = bs_recent_manager_new_for_file(file)
        isOwn = true
    }

    private init(_ manager: UnsafeMutablePointer<GtkRecentManager>, isOwn: Bool) {
        self.manager = manager
        self.isOwn = isOwn
    }

    isolated deinit {
        // GTK 4.8 connects every manager to GtkSettings' notify::gtk-recent-files-enabled and
        // never disconnects it (gtkrecentmanager.c, init): once a manager of our own is freed, a
        // change of that setting calls it on freed memory (a crash seen in LauncherTests, which
        // turns recent files off after earlier tests' managers had gone).
        if isOwn, let settings = gtk_settings_get_default() {
            g_signal_handlers_disconnect_matched(UnsafeMutableRawPointer(settings), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil,
                                                 UnsafeMutableRawPointer(manager))
        }
        g_object_unref(manager)
    }

    /// Whether the user keeps a recent-files list (`gtk-recent-files-enabled`; true without
    /// GTK's settings).
    public static var isEnabled: Bool {
        guard let settings = gtk_settings_get_default() else { return true }
        return bs_object_get_boolean(UnsafeMutableRawPointer(settings), "gtk-recent-files-enabled") != 0
    }

    /// Adds `path` (or moves it to the top), shown as `displayName`, registered to the
    /// application `applicationName` that opens it with `exec`. Nothing when `path` has no URI.
    public func add(path: String, displayName: String, mimeType: String, applicationName: String, exec: String) {
        guard let uri = g_filename_to_uri(path, nil, nil) else { return }
        defer { g_free(uri) }
        let shown = g_strdup(displayName)
        let name = g_strdup(applicationName)
        let execCopy = g_strdup(exec)
        let mime = g_strdup(mimeType)
        defer { for text in [shown, name, execCopy, mime] { g_free(text) } }
        var data = GtkRecentData()
        data.display_name = shown
        data.app_name = name
        data.app_exec = execCopy
        data.mime_type = mime
        _ = gtk_recent_manager_add_full(manager, uri, &data)
    }
}
