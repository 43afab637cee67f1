/// JSON text for the objects `JSONRendering` builds (dictionaries, arrays, strings, numbers,
/// booleans, optionals, where `nil` is JSON's null; reals are finite, as `JSONRendering` writes
/// the others as strings), with sorted keys and unescaped slashes.
///
/// `JSONSerialization` is not used because on Linux it writes the real 1.0 as `1`, so a reader
/// could not tell a stored real from an integer; here a real always keeps a fraction or an
/// exponent (`1.0`, `1e+300`).
enum JSONWriter {
    static func text(of object: Any, pretty: Bool) -> String {
        var output = ""
        write(object, pretty: pretty, indent: "", to: &output)
        return output
    }

    private static func write(_ object: Any, pretty: Bool, indent: String, to output: inout String) {
        let inner = indent + "  "
        let separator = pretty ? ",\n" : ","
        switch object {
        case let flag as Bool where type(of: object) == Bool.self:
            output += flag ? "true" : "false"
        case let number as Double:
            // Swift's shortest round-trip form, which always has a `.` or an exponent.
            output += "\(number)"
        case let number as any BinaryInteger:
            output += "\(number)"
        case let text as String:
            writeString(text, to: &output)
        case let list as [Any]:
            guard !list.isEmpty else { return output += "[]" }
            output += pretty ? "[\n" : "["
            for (index, item) in list.enumerated() {
                if index > 0 { output += separator }
                if pretty { output += inner }
                write(item, pretty: pretty, indent: inner, to: &output)
            }
            output += pretty ? "\n" + indent + "]" : "]"
        case let table as [String: Any]:
            // Our own objects' field names: ASCII, so ordering them as `String` is exact.
            writeObject(table.sorted { $0.key < $1.key }, pretty: pretty, indent: indent, to: &output)
        case let table as [SettingKey: Any]:
            // A property-list dictionary (`JSONRendering`): keys that differ only in Unicode
            // normalisation stay two members, ordered by their scalars.
            writeObject(table.sorted { $0.key < $1.key }.map { ($0.key.text, $0.value) }, pretty: pretty, indent: indent, to: &output)
        default:
            // An optional boxed in `Any` (how callers say null): its value, or null.
            let optional = Mirror(reflecting: object)
            if optional.displayStyle == .optional, let wrapped = optional.children.first {
                write(wrapped.value, pretty: pretty, indent: indent, to: &output)
            } else {
                output += "null"
            }
        }
    }

    private static func writeObject(_ members: [(key: String, value: Any)], pretty: Bool, indent: String, to output: inout String) {
        guard !members.isEmpty else { return output += "{}" }
        let inner = indent + "  "
        output += pretty ? "{\n" : "{"
        for (index, member) in members.enumerated() {
            if index > 0 { output += pretty ? ",\n" : "," }
            if pretty { output += inner }
            writeString(member.key, to: &output)
            output += pretty ? " : " : ":"
            write(member.value, pretty: pretty, indent: inner, to: &output)
        }
        output += pretty ? "\n" + indent + "}" : "}"
    }

    /// RFC 8259 escaping: quotes, backslashes and control characters; everything else as is.
    private static func writeString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case let control where control.value < 0x20:
                // Only code points below 0x20 get here: `\u00` and two digits, lower-case as before.
                output += "\\u00" + HexDigit.digits(of: UInt8(control.value), uppercase: false)
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
