import Foundation

/// JSON objects (as `JSONSerialization` returns them) as plist values. `JSONSerialization`
/// reports `1` as an integer and `1.0` as a double, so both keep their type; `null` has no plist
/// form and makes the whole value unrepresentable.
enum JSONValue {
    static func plistValue(of object: Any) -> PlistValue? {
        if object is NSNull { return nil }
        if type(of: object) == Bool.self, let flag = object as? Bool { return .bool(flag) }
        if let number = object as? NSNumber {
            let kind = String(cString: number.objCType)
            if kind == "c" || kind == "B" { return .bool(number.boolValue) }
            if kind == "d" || kind == "f" { return .real(number.doubleValue) }
            return .integer(number.intValue)
        }
        if let text = object as? String { return .string(text) }
        if let list = object as? [Any] {
            let items = list.compactMap(plistValue(of:))
            return items.count == list.count ? .array(items) : nil
        }
        if let table = object as? [String: Any] {
            var result: [String: PlistValue] = [:]
            for (key, value) in table {
                guard let converted = plistValue(of: value) else { return nil }
                result[key] = converted
            }
            return .dictionary(result)
        }
        return nil
    }
}
