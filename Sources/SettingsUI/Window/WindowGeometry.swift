import CGLib

/// The window's size and state between runs, kept in a small key file
/// (`$XDG_STATE_HOME/bundle-settings/window.ini` unless a path is given).
public struct WindowGeometry: Equatable, Sendable {
    static let group = "window"
    static let standard = WindowGeometry(width: 640, height: 720, isMaximized: false)

    var width: Int32
    var height: Int32
    var isMaximized: Bool

    public static var defaultPath: String {
        let stateDirectory = String(cString: g_get_user_state_dir())
        return stateDirectory + "/bundle-settings/window.ini"
    }

    /// What the file at `path` holds; `standard` when there is no file or it is unreadable,
    /// and for sizes too small to be meant.
    static func load(from path: String) -> WindowGeometry {
        let file = g_key_file_new()
        defer { g_key_file_free(file) }
        guard g_key_file_load_from_file(file, path, G_KEY_FILE_NONE, nil) != 0 else { return standard }
        var geometry = standard
        let width = g_key_file_get_integer(file, group, "width", nil)
        let height = g_key_file_get_integer(file, group, "height", nil)
        if width >= 200 && height >= 200 {
            geometry.width = width
            geometry.height = height
        }
        geometry.isMaximized = g_key_file_get_boolean(file, group, "maximized", nil) != 0
        return geometry
    }

    /// Writes the file, creating its folder; answers false when that fails (a read-only home
    /// loses only the remembered size).
    @discardableResult
    func save(to path: String) -> Bool {
        let folder = g_path_get_dirname(path)
        defer { g_free(folder) }
        guard g_mkdir_with_parents(folder, 0o755) == 0 else { return false }
        let file = g_key_file_new()
        defer { g_key_file_free(file) }
        g_key_file_set_integer(file, Self.group, "width", width)
        g_key_file_set_integer(file, Self.group, "height", height)
        g_key_file_set_boolean(file, Self.group, "maximized", isMaximized ? 1 : 0)
        return g_key_file_save_to_file(file, path, nil) != 0
    }
}
