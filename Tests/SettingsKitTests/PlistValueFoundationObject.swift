import Foundation
@testable import SettingsKit

/// Between `PlistValue` and the objects of `PropertyListSerialization`, the reference the reader
/// and writer tests compare with. Both left the library with the move to FoundationEssentials
/// (the library reads and writes plists itself); kept here under their old names.
extension PlistValue {
    /// Converts what `PropertyListSerialization` returns. Unknown objects give `nil`.
    init?(foundation object: Any) {
        // On Linux a plist `<true/>` arrives as a Swift `Bool`, numbers as `NSNumber`; `is Bool`
        // would also match `NSNumber(1)`, so the dynamic type decides.
        // Strings and containers are tried before `NSNumber`: casting a Swift dictionary or array
        // to a class bridges it (deeply) to an NSDictionary/NSArray first, which made reading a
        // page quadratic in its nesting and dominated the time to read a large page.
        if type(of: object) == Bool.self, let flag = object as? Bool {
            self = .bool(flag)
        } else if let text = object as? String {
            self = .string(text)
        } else if let table = object as? [String: Any] {
            self = .dictionary(Dictionary(uniqueKeysWithValues: table.compactMapValues { PlistValue(foundation: $0) }.map { (SettingKey($0.key), $0.value) }))
        } else if let list = object as? [Any] {
            self = .array(list.compactMap { PlistValue(foundation: $0) })
        } else if let number = object as? NSNumber {
            self = PlistValue(number: number)
        } else if let date = object as? Date {
            self = .date(date)
        } else if let data = object as? Data {
            self = .data(data)
        } else {
            return nil
        }
    }

    private init(number: NSNumber) {
        switch String(cString: number.objCType) {
        case "c", "B": self = .bool(number.boolValue)
        case "f", "d": self = .real(number.doubleValue)
        default: self = .integer(number.intValue)
        }
    }



    var foundationObject: Any {
        switch self {
        case .bool(let flag): flag
        case .integer(let number): NSNumber(value: number)
        case .real(let number): NSNumber(value: number)
        case .string(let text): text
        case .date(let date): date
        case .data(let data): data
        case .array(let list): list.map(\.foundationObject)
        case .dictionary(let table): Dictionary(table.map { ($0.key.text, $0.value.foundationObject) }, uniquingKeysWith: { first, _ in first })
        }
    }
}
