// Foundation only for the temporary reading fallback in `readStoreRoot`; everything else here
// needs no more than FoundationEssentials.
import Foundation

/// A store kept as an XML property list whose root is a dictionary of the store's keys, as
/// `NSUserDefaults` writes a domain, written by `XMLPlistWriter` as CoreFoundation would write
/// it. Keys and values are stored as they are; dates keep whole seconds only (the XML plist
/// format has no fractions). Every value a property list holds has a `PlistValue` form, so the
/// whole file is read typed and written back whole when one key changes.
public enum PlistFormat: StoreFileFormat {
    public static var format: StoreLocation.Format { .plist }

    public static func values(in contents: Data) throws(StoreFileFormatFailure) -> (values: [String: PlistValue], unreadable: [String: String]) {
        (try root(of: contents), [:])
    }

    public static func contents(setting value: PlistValue?, forKey key: String, in contents: Data) throws(StoreFileFormatFailure) -> Data {
        var table = try root(of: contents)
        if let value {
            guard !containsForbiddenText(value) && !key.unicodeScalars.contains(where: isForbiddenInXML) else {
                throw .unrepresentable("an XML property list cannot hold control characters other than tab and newline")
            }
            table[key] = value
        } else {
            table[key] = nil
        }
        return XMLPlistWriter.document(.dictionary(table))
    }

    public static func storedForm(of value: PlistValue) throws(StoreFileFormatFailure) -> PlistValue {
        let key = "value"
        return try values(in: contents(setting: value, forKey: key, in: Data())).values[key] ?? value
    }

    private static func root(of contents: Data) throws(StoreFileFormatFailure) -> [String: PlistValue] {
        guard !contents.isEmpty else { return [:] }
        guard case .dictionary(let table) = try readStoreRoot(contents) else {
            throw .unreadable("the property list's root is not a dictionary")
        }
        return table
    }

    /// The file's root value. `XMLPlistReader` reads every file this program writes, except
    /// the values it leaves to Foundation (`nan` and infinite reals, dates before 1601, text with
    /// a carriage return) and files written by other tools in binary or OpenStep form.
    ///
    /// TEMPORARY: what `XMLPlistReader` declines still goes to `PropertyListSerialization`,
    /// which FoundationEssentials lacks. This function is the only Foundation use left in the
    /// store: swap the fallback for the new FoundationEssentials plist reader (XML, binary,
    /// OpenStep) when it lands, then change this file's import to FoundationEssentials.
    private static func readStoreRoot(_ contents: Data) throws(StoreFileFormatFailure) -> PlistValue {
        if let value = XMLPlistReader.read(contents) { return value }
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: contents, options: [], format: nil)
        } catch {
            throw .unreadable("not a property list (\(error.localizedDescription))")
        }
        guard let value = PlistValue(foundation: object) else {
            throw .unreadable("the property list holds a \(type(of: object)), which has no property-list value")
        }
        return value
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
