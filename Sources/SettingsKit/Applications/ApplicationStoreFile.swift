import FoundationEssentials
import Glibc

/// Where an installed application keeps its values, as the hub, the search and `--app` open them.
public enum ApplicationStoreChoice: Sendable, Hashable, CustomStringConvertible {
    /// `$XDG_CONFIG_HOME/DOMAIN/settings.ini` (the default).
    case keyFile
    /// `$XDG_CONFIG_HOME/DOMAIN/settings.plist`.
    case plist
    /// A GSettings schema (and, for a relocatable one, its path).
    case gsettings(GSettingsAddress)

    /// `keyfile`, `plist` or `gsettings:ID[:PATH]`, as `apps` prints it and `--store` takes the last.
    public var description: String {
        switch self {
        case .keyFile: "keyfile"
        case .plist: "plist"
        case .gsettings(let address): address.text
        }
    }
}

/// `DATADIR/bundle-settings/apps/APP_ID/store.ini`: the one small file beside an application's
/// bundle that says where its values are, when that is not the default key file. A GLib key file:
///
/// ```ini
/// [Store]
/// # keyfile (the default: $XDG_CONFIG_HOME/DOMAIN/settings.ini), plist, or gsettings
/// Backend=gsettings
/// # gsettings only: the schema ID, and the path when the schema is relocatable
/// SchemaId=org.example.App
/// Path=/org/example/App/
/// ```
///
/// Without the file, values are in the key file of the application's domain (`APP_ID`, unless
/// the bundle's Root names an `ApplicationGroupContainerIdentifier`). A file that cannot be read
/// or says something this program does not know is an author diagnostic (`bundle-settings apps
/// --diagnostics`, `validate --app`), and the default is used: the end user never sees it.
public enum ApplicationStoreFile {
    public static let fileName = "store.ini"
    public static let group = "Store"
    /// Far above any real file (a few lines); a larger one is a mistake, not read.
    static let byteLimit = 64 << 10

    /// The choice the file in `folder` (the application's folder) makes, and its problems.
    static func read(inApplicationFolder folder: String, linkRule: ApplicationLinkRule,
                     dataFolder: ApplicationDataFolder) -> (choice: ApplicationStoreChoice, diagnostics: [Diagnostic]) {
        let path = folder + "/" + fileName
        // A dangling link or a link loop is there, and said to be unreadable below; only nothing
        // at all is silent.
        guard existsWithoutFollowing(path) else { return (.keyFile, []) }
        guard linkRule.allows(path, in: dataFolder) else {
            return (.keyFile, [Diagnostic(.warning, file: path, "It is a link that leads out of the data folders, so it is not read: values are in the default key file.")])
        }
        switch SafeFile.contents(atPath: path, byteLimit: byteLimit) {
        case .success(let data): return parse(data, file: path)
        case .failure(let failure):
            return (.keyFile, [Diagnostic(.warning, file: path, "It cannot be read (\(failure.reason)): values are in the default key file.")])
        }
    }

    /// The choice `data` makes, and its problems (`file` names it in them).
    static func parse(_ data: Data, file: String) -> (choice: ApplicationStoreChoice, diagnostics: [Diagnostic]) {
        let document: KeyFileDocument
        do { document = try KeyFileDocument(data: data) } catch {
            return (.keyFile, [Diagnostic(.warning, file: file, "It is not a valid key file (\(error.message)): values are in the default key file.")])
        }
        guard document.hasGroup(group) else {
            return (.keyFile, [Diagnostic(.warning, file: file, "It has no [\(group)] group: values are in the default key file.")])
        }
        var diagnostics: [Diagnostic] = []
        let known = ["Backend", "SchemaId", "Path"]
        for key in document.keys(of: group) where !known.contains(key) {
            diagnostics.append(Diagnostic(.warning, file: file, key: quoted(key), "Unknown key \"\(quoted(key))\" in [\(group)] is ignored (known: \(known.joined(separator: ", ")))."))
        }
        let backend = document.string(group, "Backend")?.trimmingSpaces().lowercased() ?? "keyfile"
        switch backend {
        case "keyfile":
            return (.keyFile, diagnostics)
        case "plist":
            return (.plist, diagnostics)
        case "gsettings":
            // Checked as the GSettings store checks them when it opens: one it would refuse there
            // must not be listed as the application's store, every write then refused.
            guard let schema = document.string(group, "SchemaId")?.trimmingSpaces(), !schema.isEmpty else {
                diagnostics.append(Diagnostic(.warning, file: file, key: "SchemaId", "Backend=gsettings needs SchemaId, a schema ID (org.example.App): values are in the default key file."))
                return (.keyFile, diagnostics)
            }
            guard GSettingsSchemaWriter.isValidID(schema) else {
                diagnostics.append(Diagnostic(.warning, file: file, key: "SchemaId", "SchemaId \"\(quoted(schema))\" is not a GSettings schema ID (letters, digits, - and _ in dot-separated parts, as org.example.App): values are in the default key file."))
                return (.keyFile, diagnostics)
            }
            let path = document.string(group, "Path")?.trimmingSpaces()
            if let path, !GSettingsSchemaWriter.isValidPath(path) {
                diagnostics.append(Diagnostic(.warning, file: file, key: "Path", "Path \"\(quoted(path))\" is not a GSettings path (it starts and ends with \"/\", holds no \"//\" and no control characters, as /org/example/App/): values are in the default key file."))
                return (.keyFile, diagnostics)
            }
            return (.gsettings(GSettingsAddress(schemaID: schema, path: path)), diagnostics)
        default:
            diagnostics.append(Diagnostic(.warning, file: file, key: "Backend", "Backend \"\(quoted(backend))\" is not keyfile, plist or gsettings: values are in the default key file."))
            return (.keyFile, diagnostics)
        }
    }

    /// A value of the file as a message quotes it: as long as a line of text is shown (the file
    /// may hold 64 KiB on one line). Its control characters are escaped where it is printed
    /// (`Diagnostic.description`).
    private static func quoted(_ value: String) -> String {
        ShownText.cut(value, to: ShownText.Kind.line.characterLimit)
    }

    private static func existsWithoutFollowing(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }
}
