import CGLib
import FoundationEssentials

/// Whether GLib may be asked for a schema's summaries and descriptions. The first
/// `g_settings_schema_key_get_summary` of a schema makes GLib parse every `.gschema.xml` of the
/// folder the schema was found in, and GLib 2.74 normalises each summary's and description's
/// white space with regular expressions whose time grows with the square of the text's length
/// (measured here: one description of 1 MB, 298 s; that is every key of every schema of the
/// folder waiting). So the folder's files are scanned first (bytes only, milliseconds), and a
/// folder with a text run longer than `textLimit` is not given to GLib: its schemas' keys are
/// titled by their names, and the file is reported.
struct SchemaTextGuard {
    /// The longest text between two tags read through GLib: real descriptions are at most a few
    /// kilobytes; 64 KB costs GLib well under a second.
    static let textLimit = 64 * 1024
    /// A schema file larger than this is not scanned but refused whole.
    static let fileLimit = 16 * 1024 * 1024

    /// Folders in GLib's search order, each with the schema file that makes it unsafe (nil: safe).
    private var verdicts: [String: String?] = [:]

    /// The file that keeps GLib from reading the texts of schema `id` of `installed`, if any.
    mutating func offendingFile(forSchema id: String, in installed: InstalledSchemas) -> String? {
        guard let folder = installed.folder(holding: id) else { return nil }
        if let known = verdicts[folder] { return known }
        let found = Self.scan(folder)
        verdicts[folder] = found
        return found
    }

    /// The first `.gschema.xml` file of `folder` with a text run past the limit.
    static func scan(_ folder: String) -> String? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        for name in names.sorted() where name.hasSuffix(".gschema.xml") {
            let path = folder + "/" + name
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                  let size = attributes[.size] as? Int else { continue }
            if size > fileLimit { return path }
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            var run = 0
            for byte in data {
                if byte == UInt8(ascii: "<") { run = 0 } else { run += 1 }
                if run > textLimit { return path }
            }
        }
        return nil
    }
}
