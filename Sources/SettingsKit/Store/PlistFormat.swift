import FoundationEssentials

/// A store kept as an XML property list whose root is a dictionary of the store's keys, as
/// `NSUserDefaults` writes a domain, written by `XMLPlistWriter` as CoreFoundation would write
/// it. Keys and values are stored as they are; dates keep whole seconds only (the XML plist
/// format has no fractions). Every value a property list holds has a `PlistValue` form, so the
/// whole file is read typed and written back whole when one key changes.
public enum PlistFormat: StoreFileFormat {
    public static var format: StoreLocation.Format { .plist }

    public static func values(in contents: Data) throws(StoreFileFormatFailure) -> (values: [SettingKey: PlistValue], unreadable: [SettingKey: String]) {
        (try root(of: contents), [:])
    }

    public static func contents(setting changes: [(key: SettingKey, value: PlistValue?)], in contents: Data) throws(StoreFileFormatFailure) -> Data {
        var table = try root(of: contents)
        for (key, value) in changes {
            if let value {
                guard !containsForbiddenText(value) && !key.text.unicodeScalars.contains(where: isForbiddenInXML) else {
                    throw .unrepresentable("an XML property list cannot hold control characters other than tab and newline")
                }
                table[key] = value
            } else {
                table[key] = nil
            }
        }
        return XMLPlistWriter.document(.dictionary(table))
    }

    /// A value the reader would refuse once written (a string over its limit, nesting too deep)
    /// is one this format cannot hold: the write is refused, the file left readable.
    public static func storedForm(of value: PlistValue) throws(StoreFileFormatFailure) -> PlistValue {
        let key: SettingKey = "value"
        let written = try contents(setting: value, forKey: key, in: Data())
        do throws(StoreFileFormatFailure) {
            return try values(in: written).values[key] ?? value
        } catch {
            guard case .unreadable(let reason) = error else { throw error }
            throw .unrepresentable(reason)
        }
    }

    private static func root(of contents: Data) throws(StoreFileFormatFailure) -> [SettingKey: PlistValue] {
        guard !contents.isEmpty else { return [:] }
        guard case .dictionary(let table) = try readStoreRoot(contents) else {
            throw .unreadable("the property list's root is not a dictionary")
        }
        return table
    }

    /// The file's root value, in any plist format (other tools may write binary or OpenStep),
    /// within the readers' limits.
    private static func readStoreRoot(_ contents: Data) throws(StoreFileFormatFailure) -> PlistValue {
        switch PropertyListReader.read(contents) {
        case .success(let value): return value
        case .failure(let failure): throw .unreadable("not a property list (\(failure.description))")
        }
    }

    private static func containsForbiddenText(_ value: PlistValue) -> Bool {
        switch value {
        case .string(let text): text.unicodeScalars.contains(where: isForbiddenInXML)
        case .array(let list): list.contains(where: containsForbiddenText)
        case .dictionary(let table):
            table.contains { $0.key.text.unicodeScalars.contains(where: isForbiddenInXML) || containsForbiddenText($0.value) }
        default: false
        }
    }

    /// Characters XML 1.0 cannot carry at all, not even escaped.
    private static func isForbiddenInXML(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r" || scalar.value == 0xFFFE || scalar.value == 0xFFFF
    }
}
