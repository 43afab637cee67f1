import FoundationEssentials

/// Reads one `.strings` file into its key → translation table. A strings file may be OpenStep
/// text (`"key" = "value";`, UTF-8 or UTF-16) or a binary or XML property list holding a
/// dictionary of strings, as Xcode writes when it compiles them; `PropertyListReader` reads all.
public enum StringsFileParser {
    /// The table, or nil when the file cannot be read as a strings file and must be treated as
    /// absent, which is what Settings.app does with it. Problems are appended to `diagnostics`,
    /// naming the file as `file` (its path relative to the bundle, e.g. `de.lproj/Root.strings`).
    public static func parse(_ data: Data, file: String, limits: PlistReadLimits = .standard, diagnostics: inout [Diagnostic]) -> [SettingKey: String]? {
        // An empty text is an empty table; only as a whole property list is it nothing at all.
        if data.isEmpty { return [:] }
        let value: PlistValue
        switch PropertyListReader.read(data, limits: limits) {
        case .success(let read):
            value = read
        case .failure(let failure):
            diagnostics.append(Diagnostic(.error, file: file, row: failure.line, "\(failure.description); Settings.app ignores the whole file"))
            return nil
        }
        guard case .dictionary(let dictionary) = value else {
            diagnostics.append(Diagnostic(.error, file: file, """
                the file holds \(value.typeDescription), not a dictionary of translations; Settings.app ignores the whole file
                """))
            return nil
        }
        let skippedKeys = dictionary.compactMap { $0.value.stringValue == nil ? $0.key : nil }
        // `mapValues` keeps the table's layout, so no key is hashed again (a large table is
        // tens of thousands of entries, read while a page opens).
        var table = dictionary.mapValues { $0.stringValue ?? "" }
        for key in skippedKeys { table.removeValue(forKey: key) }
        for key in skippedKeys.sorted() {
            diagnostics.append(Diagnostic(.warning, file: file, key: key.text,
                                          "the entry is not a string key with a string value, so it translates nothing"))
        }
        return table
    }
}
