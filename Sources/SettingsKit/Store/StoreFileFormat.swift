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

    /// `values(in:)`, and the parse it made of `contents` when the format can edit it, for the
    /// first write of the same contents (`contents(setting:in:reusing:)`).
    static func parse(_ contents: Data) throws(StoreFileFormatFailure) -> (values: [SettingKey: PlistValue], unreadable: [SettingKey: String], parse: StoreFileParse?)

    /// `contents(setting:in:)`, editing `parse` (of these very contents, from `parse(_:)`)
    /// rather than parsing them again when the format can, which uses it up.
    static func contents(setting changes: [(key: SettingKey, value: PlistValue?)], in contents: Data, reusing parse: StoreFileParse?) throws(StoreFileFormatFailure) -> Data
}

/// A format's parse of a store file's contents, kept beside them: a write of those contents
/// (the usual case, since a command reads the file and then writes it at once) edits it instead
/// of parsing the file a second time. The format that made it is the only one that reads it.
public class StoreFileParse {}

extension StoreFileFormat {
    /// A format that keeps no parse parses its file again to write it.
    public static func parse(_ contents: Data) throws(StoreFileFormatFailure) -> (values: [SettingKey: PlistValue], unreadable: [SettingKey: String], parse: StoreFileParse?) {
        let (values, unreadable) = try values(in: contents)
        return (values, unreadable, nil)
    }

    public static func contents(setting changes: [(key: SettingKey, value: PlistValue?)], in contents: Data, reusing parse: StoreFileParse?) throws(StoreFileFormatFailure) -> Data {
        try Self.contents(setting: changes, in: contents)
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
