import Foundation
@testable import SettingsKit

/// The Foundation object of a value, for tests that build fixtures or expectations with
/// `PropertyListSerialization`. It left the library with the move to FoundationEssentials (the
/// library writes plists with `XMLPlistWriter`); kept here under its old name so the reader
/// tests that use it need no change.
extension PlistValue {
    var foundationObject: Any {
        switch self {
        case .bool(let flag): flag
        case .integer(let number): NSNumber(value: number)
        case .real(let number): NSNumber(value: number)
        case .string(let text): text
        case .date(let date): date
        case .data(let data): data
        case .array(let list): list.map(\.foundationObject)
        case .dictionary(let table): table.mapValues(\.foundationObject)
        }
    }
}
