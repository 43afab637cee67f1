import FoundationEssentials

/// JSON text for plist values: dates as ISO 8601 strings, data as base64, as `dump` promises.
public enum JSONRendering {
    public static func object(of value: PlistValue) -> Any {
        switch value {
        case .bool(let flag): return flag
        case .integer(let number): return number
        // JSON has no NaN or infinity; null says "no number" rather than a string posing as one.
        case .real(let number): return number.isFinite ? number : Optional<Double>.none as Any
        case .string(let text): return text
        case .date, .data: return value.plainText
        case .array(let list): return list.map(object(of:))
        case .dictionary(let table): return table.mapValues(object(of:))
        }
    }

    public static func text(of value: PlistValue, pretty: Bool) -> String {
        text(ofObject: object(of: value), pretty: pretty)
    }

    /// Serialises an object built from `object(of:)` values, dictionaries, arrays, strings,
    /// numbers and optionals (`nil` is null), with sorted keys, unescaped slashes (see `JSONWriter`).
    public static func text(ofObject object: Any, pretty: Bool) -> String {
        JSONWriter.text(of: object, pretty: pretty)
    }
}
