import Foundation

/// A store kept as an XML property list whose root is a dictionary of the store's keys, as
/// `NSUserDefaults` writes a domain. Keys and values are stored as they are; dates keep whole
/// seconds only (the XML plist format has no fractions). Objects this program cannot type are
/// kept as they are when another key is written.
public enum PlistFormat: StoreFileFormat {
    public static var format: StoreLocation.Format { .plist }

    public static func values(in contents: Data) throws(StoreFileFormatFailure) -> (values: [String: PlistValue], unreadable: [String: String]) {
        var values: [String: PlistValue] = [:]
        var unreadable: [String: String] = [:]
        for (key, object) in try root(of: contents) {
            if let value = PlistValue(foundation: object) {
                values[key] = value
            } else {
                unreadable[key] = "a \(type(of: object)) has no property-list equivalent"
            }
        }
        return (values, unreadable)
    }

    public static func contents(setting value: PlistValue?, forKey key: String, in contents: Data) throws(StoreFileFormatFailure) -> Data {
        var table = try root(of: contents)
        if let value {
            guard !containsForbiddenText(value) && !key.unicodeScalars.contains(where: isForbiddenInXML) else {
                throw .unrepresentable("an XML property list cannot hold control characters other than tab and newline")
            }
            table[key] = value.foundationObject
        } else {
            table[key] = nil
        }
        do {
            return try PropertyListSerialization.data(fromPropertyList: table, format: .xml, options: 0)
        } catch {
            throw .unrepresentable(error.localizedDescription)
        }
    }

    public static func storedForm(of value: PlistValue) throws(StoreFileFormatFailure) -> PlistValue {
        let key = "value"
        return try values(in: contents(setting: value, forKey: key, in: Data())).values[key] ?? value
    }

    private static func root(of contents: Data) throws(StoreFileFormatFailure) -> [String: Any] {
        guard !contents.isEmpty else { return [:] }
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: contents, options: [], format: nil)
        } catch {
            throw .unreadable("not a property list (\(error.localizedDescription))")
        }
        guard let table = object as? [String: Any] else { throw .unreadable("the property list's root is not a dictionary") }
        return table
    }

    private static func containsForbiddenText(_ value: PlistValue) -> Bool {
        switch value {
        case .string(let text): text.unicodeScalars.contains(where: isForbiddenInXML)
        case .array(let list): list.contains(where: containsForbiddenText)
        case .dictionary(let table):
            table.contains { $0.key.unicodeScalars.contains(where: isForbiddenInXML) || containsForbiddenText($0.value) }
        default: false
        }
    }

    /// Characters XML 1.0 cannot carry at all, not even escaped.
    private static func isForbiddenInXML(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r" || scalar.value == 0xFFFE || scalar.value == 0xFFFF
    }
}
