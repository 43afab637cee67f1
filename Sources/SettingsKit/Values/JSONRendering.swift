import Foundation

/// JSON text for plist values: dates as ISO 8601 strings, data as base64, as `dump` promises.
public enum JSONRendering {
    public static func object(of value: PlistValue) -> Any {
        switch value {
        case .bool(let flag): return flag
        case .integer(let number): return number
        case .real(let number): return number.isFinite ? number : PlistValue.format(real: number)
        case .string(let text): return text
        case .date, .data: return value.plainText
        case .array(let list): return list.map(object(of:))
        case .dictionary(let table): return table.mapValues(object(of:))
        }
    }

    public static func text(of value: PlistValue, pretty: Bool) -> String {
        text(ofObject: object(of: value), pretty: pretty)
    }

    /// Serialises any JSON-compatible object with sorted keys, unescaped slashes.
    public static func text(ofObject object: Any, pretty: Bool) -> String {
        var options: JSONSerialization.WritingOptions = [.sortedKeys, .fragmentsAllowed, .withoutEscapingSlashes]
        if pretty { options.insert(.prettyPrinted) }
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: options) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }
}
