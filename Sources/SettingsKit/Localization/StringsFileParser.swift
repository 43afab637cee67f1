import Foundation

/// Reads one `.strings` file into its key → translation table. A strings file may be text (see
/// `StringsSyntaxParser`) or a binary or XML property list holding a dictionary of strings, as
/// Xcode writes when it compiles them.
public enum StringsFileParser {
    /// The table, or nil when the file cannot be read as a strings file and must be treated as
    /// absent, which is what Settings.app does with it. Problems are appended to `diagnostics`,
    /// naming the file as `file` (its path relative to the bundle, e.g. `de.lproj/Root.strings`).
    public static func parse(_ data: Data, file: String, diagnostics: inout [Diagnostic]) -> [String: String]? {
        // Checked before decoding too: an XML property list may declare an encoding of its own.
        if data.starts(with: Array("bplist".utf8)) || data.first(where: { !isWhitespace($0) }) == UInt8(ascii: "<") {
            return propertyListTable(data, file: file, diagnostics: &diagnostics)
        }
        let text: [UInt8]
        switch StringsTextDecoder.utf8Text(of: data) {
        case .success(let decoded):
            text = decoded
        case .failure(let failure):
            diagnostics.append(Diagnostic(.error, file: file, row: failure.line, """
                line \(failure.line): the file is not valid \(failure.encoding) text; strings files must be \
                UTF-8 or UTF-16, so Settings.app ignores it
                """))
            return nil
        }
        if text.first(where: { !isWhitespace($0) }) == UInt8(ascii: "<") {
            return propertyListTable(data, file: file, diagnostics: &diagnostics)
        }
        switch StringsSyntaxParser.parse(text) {
        case .success(let table):
            return table
        case .failure(let failure):
            diagnostics.append(Diagnostic(.error, file: file, row: failure.line,
                                          "line \(failure.line): \(failure.message); Settings.app ignores the whole file"))
            return nil
        }
    }

    private static func propertyListTable(_ data: Data, file: String, diagnostics: inout [Diagnostic]) -> [String: String]? {
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
            let line = lineNumber(in: reason)
            let prefix = line.map { "line \($0): " } ?? ""
            diagnostics.append(Diagnostic(.error, file: file, row: line,
                                          "\(prefix)the property list does not parse (\(reason)); Settings.app ignores the whole file"))
            return nil
        }
        guard let dictionary = object as? [AnyHashable: Any] else {
            diagnostics.append(Diagnostic(.error, file: file, """
                the property list is not a dictionary of translations; Settings.app ignores the whole file
                """))
            return nil
        }
        var table: [String: String] = [:]
        var skippedKeys: [String] = []
        for (key, value) in dictionary {
            let keyText = key as? String ?? String(describing: key)
            if let key = key as? String, let value = value as? String {
                table[key] = value
            } else {
                skippedKeys.append(keyText)
            }
        }
        for key in skippedKeys.sorted() {
            diagnostics.append(Diagnostic(.warning, file: file, key: key,
                                          "the entry is not a string key with a string value, so it translates nothing"))
        }
        return table
    }

    /// Foundation says where a property list broke only in prose: "… on line 5 …".
    private static func lineNumber(in reason: String) -> Int? {
        guard let range = reason.range(of: #"line \d+"#, options: .regularExpression) else { return nil }
        return Int(reason[range].dropFirst("line ".count))
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
