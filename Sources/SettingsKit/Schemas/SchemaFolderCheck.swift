import CGLib
import FoundationEssentials

/// What an author of an installed schema learns from `bundle-settings apps --diagnostics`: the
/// schemas GLib does not read, or reads as they were, and the keys the pages cannot show well.
///
/// GLib reads only `gschemas.compiled`, which `glib-compile-schemas` makes from a folder's
/// `.gschema.xml` files; a file it cannot take is left out with a warning only the packager's
/// build log shows, and a file edited or added since the folder was compiled is not read at all.
/// So each folder GLib reads schemas from is checked: files but no compiled schemas; files newer
/// than them; a file that does not parse (GMarkup, the compiler's parser); a file whose schemas
/// the compiled ones lack. Then every installed schema's keys: a type with a handle (`h`, never
/// shown) and an enum or `<choices>` longer than `longChoiceList`.
public enum SchemaFolderCheck {
    /// Past this many choices a list is a page to scroll through, not a choice at a glance: the
    /// author may rather want a text or a number (measured: Debian 12's longest enum in GNOME's
    /// schemas has 26 values).
    static let longChoiceList = 200

    /// The problems of GLib's default schema folders and of the schemas it reads from them.
    public static func diagnostics() -> [Diagnostic] {
        diagnostics(folders: InstalledSchemas.defaultFolders(), installed: InstalledSchemas.standard())
    }

    /// `installed`: what GLib reads from `folders`; nil when it reads nothing (no folder has
    /// compiled schemas).
    static func diagnostics(folders: [String], installed: InstalledSchemas?) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var seen: Set<String> = []
        for folder in folders where seen.insert(folder).inserted {
            diagnostics += check(folder: folder)
        }
        return diagnostics + (installed.map(checkKeys(of:)) ?? [])
    }

    /// The problems of one folder's files and their compiled schemas.
    static func check(folder: String) -> [Diagnostic] {
        let files = SchemaFileDeclarations.files(in: folder)
        guard !files.isEmpty else { return [] }
        let compiledPath = folder + "/gschemas.compiled"
        guard let compiledTime = modificationTime(compiledPath) else {
            return [Diagnostic(.warning, file: folder,
                "The folder holds \(files.count) schema files but no gschemas.compiled: GLib reads none of them until `glib-compile-schemas \(folder)` is run.")]
        }
        var diagnostics: [Diagnostic] = []
        let compiled = InstalledSchemas.folder(folder)
        for file in files {
            if let time = modificationTime(file), time > compiledTime {
                diagnostics.append(Diagnostic(.warning, file: file,
                    "It is newer than gschemas.compiled: GLib reads its schemas as they were when the folder was last compiled; run `glib-compile-schemas \(folder)`."))
            }
            switch SchemaFileDeclarations.read(file) {
            case .failure(let failure):
                diagnostics.append(Diagnostic(.error, file: file, "It does not parse (\(failure.message)): glib-compile-schemas leaves it out, and none of its schemas is shown."))
            case .success(let declarations):
                guard case .success(let source) = compiled else { continue }
                for id in declarations.schemas.map(\.id) where source.lookUp(id).map({ g_settings_schema_unref($0) }) == nil {
                    diagnostics.append(Diagnostic(.warning, file: file, key: id,
                        "The schema is not in gschemas.compiled: glib-compile-schemas left the file out (run it with --strict to see why), or the folder was not compiled since."))
                }
            }
        }
        return diagnostics
    }

    /// Keys the pages leave out or show as a long list, in every installed schema.
    static func checkKeys(of installed: InstalledSchemas) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for id in installed.allSchemaIDs {
            guard let schema = installed.lookUp(id) else { continue }
            defer { g_settings_schema_unref(schema) }
            let keys = g_settings_schema_list_keys(schema)
            defer { g_strfreev(keys) }
            for name in InstalledSchemas.strings(keys) {
                let key = SchemaKeyDescription(schema: schema, name: name, readsTexts: false)
                if key.type.contains("h") { diagnostics.append(SchemaRowMaker.handleDiagnostic(file: id, key: key)) }
                if case .choices(let nicks) = key.range, nicks.count > longChoiceList {
                    diagnostics.append(Diagnostic(.note, file: id, key: name,
                        "The key has \(nicks.count) choices: they are shown as a page to search and scroll, not a drop-down."))
                }
            }
        }
        return diagnostics
    }

    private static func modificationTime(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}
