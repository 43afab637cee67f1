// What a GSettings schema must pass, checked in-process: the `gsettings-schema` target fails on
// the first schema that breaks it. The full check, `glib-compile-schemas --strict` and an XML
// parser, is GSettingsSchemaGeneratedTests' (processes are too slow for fuzzing).
#if DEBUG
import CGLib
import FoundationEssentials

/// Well-formed XML, as far as GMarkup (the parser of `glib-compile-schemas`) and the rules XML 1.0
/// adds to it say (GMarkup takes `&#1;`, U+FFFE and `--` inside a comment; XML does not), and
/// every key as `--strict` wants it: its default, range and choices parse as its type, the
/// default is finite, inside the range and one of the choices, and no choice or name repeats.
enum SchemaDocumentCheck {
    /// What is wrong with `document`; empty when nothing is.
    static func problems(in document: String) -> [String] {
        var problems = xmlProblems(in: document)
        let keys: [Key]
        switch parse(document) {
        case .success(let parsed): keys = parsed
        case .failure(let message): return problems + ["GMarkup: \(message)"]
        }
        var names: Set<String> = []
        for key in keys {
            if !names.insert(key.name).inserted { problems.append("the name \(key.name) is given twice") }
            problems += key.problems().map { "key \(key.name): \($0)" }
        }
        return problems
    }

    // MARK: XML

    private static func xmlProblems(in document: String) -> [String] {
        var problems: [String] = []
        if let bad = document.unicodeScalars.first(where: { !isXMLCharacter($0.value) }) {
            problems.append("U+\(String(bad.value, radix: 16)) is no XML character")
        }
        var rest = document[...]
        while let start = rest.firstRange(of: "&#") {
            guard let end = rest[start.upperBound...].firstIndex(of: ";") else { break }
            let digits = rest[start.upperBound..<end]
            let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            if !(value.map(isXMLCharacter) ?? false) { problems.append("&#\(digits); is no XML character") }
            rest = rest[end...]
        }
        rest = document[...]
        while let start = rest.firstRange(of: "<!--") {
            guard let end = rest[start.upperBound...].firstRange(of: "-->") else {
                problems.append("a comment does not end")
                break
            }
            let text = rest[start.upperBound..<end.lowerBound]
            if text.contains("--") || text.hasSuffix("-") { problems.append("a comment holds -- or ends with -: \(text)") }
            rest = rest[end.upperBound...]
        }
        return problems
    }

    /// XML 1.0's `Char`, written out here rather than taken from the writer it checks.
    private static func isXMLCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    // MARK: Keys

    struct Key {
        var name = ""
        var type = ""
        var defaultText: String?
        var range: (min: String, max: String)?
        var choices: [String] = []

        func problems() -> [String] {
            guard let defaultText else { return ["no default"] }
            guard let value = Self.parse(defaultText, as: type) else { return ["the default \(defaultText) is no ‘\(type)’"] }
            defer { g_variant_unref(value) }
            var problems: [String] = []
            if type == "d", !g_variant_get_double(value).isFinite { problems.append("the default \(defaultText) is not finite") }
            if let range {
                if let low = Self.parse(range.min, as: type), let high = Self.parse(range.max, as: type) {
                    func compare(_ left: OpaquePointer, _ right: OpaquePointer) -> Int32 {
                        g_variant_compare(UnsafeRawPointer(left), UnsafeRawPointer(right))
                    }
                    if compare(low, high) > 0 { problems.append("the range \(range.min)–\(range.max) is empty") }
                    if compare(low, value) > 0 || compare(value, high) > 0 {
                        problems.append("the default \(defaultText) is outside \(range.min)–\(range.max)")
                    }
                    g_variant_unref(low)
                    g_variant_unref(high)
                } else {
                    problems.append("the range \(range.min)–\(range.max) is no ‘\(type)’")
                }
            }
            if !choices.isEmpty {
                if Set(choices).count != choices.count { problems.append("a choice is given twice") }
                if type != "s" {
                    problems.append("choices on a ‘\(type)’")
                } else if !choices.contains(String(cString: g_variant_get_string(value, nil))) {
                    problems.append("the default \(defaultText) is not one of the choices")
                }
            }
            return problems
        }

        /// A full reference, or nil when `text` is no value of `type`.
        private static func parse(_ text: String, as type: String) -> OpaquePointer? {
            guard g_variant_type_string_is_valid(type) != 0 else { return nil }
            return type.withCString { typeString in
                g_variant_parse(g_variant_type_checked_(typeString), text, nil, nil, nil)
            }
        }
    }

    /// The keys of the schema, as GMarkup reads them.
    private final class Reader {
        var keys: [Key] = []
        var elements: [String] = []
        var text = ""
    }

    private enum Parsed {
        case success([Key])
        case failure(String)
    }

    private static func parse(_ document: String) -> Parsed {
        var parser = GMarkupParser()
        parser.start_element = { _, name, attributeNames, attributeValues, data, _ in
            let reader = Unmanaged<Reader>.fromOpaque(data!).takeUnretainedValue()
            let element = String(cString: name!)
            var attributes: [String: String] = [:]
            var index = 0
            while let attribute = attributeNames?[index], let value = attributeValues?[index] {
                attributes[String(cString: attribute)] = String(cString: value)
                index += 1
            }
            reader.elements.append(element)
            reader.text = ""
            if element == "key" { reader.keys.append(Key(name: attributes["name"] ?? "", type: attributes["type"] ?? "")) }
            guard !reader.keys.isEmpty else { return }
            switch element {
            case "range": reader.keys[reader.keys.count - 1].range = (attributes["min"] ?? "", attributes["max"] ?? "")
            case "choice": reader.keys[reader.keys.count - 1].choices.append(attributes["value"] ?? "")
            default: break
            }
        }
        parser.end_element = { _, _, data, _ in
            let reader = Unmanaged<Reader>.fromOpaque(data!).takeUnretainedValue()
            if reader.elements.popLast() == "default", !reader.keys.isEmpty { reader.keys[reader.keys.count - 1].defaultText = reader.text }
        }
        parser.text = { _, text, length, data, _ in
            let reader = Unmanaged<Reader>.fromOpaque(data!).takeUnretainedValue()
            let bytes = UnsafeRawBufferPointer(start: text, count: Int(length))
            reader.text += String(decoding: bytes, as: UTF8.self)
        }
        let reader = Reader()
        var error: UnsafeMutablePointer<GError>?
        let parsed = withUnsafePointer(to: &parser) { parser -> Bool in
            let context = g_markup_parse_context_new(parser, GMarkupParseFlags(0), Unmanaged.passUnretained(reader).toOpaque(), nil)
            defer { g_markup_parse_context_free(context) }
            let count = document.utf8.count
            return g_markup_parse_context_parse(context, document, gssize(count), &error) != 0
                && g_markup_parse_context_end_parse(context, &error) != 0
        }
        guard parsed else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            return .failure(message)
        }
        return .success(reader.keys)
    }
}
#endif
