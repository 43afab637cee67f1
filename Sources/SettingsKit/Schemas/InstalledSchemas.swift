import CGLib

/// The GSettings schemas GLib finds: its default schema source (`GSETTINGS_SCHEMA_DIR`, then
/// `glib-2.0/schemas` in `XDG_DATA_HOME` and `XDG_DATA_DIRS`), or one folder of compiled schemas
/// (tests). GLib makes the default source once per process and keeps it: a change of those
/// variables after the first use is not seen.
public final class InstalledSchemas: @unchecked Sendable {
    // @unchecked: a GSettingsSchemaSource is immutable once made and reference counted with
    // atomic operations, so it may be shared between threads.
    let source: OpaquePointer
    /// The folders GLib reads schemas from, in its order of precedence.
    let folders: [String]

    private init(source: OpaquePointer, folders: [String]) {
        self.source = source
        self.folders = folders
    }

    deinit { g_settings_schema_source_unref(source) }

    /// GLib's default source; nil when no schema is installed at all.
    public static func standard() -> InstalledSchemas? {
        g_settings_schema_source_get_default().map { InstalledSchemas(source: g_settings_schema_source_ref($0), folders: defaultFolders()) }
    }

    /// The schemas GLib's default source holds for `environment` rather than the process's
    /// (the catalogue lists what a given environment installs, as it does bundles): the same
    /// folders in the same precedence, each's `gschemas.compiled` chained under the one before.
    /// Folders without compiled schemas are skipped, as GLib skips them; nil when none has any.
    public static func standard(environment: [String: String]) -> InstalledSchemas? {
        var folders = environment["GSETTINGS_SCHEMA_DIR"].map { $0.split(separator: ":").map(String.init) } ?? []
        folders += ApplicationDataFolder.inLookupOrder(environment: environment).map { $0.path + "/glib-2.0/schemas" }
        var source: OpaquePointer?
        for folder in folders.reversed() {
            var error: UnsafeMutablePointer<GError>?
            guard let made = g_settings_schema_source_new_from_directory(folder, source, 1, &error) else {
                if let error { g_error_free(error) }
                continue
            }
            // The new source holds its parent.
            if let source { g_settings_schema_source_unref(source) }
            source = made
        }
        return source.map { InstalledSchemas(source: $0, folders: folders) }
    }

    /// GLib's folders, as it builds its default source: `GSETTINGS_SCHEMA_DIR` (a list), then
    /// `XDG_DATA_HOME`, then `XDG_DATA_DIRS`, each's `glib-2.0/schemas`.
    static func defaultFolders() -> [String] {
        var folders = g_getenv("GSETTINGS_SCHEMA_DIR").map { String(cString: $0).split(separator: ":").map(String.init) } ?? []
        // Without a data folder's trailing slash (XDG_DATA_DIRS often holds `/usr/share/`), so
        // that the paths messages name are as a person writes them.
        func schemas(in data: String) -> String { (data.hasSuffix("/") && data.count > 1 ? String(data.dropLast()) : data) + "/glib-2.0/schemas" }
        folders.append(schemas(in: String(cString: g_get_user_data_dir())))
        var system = g_get_system_data_dirs()
        while let folder = system?.pointee {
            folders.append(schemas(in: String(cString: folder)))
            system = system?.advanced(by: 1)
        }
        return folders
    }

    /// The folder schema `id` is read from: the first in precedence whose compiled schemas hold it.
    func folder(holding id: String) -> String? {
        folders.first { folder in
            var error: UnsafeMutablePointer<GError>?
            guard let own = g_settings_schema_source_new_from_directory(folder, nil, 1, &error) else {
                if let error { g_error_free(error) }
                return false
            }
            defer { g_settings_schema_source_unref(own) }
            guard let schema = g_settings_schema_source_lookup(own, id, 0) else { return false }
            g_settings_schema_unref(schema)
            return true
        }
    }

    /// The compiled schemas of one folder (`gschemas.compiled`), or why they cannot be read.
    public static func folder(_ path: String) -> Result<InstalledSchemas, Diagnostic> {
        var error: UnsafeMutablePointer<GError>?
        guard let source = g_settings_schema_source_new_from_directory(path, nil, 1, &error) else {
            return .failure(Diagnostic(.error, file: path, "The GSettings schemas here cannot be read: \(takeMessage(error))"))
        }
        return .success(InstalledSchemas(source: source, folders: [path]))
    }

    /// The IDs of the schemas with a fixed path (relocatable ones have no values of their own
    /// until a `<child>` gives them a path), sorted.
    public var fixedSchemaIDs: [String] {
        var fixed: UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>?
        g_settings_schema_source_list_schemas(source, 1, &fixed, nil)
        defer { g_strfreev(fixed) }
        return Self.strings(fixed).sorted()
    }

    /// The IDs of every schema, relocatable ones too, sorted.
    var allSchemaIDs: [String] {
        var fixed: UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>?
        var relocatable: UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>?
        g_settings_schema_source_list_schemas(source, 1, &fixed, &relocatable)
        defer {
            g_strfreev(fixed)
            g_strfreev(relocatable)
        }
        return (Self.strings(fixed) + Self.strings(relocatable)).sorted()
    }

    /// The schema `id`, a reference of the caller's; nil when it is not installed.
    func lookUp(_ id: String) -> OpaquePointer? {
        g_settings_schema_source_lookup(source, id, 1)
    }

    /// A NULL-terminated string array as strings (the array is not freed).
    static func strings(_ array: UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>?) -> [String] {
        guard let array else { return [] }
        var strings: [String] = []
        var index = 0
        while let item = array[index] {
            strings.append(String(cString: item))
            index += 1
        }
        return strings
    }
}
