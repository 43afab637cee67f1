import FoundationEssentials

/// How one file format turns a store file's bytes into values and back. Writing edits the
/// existing contents, so that what the format can keep (other groups, comments, keys this program
/// does not know) survives.
public protocol StoreFileFormat {
    static var format: StoreLocation.Format { get }

    /// The values in `contents` (empty contents are an empty store), and the keys whose values
    /// could not be read, each with the reason. Throws `.unreadable` when the file as a whole does
    /// not parse.
    static func values(in contents: Data) throws(StoreFileFormatFailure) -> (values: [SettingKey: PlistValue], unreadable: [SettingKey: String])

    /// `value` as reading it back from a file of this format gives it: what a store holds after
    /// writing it (an XML plist drops fractions of seconds), without parsing the whole file again.
    static func storedForm(of value: PlistValue) throws(StoreFileFormatFailure) -> PlistValue

    /// `contents` (which `values(in:)` accepted) with each key set to its value, or removed for
    /// nil, in order (a key given twice ends with its last value): parsed and written once,
    /// however many keys change (`import` writes thousands).
    static func contents(setting changes: [(key: SettingKey, value: PlistValue?)], in contents: Data) throws(StoreFileFormatFailure) -> Data

    /// `contents` parsed, its values made as they are asked for (`StoreFileParse`). Throws as
    /// `values(in:)` does.
    static func parse(_ contents: Data) throws(StoreFileFormatFailure) -> StoreFileParse

    /// `contents(setting:in:)` with `parse` (of these very contents, from `parse(_:)`) edited
    /// rather than the contents parsed again when the format can, and the parse of the result.
    static func contents(setting changes: [(key: SettingKey, value: PlistValue?)], in contents: Data,
                         reusing parse: StoreFileParse) throws(StoreFileFormatFailure) -> (contents: Data, parse: StoreFileParse)
}

/// What a store file holds under one key: a value, or why its text cannot be read.
public enum StoredEntry: Equatable, Sendable {
    case value(PlistValue)
    case unreadable(String)

    public var value: PlistValue? {
        if case .value(let value) = self { value } else { nil }
    }
}

/// A format's parse of a store file's contents. It makes a key's value when the key is asked
/// for: `get` and `set` on a 1,000-key store need one or two of them, and making all of them
/// was 2.8 of `set`'s 18 million instructions. It stands for its contents for good, so a store
/// keeps it beside them and answers from it until the file changes.
public class StoreFileParse {
    /// The entry under `key`, nil when the file has none.
    public func entry(forKey key: SettingKey) -> StoredEntry? {
        let all = entries
        return all.values[key].map(StoredEntry.value) ?? all.unreadable[key].map(StoredEntry.unreadable)
    }

    /// Every entry: the values, and the keys whose values cannot be read with the reason.
    public var entries: (values: [SettingKey: PlistValue], unreadable: [SettingKey: String]) { ([:], [:]) }
}

/// A parse whose values were all made at once: formats read whole (the XML plist).
final class MadeStoreFileParse: StoreFileParse {
    private let made: (values: [SettingKey: PlistValue], unreadable: [SettingKey: String])

    init(_ made: (values: [SettingKey: PlistValue], unreadable: [SettingKey: String])) { self.made = made }

    override var entries: (values: [SettingKey: PlistValue], unreadable: [SettingKey: String]) { made }
}

extension StoreFileFormat {
    /// A format that keeps no parse of its own makes every value at once.
    public static func parse(_ contents: Data) throws(StoreFileFormatFailure) -> StoreFileParse {
        MadeStoreFileParse(try values(in: contents))
    }

    /// ...and parses its file again to write it; the values written are made in their stored
    /// form rather than read back from the file.
    public static func contents(setting changes: [(key: SettingKey, value: PlistValue?)], in contents: Data,
                                reusing parse: StoreFileParse) throws(StoreFileFormatFailure) -> (contents: Data, parse: StoreFileParse) {
        let written = try Self.contents(setting: changes, in: contents)
        var made = parse.entries
        for (key, value) in changes {
            made.values[key] = try value.map { (value) throws(StoreFileFormatFailure) in try storedForm(of: value) }
            made.unreadable[key] = nil
        }
        return (written, MadeStoreFileParse(made))
    }

    /// `contents` (which `values(in:)` accepted) with `key` set to `value`, or removed if nil.
    public static func contents(setting value: PlistValue?, forKey key: SettingKey, in contents: Data) throws(StoreFileFormatFailure) -> Data {
        try Self.contents(setting: [(key, value)], in: contents)
    }
}

/// Why a format could not read a file or write a value; the store adds the file's path.
public enum StoreFileFormatFailure: Error, Sendable {
    case unreadable(String)
    case unrepresentable(String)
}
