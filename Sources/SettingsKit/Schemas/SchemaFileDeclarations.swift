import CGLib
import FoundationEssentials

/// What one `.gschema.xml` file declares, read with GMarkup (the parser `glib-compile-schemas`
/// uses): each `<schema>`'s ID and gettext domain (its own `gettext-domain`, else its
/// `<schemalist>`'s). GLib keeps the domain in the compiled schemas but has no call that gives
/// it: `bundle --from-schema` reads it here to find the schema's translations, and `apps
/// --diagnostics` (`SchemaFolderCheck`) the IDs to compare with the compiled ones.
struct SchemaFileDeclarations {
    struct Schema: Equatable {
        var id: String
        var gettextDomain: String?
    }

    var schemas: [Schema] = []

    struct Failure: Error {
        var message: String
    }

    /// The declarations of the file at `path`, or why it cannot be read or does not parse.
    static func read(_ path: String) -> Result<SchemaFileDeclarations, Failure> {
        guard let data = FileManager.default.contents(atPath: path) else { return .failure(Failure(message: "it cannot be read")) }
        // A file past this is refused whole, as `SchemaTextGuard` refuses it.
        guard data.count <= SchemaTextGuard.fileLimit else { return .failure(Failure(message: "it is larger than 16 MB")) }
        final class Collected {
            var declarations = SchemaFileDeclarations()
            var listDomain: String?
        }
        var parser = GMarkupParser()
        parser.start_element = { _, name, attributeNames, attributeValues, data, _ in
            guard let name else { return }
            let element = String(cString: name)
            guard element == "schema" || element == "schemalist" else { return }
            let collected = Unmanaged<Collected>.fromOpaque(data!).takeUnretainedValue()
            var attributes: [String: String] = [:]
            var index = 0
            while let attribute = attributeNames?[index], let value = attributeValues?[index] {
                attributes[String(cString: attribute)] = String(cString: value)
                index += 1
            }
            if element == "schemalist" {
                collected.listDomain = attributes["gettext-domain"]
            } else if let id = attributes["id"] {
                collected.declarations.schemas.append(Schema(id: id, gettextDomain: attributes["gettext-domain"] ?? collected.listDomain))
            }
        }
        let collected = Collected()
        var error: UnsafeMutablePointer<GError>?
        let parsed = withUnsafePointer(to: &parser) { parser -> Bool in
            let context = g_markup_parse_context_new(parser, GMarkupParseFlags(0), Unmanaged.passUnretained(collected).toOpaque(), nil)
            defer { g_markup_parse_context_free(context) }
            return data.withUnsafeBytes { bytes in
                g_markup_parse_context_parse(context, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), gssize(bytes.count), &error) != 0
                    && g_markup_parse_context_end_parse(context, &error) != 0
            }
        }
        guard parsed else { return .failure(Failure(message: takeMessage(error))) }
        return .success(collected.declarations)
    }

    /// The `.gschema.xml` files of `folder`, sorted.
    static func files(in folder: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.filter { $0.hasSuffix(".gschema.xml") }.sorted().map { folder + "/" + $0 }
    }
}
