import FoundationEssentials

/// One property-list value, typed. Everything past the parser speaks this instead of `Any`.
///
/// Integers and reals stay distinct (`1` is not `1.0`) so that a value written back to a store
/// keeps the type the bundle gave it.
public enum PlistValue: Sendable, Hashable {
    case bool(Bool)
    case integer(Int)
    case real(Double)
    case string(String)
    case date(Date)
    case data(Data)
    case array([PlistValue])
    case dictionary([SettingKey: PlistValue])

    /// The type's name as a bundle author knows it from Xcode's plist editor.
    public var typeName: String {
        switch self {
        case .bool: "boolean"
        case .integer: "integer"
        case .real: "real"
        case .string: "string"
        case .date: "date"
        case .data: "data"
        case .array: "array"
        case .dictionary: "dictionary"
        }
    }

    /// The type's name with its article, for sentences: "an integer", "a string".
    public var typeDescription: String {
        switch self {
        case .integer, .array: "an \(typeName)"
        default: "a \(typeName)"
        }
    }

    /// Whether a NaN or an infinity hides anywhere inside: a plist can hold them, a setting
    /// cannot show or store them, and JSON cannot write them.
    public var containsNonFiniteReal: Bool { containsReal { !$0.isFinite } }

    /// Whether the value is, or holds at any depth, a real for which `test` is true.
    public func containsReal(where test: (Double) -> Bool) -> Bool {
        switch self {
        case .real(let number): test(number)
        case .array(let list): list.contains { $0.containsReal(where: test) }
        case .dictionary(let table): table.values.contains { $0.containsReal(where: test) }
        default: false
        }
    }

    public var isScalar: Bool {
        switch self {
        case .array, .dictionary: false
        default: true
        }
    }

    public var stringValue: String? {
        if case .string(let text) = self { text } else { nil }
    }

    /// Numbers as `Double`: integers, reals and booleans (true = 1), as `NSNumber` does.
    public var numberValue: Double? {
        switch self {
        case .integer(let number): Double(number)
        case .real(let number): number
        case .bool(let flag): flag ? 1 : 0
        default: nil
        }
    }

    /// Equality as Foundation's `isEqual:` sees it: numbers compare numerically across integer,
    /// real and boolean (`true == 1 == 1.0`); a string never equals a number.
    public func isFoundationEqual(to other: PlistValue) -> Bool {
        if let left = numberValue, let right = other.numberValue { return left == right }
        switch (self, other) {
        case (.array(let left), .array(let right)):
            return left.count == right.count && zip(left, right).allSatisfy { $0.isFoundationEqual(to: $1) }
        case (.dictionary(let left), .dictionary(let right)):
            return left.count == right.count && left.allSatisfy { key, value in
                right[key].map { value.isFoundationEqual(to: $0) } ?? false
            }
        default:
            return self == other
        }
    }

    /// The boolean IASK reads from any value (`-[NSString boolValue]` / `-[NSNumber boolValue]`):
    /// numbers other than zero, and strings starting with `Y y T t 1-9` after optional spaces,
    /// sign and zeros.
    public var looseBool: Bool {
        switch self {
        case .bool(let flag): return flag
        case .integer, .real: return numberValue != 0
        case .string(let text):
            var rest = text.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
            if let sign = rest.first, sign == "+" || sign == "-" { rest = rest.dropFirst() }
            rest = rest.drop { $0 == "0" }
            guard let first = rest.first else { return false }
            return "YyTt123456789".contains(first)
        default: return false
        }
    }

    /// Plain text of a value, as `get` prints it and a read-only row shows it: `true`, `42`,
    /// `1.5`, the text as is, ISO 8601 dates, base64 data, JSON for collections.
    public var plainText: String {
        switch self {
        case .bool(let flag): return flag ? "true" : "false"
        case .integer(let number): return String(number)
        case .real(let number): return PlistValue.format(real: number)
        case .string(let text): return text
        case .date(let date): return ISO8601DateText.format(date)
        case .data(let data): return data.base64EncodedString()
        case .array, .dictionary: return JSONRendering.text(of: self, pretty: false)
        }
    }

    /// Equality as stored: texts compare by Unicode scalars, not by canonical equivalence (the
    /// synthesised `==` would use `String ==`, so `"café"` in NFC and in NFD would be one value,
    /// and a store asked to replace one by the other would see nothing to write). CFString's
    /// `isEqual:` compares code units too.
    public static func == (left: PlistValue, right: PlistValue) -> Bool {
        switch (left, right) {
        case (.bool(let left), .bool(let right)): left == right
        case (.integer(let left), .integer(let right)): left == right
        case (.real(let left), .real(let right)): left == right
        case (.string(let left), .string(let right)): left.utf8.elementsEqual(right.utf8)
        case (.date(let left), .date(let right)): left == right
        case (.data(let left), .data(let right)): left == right
        case (.array(let left), .array(let right)): left == right
        case (.dictionary(let left), .dictionary(let right)): left == right
        default: false
        }
    }

    /// Hashes what `==` compares: texts by their scalars (through `SettingKey`).
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .bool(let flag): hasher.combine(Hashed.bool(flag))
        case .integer(let number): hasher.combine(Hashed.integer(number))
        case .real(let number): hasher.combine(Hashed.real(number))
        case .string(let text): hasher.combine(Hashed.string(SettingKey(text)))
        case .date(let date): hasher.combine(Hashed.date(date))
        case .data(let data): hasher.combine(Hashed.data(data))
        case .array(let list): hasher.combine(Hashed.array(list))
        case .dictionary(let table): hasher.combine(Hashed.dictionary(table))
        }
    }

    /// The same cases with texts as `SettingKey`, so the synthesised hash hashes scalars.
    private enum Hashed: Hashable {
        case bool(Bool), integer(Int), real(Double), string(SettingKey), date(Date), data(Data)
        case array([PlistValue]), dictionary([SettingKey: PlistValue])
    }

    /// Shortest text that reads back as the same double (`1` for 1.0, `0.1` for 0.1).
    public static func format(real: Double) -> String {
        if real.isFinite, real == real.rounded(), abs(real) < 1e15 { return String(Int(real)) }
        return "\(real)"
    }
}
