import CGLib
import FoundationEssentials
import Glibc

/// Store values as GVariant text, the way GSettings' key-file backend writes them, so any GLib
/// program can read a value with `g_variant_parse`.
///
/// | value | GVariant type | text |
/// |---|---|---|
/// | bool | `b` | `true` |
/// | integer in int32 range | `i` | `42` |
/// | other integer | `x` | `int64 5000000000` |
/// | real | `d` | `1.0`, `0.25`, `inf`, `nan` (always with a `.`, so never read as an integer); subnormal: `double 0x1p-1074` |
/// | string | `s` | `'text'`, `"it's"` (GVariant escapes: `\n`, `\\`, `\u2028`) |
/// | date | `(ss)` tagged `'date'` | `('date', '2020-01-01T00:00:00Z')`, `('date', '2020-01-01T00:00:00.250000Z')` (ISO 8601, UTC, microseconds when not whole) |
/// | data | `ay` | `b'text'` when it is a NUL-terminated byte string, else `[byte 0x00, 0xff]`, `@ay []` |
/// | array | `av` | `[<1>, <'a'>]`, `@av []` |
/// | dictionary | `a{sv}` | `{'name': <'x'>, 'n': <int64 5000000000>}`, `@a{sv} {}` |
///
/// The date shape is the only tuple this mapping writes, so it cannot be confused with anything
/// else. Reading also accepts what other GLib programs write: any integer type (`y n q u t h`),
/// object paths and signatures as strings, arrays of any element type, dictionaries with string
/// keys, and values wrapped in variants.
enum GVariantText {
    enum Failure: Error {
        case unrepresentable(String)
        case unreadable(String)
    }

    static func text(of value: PlistValue) throws(Failure) -> String {
        if case .real(let number) = value, number.isFinite { return text(ofFinite: number) }
        // GLib would print a subnormal number inside the container in the decimal its parser
        // refuses: such a container is written element by element.
        if value.containsReal(where: \.isSubnormal) {
            switch value {
            case .array(let list):
                var elements: [String] = []
                for element in list { elements.append("<" + (try text(of: element)) + ">") }
                return "[" + elements.joined(separator: ", ") + "]"
            case .dictionary(let table):
                var entries: [String] = []
                for (key, element) in table.sorted(by: { $0.key < $1.key }) {
                    entries.append((try text(of: .string(key.text))) + ": <" + (try text(of: element)) + ">")
                }
                return "{" + entries.joined(separator: ", ") + "}"
            default: break
            }
        }
        let variant = try makeVariant(value)
        g_variant_ref_sink(variant)
        defer { g_variant_unref(variant) }
        return takeString(g_variant_print(variant, 1))
    }

    /// A finite double as GVariant text that reads back as the same double. GLib prints doubles
    /// with %.17g (0.41999999999999998); Swift's shortest form reads back as the same double and
    /// is what a person typed. GLib's parser refuses a subnormal number in decimal ("number too
    /// big", as `strtod` reports the underflow), even the one `g_variant_print` wrote, but takes
    /// it exactly in hexadecimal: its significand times 2⁻¹⁰⁷⁴ (`double 0x1p-1074`), typed so
    /// that it is no integer where no type is expected.
    static func text(ofFinite number: Double) -> String {
        if number.isSubnormal {
            return "double " + (number.sign == .minus ? "-" : "") + "0x" + String(number.significandBitPattern, radix: 16) + "p-1074"
        }
        let shortest = "\(number)"
        return shortest.contains(".") || shortest.contains("e") ? shortest : shortest + ".0"
    }

    static func value(ofText text: String) throws(Failure) -> PlistValue {
        if let plain = plainValue(ofText: text) { return plain }
        var error: UnsafeMutablePointer<GError>?
        // A full, non-floating reference: sinking it as well would take a second one and leak
        // every value read (fuzzing found it, as memory growing run after run).
        guard let variant = g_variant_parse(nil, text, nil, nil, &error) else {
            throw .unreadable(parseFailure(error, in: text))
        }
        defer { g_variant_unref(variant) }
        return try value(of: variant)
    }

    /// The value of the commonest texts a store holds, read without GLib's parser, which gives
    /// the same: a quoted text with no quote or backslash inside (`'value number 7'`), `true`,
    /// `false`. Parsing the 1,000 values of a store was 5 of `set`'s 40 million instructions, nearly
    /// all in `g_variant_parse`. Nil for anything else.
    private static func plainValue(ofText text: String) -> PlistValue? {
        var text = text
        return text.withUTF8 { bytes -> PlistValue? in
            guard let base = bytes.baseAddress, bytes.count >= 2 else { return nil }
            if bytes.count == 4, memcmp(base, "true", 4) == 0 { return .bool(true) }
            if bytes.count == 5, memcmp(base, "false", 5) == 0 { return .bool(false) }
            let quote = UInt8(ascii: "'")
            guard bytes[0] == quote, bytes[bytes.count - 1] == quote else { return nil }
            let inner = UnsafeBufferPointer(rebasing: bytes[1..<bytes.count - 1])
            guard let start = inner.baseAddress else { return .string("") }
            guard memchr(start, Int32(quote), inner.count) == nil, memchr(start, Int32(UInt8(ascii: "\\")), inner.count) == nil
            else { return nil }
            return .string(String(decoding: inner, as: UTF8.self))
        }
    }

    /// GLib's message for text it cannot parse, with its byte offset. For a value nested too
    /// deeply GLib 2.74 often gives an offset from a NULL pointer (a 20-digit number): the offset
    /// is then the length of the shortest start of the text that is already too deep (where the
    /// parser was when it gave up), as GLib gives it where it knows it.
    private static func parseFailure(_ error: UnsafeMutablePointer<GError>?, in text: String) -> String {
        guard let error, error.pointee.domain == g_variant_parse_error_quark(),
              error.pointee.code == gint(G_VARIANT_PARSE_ERROR_RECURSION.rawValue) else { return takeMessage(error) }
        let message = takeMessage(error)
        let words = message.firstIndex(of: ":").map { message[message.index(after: $0)...] } ?? message[...]
        return text.withCString { start in
            // A start that is too deep stays too deep as it grows: the shortest is found by halving.
            // GLib reads the text up to its first NUL, as `g_variant_parse` did above.
            var low = 0, high = text.utf8.prefix { $0 != 0 }.count
            while low < high {
                let middle = (low + high) / 2
                var failure: UnsafeMutablePointer<GError>?
                if let parsed = g_variant_parse(nil, start, start + middle, nil, &failure) { g_variant_unref(parsed) }
                let isTooDeep = failure?.pointee.code == gint(G_VARIANT_PARSE_ERROR_RECURSION.rawValue)
                if let failure { g_error_free(failure) }
                if isTooDeep { high = middle } else { low = middle + 1 }
            }
            return "\(high):" + words
        }
    }

    // MARK: Writing

    /// A floating reference to the variant for `value`.
    static func makeVariant(_ value: PlistValue) throws(Failure) -> OpaquePointer {
        switch value {
        case .bool(let flag):
            return g_variant_new_boolean(flag ? 1 : 0)
        case .integer(let number):
            if let small = Int32(exactly: number) { return g_variant_new_int32(small) }
            return g_variant_new_int64(number)
        case .real(let number):
            return g_variant_new_double(number)
        case .string(let text):
            return try makeString(text)
        case .date(let date):
            let iso = try isoText(of: date)
            let items = [g_variant_new_string("date"), g_variant_new_string(iso)]
            return items.withUnsafeBufferPointer { g_variant_new_tuple($0.baseAddress, 2) }
        case .data(let data):
            // The type string must outlive the call: a GVariantType is a pointer into it (fuzzing found a use-after-free).
            return data.withUnsafeBytes { bytes in
                "y".withCString { g_variant_new_fixed_array(g_variant_type_checked_($0), bytes.baseAddress, gsize(bytes.count), 1) }
            }
        case .array(let list):
            var items: [OpaquePointer?] = []
            do throws(Failure) {
                for element in list { items.append(g_variant_new_variant(try makeVariant(element))) }
            } catch {
                release(items)
                throw error
            }
            return makeArray(of: "v", items)
        case .dictionary(let table):
            var entries: [OpaquePointer?] = []
            // Sorted, so equal dictionaries give equal files and rewrites of equal data are no-ops.
            do throws(Failure) {
                for (key, element) in table.sorted(by: { $0.key < $1.key }) {
                    let name = try makeString(key.text)
                    let content: OpaquePointer
                    do throws(Failure) { content = try makeVariant(element) } catch {
                        release([name])
                        throw error
                    }
                    entries.append(g_variant_new_dict_entry(name, g_variant_new_variant(content)))
                }
            } catch {
                release(entries)
                throw error
            }
            return makeArray(of: "{sv}", entries)
        }
    }

    /// Frees floating variants made for a container that a later element could not join.
    private static func release(_ variants: [OpaquePointer?]) {
        for case let variant? in variants { g_variant_unref(g_variant_ref_sink(variant)) }
    }

    private static func makeString(_ text: String) throws(Failure) -> OpaquePointer {
        guard !text.utf8.contains(0) else {
            throw .unrepresentable("a key-file store cannot hold text containing the NUL character (U+0000)")
        }
        return g_variant_new_string(text)
    }

    private static func makeArray(of elementType: String, _ items: [OpaquePointer?]) -> OpaquePointer {
        elementType.withCString { type in items.withUnsafeBufferPointer { g_variant_new_array(g_variant_type_checked_(type), $0.baseAddress, gsize($0.count)) } }
    }

    private static func isoText(of date: Date) throws(Failure) -> String {
        let interval = date.timeIntervalSince1970
        let seconds = interval.rounded(.down)
        guard interval.isFinite, abs(seconds) < 1e12,
              let moment = g_date_time_new_from_unix_utc(Int(seconds)) else {
            throw .unrepresentable("the date is outside the years 1 to 9999")
        }
        defer { g_date_time_unref(moment) }
        let microseconds = ((interval - seconds) * 1_000_000).rounded()
        guard let precise = g_date_time_add(moment, GTimeSpan(microseconds)) else {
            throw .unrepresentable("the date is outside the years 1 to 9999")
        }
        defer { g_date_time_unref(precise) }
        return takeString(g_date_time_format_iso8601(precise))
    }

    // MARK: Reading

    static func value(of variant: OpaquePointer) throws(Failure) -> PlistValue {
        let type = String(cString: g_variant_get_type_string(variant))
        switch type {
        case "b": return .bool(g_variant_get_boolean(variant) != 0)
        case "y": return .integer(Int(g_variant_get_byte(variant)))
        case "n": return .integer(Int(g_variant_get_int16(variant)))
        case "q": return .integer(Int(g_variant_get_uint16(variant)))
        case "i": return .integer(Int(g_variant_get_int32(variant)))
        case "h": return .integer(Int(g_variant_get_handle(variant)))
        case "u": return .integer(Int(g_variant_get_uint32(variant)))
        case "x": return .integer(Int(g_variant_get_int64(variant)))
        case "t":
            guard let number = Int(exactly: g_variant_get_uint64(variant)) else {
                throw .unreadable("the number \(g_variant_get_uint64(variant)) is too large for an integer")
            }
            return .integer(number)
        case "d": return .real(g_variant_get_double(variant))
        case "s", "o", "g": return .string(String(cString: g_variant_get_string(variant, nil)))
        case "v":
            guard let inner = g_variant_get_variant(variant) else { throw .unreadable("an empty variant") }
            defer { g_variant_unref(inner) }
            return try value(of: inner)
        case "ay":
            var count: gsize = 0
            guard let bytes = g_variant_get_fixed_array(variant, &count, 1) else { return .data(Data()) }
            return .data(Data(bytes: bytes, count: Int(count)))
        case "(ss)":
            return .date(try date(of: variant))
        default:
            if type.hasPrefix("a{s") { return .dictionary(try dictionary(of: variant)) }
            if type.hasPrefix("a") { return .array(try children(of: variant).map { (child) throws(Failure) in try value(of: child.variant) }) }
            throw .unreadable("values of GVariant type ‘\(type)’ have no property-list equivalent")
        }
    }

    /// The children of a container, each kept alive by the returned holders.
    private static func children(of variant: OpaquePointer) -> [VariantReference] {
        (0..<g_variant_n_children(variant)).map { VariantReference(g_variant_get_child_value(variant, $0)) }
    }

    private static func dictionary(of variant: OpaquePointer) throws(Failure) -> [SettingKey: PlistValue] {
        var table: [SettingKey: PlistValue] = [:]
        for entry in children(of: variant) {
            let key = VariantReference(g_variant_get_child_value(entry.variant, 0))
            let element = VariantReference(g_variant_get_child_value(entry.variant, 1))
            table[SettingKey(String(cString: g_variant_get_string(key.variant, nil)))] = try value(of: element.variant)
        }
        return table
    }

    private static func date(of variant: OpaquePointer) throws(Failure) -> Date {
        let tag = VariantReference(g_variant_get_child_value(variant, 0))
        let text = VariantReference(g_variant_get_child_value(variant, 1))
        let iso = String(cString: g_variant_get_string(text.variant, nil))
        guard String(cString: g_variant_get_string(tag.variant, nil)) == "date",
              let moment = g_date_time_new_from_iso8601(iso, nil) else {
            throw .unreadable("‘\(iso)’ is not a tagged ISO 8601 date")
        }
        defer { g_date_time_unref(moment) }
        return Date(timeIntervalSince1970: Double(g_date_time_to_unix(moment)) + Double(g_date_time_get_microsecond(moment)) / 1_000_000)
    }

    /// Frees a string GLib allocated for us.
    private static func takeString(_ pointer: UnsafeMutablePointer<gchar>?) -> String {
        guard let pointer else { return "" }
        defer { g_free(pointer) }
        return String(cString: pointer)
    }
}

/// Owns one strong reference to a GVariant for the lifetime of the holder.
private final class VariantReference {
    let variant: OpaquePointer

    init(_ variant: OpaquePointer) { self.variant = variant }

    deinit { g_variant_unref(variant) }
}
