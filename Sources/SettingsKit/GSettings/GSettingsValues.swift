import CGLib
import FoundationEssentials

/// Values between property lists and the GVariant of a GSettings key's type, both ways, so a
/// value keeps its type: what `gsettings set` writes reads back as the plist type the row
/// expects, and what a row stores is what `gsettings get` prints.
///
/// Writing converts only where nothing is lost: an integer into any integer type that holds it
/// or into `d`; a date into `s` as ISO 8601 text; an array into `av` or `as`; anything into `v`.
/// Reading is `GVariantText`'s mapping, plus ISO 8601 text of a date key read as a date.
enum GSettingsValues {
    /// Why a value does not fit a key, in words for the user.
    struct Misfit: Error {
        var reason: String
    }

    /// A new (floating) variant of `type` for `value`.
    static func variant(for value: PlistValue, type: String, isDate: Bool) throws(Misfit) -> OpaquePointer {
        if value.stringValue?.utf8.contains(0) == true {
            throw Misfit(reason: "GSettings cannot hold text containing the NUL character (U+0000)")
        }
        switch (type, value) {
        case ("v", _):
            return g_variant_new_variant(try plain(value))
        case ("b", .bool(let flag)):
            return g_variant_new_boolean(flag ? 1 : 0)
        case ("d", .real(let number)):
            return g_variant_new_double(number)
        case ("d", .integer(let number)):
            return g_variant_new_double(Double(number))
        case ("s", .string(let text)):
            return g_variant_new_string(text)
        case ("s", .date(let date)):
            return g_variant_new_string(ISO8601DateText.format(date))
        case ("as", .array(let list)):
            let strings = list.compactMap(\.stringValue)
            guard strings.count == list.count else { throw Misfit(reason: "the key holds a list of strings, and not every element is one") }
            return try plain(value, expecting: type)
        case (_, .integer(let number)):
            if let made = integer(number, type: type) { return made }
            if ["y", "n", "q", "i", "u", "x", "t"].contains(type) {
                throw Misfit(reason: "\(number) is out of the range of the key's type ‘\(type)’")
            }
        default:
            break
        }
        let made = try plain(value, expecting: type)
        return made
    }

    /// The plist value of a variant read from a key.
    static func value(of variant: OpaquePointer, isDate: Bool) throws(Misfit) -> PlistValue {
        do throws(GVariantText.Failure) {
            let value = try GVariantText.value(of: variant)
            if isDate, case .string(let text) = value, let date = ISO8601DateText.parse(text) { return .date(date) }
            return value
        } catch {
            switch error {
            case .unreadable(let reason), .unrepresentable(let reason): throw Misfit(reason: reason)
            }
        }
    }

    /// The variant `GVariantText` makes for `value`, which must be of `type` when one is given.
    private static func plain(_ value: PlistValue, expecting type: String? = nil) throws(Misfit) -> OpaquePointer {
        let made: OpaquePointer
        do throws(GVariantText.Failure) {
            made = try GVariantText.makeVariant(value)
        } catch {
            switch error {
            case .unreadable(let reason), .unrepresentable(let reason): throw Misfit(reason: reason)
            }
        }
        guard let type else { return made }
        let madeType = String(cString: g_variant_get_type_string(made))
        if madeType == type { return made }
        g_variant_unref(g_variant_ref_sink(made))
        // An array of strings made as `av` is rebuilt as `as`.
        if type == "as", case .array(let list) = value {
            let items = list.compactMap(\.stringValue).map { g_variant_new_string($0) as OpaquePointer? }
            return "s".withCString { element in items.withUnsafeBufferPointer { g_variant_new_array(g_variant_type_checked_(element), $0.baseAddress, gsize($0.count)) } }
        }
        throw Misfit(reason: "the key holds \(description(ofType: type)), not \(value.typeDescription)")
    }

    private static func integer(_ number: Int, type: String) -> OpaquePointer? {
        switch type {
        case "y": if let exact = UInt8(exactly: number) { return g_variant_new_byte(exact) }
        case "n": if let exact = Int16(exactly: number) { return g_variant_new_int16(exact) }
        case "q": if let exact = UInt16(exactly: number) { return g_variant_new_uint16(exact) }
        case "i": if let exact = Int32(exactly: number) { return g_variant_new_int32(exact) }
        case "u": if let exact = UInt32(exactly: number) { return g_variant_new_uint32(exact) }
        case "x": return g_variant_new_int64(gint64(number))
        case "t": if let exact = guint64(exactly: number) { return g_variant_new_uint64(exact) }
        default: break
        }
        return nil
    }

    /// A GVariant type in words: "a boolean (b)".
    static func description(ofType type: String) -> String {
        let words: String
        switch type {
        case "b": words = "a boolean"
        case "y", "n", "q", "i", "u", "x", "t", "h": words = "an integer"
        case "d": words = "a real number"
        case "s", "o", "g": words = "a string"
        case "ay": words = "data"
        case "as": words = "a list of strings"
        case "av": words = "an array"
        case "a{sv}": words = "a dictionary"
        case "v": words = "any value"
        default: words = "a value"
        }
        return "\(words) (‘\(type)’)"
    }
}
