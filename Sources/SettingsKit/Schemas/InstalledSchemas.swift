import CGLib

/// The GSettings schemas GLib finds: its default schema source (`GSETTINGS_SCHEMA_DIR`, then
/// `glib-2.0/schemas` in `XDG_DATA_HOME` and `XDG_DATA_DIRS`), or one folder of compiled schemas
/// (tests). GLib makes the default source once per process and keeps it: a change of those
/// variables after the first use is not seen.
public final class InstalledSchemas: @unchecked Sendable {
    // @unchecked: a GSettingsSchemaSource is immutable once made and reference counted with
    // atomic operations, so it may be shared between threads.
    let source: OpaquePointer

    private init(source: OpaquePointer) { self.source = source }

    deinit { g_settings_schema_source_unref(source) }

    /// GLib's default source; nil when no schema is installed at all.
    public static func standard() -> InstalledSchemas? {
        g_settings_schema_source_get_default().map { InstalledSchemas(source: g_settings_schema_source_ref($0)) }
    }

    /// The compiled schemas of one folder (`gschemas.compiled`), or why they cannot be read.
    public static func folder(_ path: String) -> Result<InstalledSchemas, Diagnostic> {
        var error: UnsafeMutablePointer<GError>?
        guard let source = g_settings_schema_source_new_from_directory(path, nil, 1, &error) else {
            return .failure(Diagnostic(.error, file: path, "The GSettings schemas here cannot be read: \(takeMessage(error))"))
        }
        return .success(InstalledSchemas(source: source))
    }

    /// The IDs of the schemas with a fixed path (relocatable ones have no values of their own
    /// until a `<child>` gives them a path), sorted.
    public var fixedSchemaIDs: [String] {
        var fixed: UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>?
        g_settings_schema_source_list_schemas(source, 1, &fixed, nil)
        defer { g_strfreev(fixed) }
        return Self.strings(fixed).sorted()
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
