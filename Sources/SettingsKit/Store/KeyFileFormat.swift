import CGLib
import FoundationEssentials
import Glibc

/// The default store format: a GLib key file with one group, `[Settings]`, whose keys are the
/// escaped store keys (`KeyFileKeyEscaping`) and whose values are GVariant text (`GVariantText`),
/// as GSettings' key-file backend writes them:
///
/// ```ini
/// # Written by bundle-settings; other groups and comments are kept.
///
/// [Settings]
/// enabled_preference=true
/// name_preference='Jane "JD" Doe'
/// slider_preference=0.5
/// count=42
/// big=int64 5000000000
/// last_sync=('date', '2020-01-01T00:00:00Z')
/// avatar=[byte 0x89, 0x50, 0x4e, 0x47]
/// servers=[<'a.example'>, <'b.example'>]
/// account={'port': <993>, 'user': <'jane'>}
/// my%20key%3D1=1
/// ```
public enum KeyFileFormat: StoreFileFormat {
    public static let group = "Settings"
    public static var format: StoreLocation.Format { .keyFile }

    public static func values(in contents: Data) throws(StoreFileFormatFailure) -> (values: [SettingKey: PlistValue], unreadable: [SettingKey: String]) {
        try parse(contents).entries
    }

    /// The GLib key file of `contents`, whose values are made as they are asked for, and which a
    /// write of the same contents edits: parsing a 1,000-key file again to write it was 4.9 of
    /// `set`'s 28.7 million instructions (callgrind, release build).
    public static func parse(_ contents: Data) throws(StoreFileFormatFailure) -> StoreFileParse {
        ParsedKeyFile(contents: contents, keyFile: try load(contents))
    }

    private static func entries(in keyFile: OpaquePointer) -> (values: [SettingKey: PlistValue], unreadable: [SettingKey: String]) {
        // The group's name made a C string once, not once a key: 0.7 of `set`'s 28.7 million
        // instructions on a 1,000-key store.
        group.withCString { group in
            var count: gsize = 0
            guard let keys = g_key_file_get_keys(keyFile, group, &count, nil) else { return ([:], [:]) }
            defer { g_strfreev(keys) }
            var values: [SettingKey: PlistValue] = [:]
            values.reserveCapacity(Int(count))
            var unreadable: [SettingKey: String] = [:]
            for index in 0..<Int(count) {
                // `key[de]` is a translation of `key`, never something this program wrote.
                guard let rawKey = keys[index], strchr(rawKey, CInt(UInt8(ascii: "["))) == nil,
                      let rawValue = g_key_file_get_value(keyFile, group, rawKey, nil) else { continue }
                defer { g_free(rawValue) }
                let escaped = String(cString: rawKey)
                // Bytes that are not UTF-8 would be replaced by U+FFFD when made a Swift string, and
                // the file rewritten with the replacement: such entries are reported and left as
                // they are instead.
                guard let text = KeyFileKeyEscaping.unescape(escaped) else {
                    unreadable[SettingKey(escaped)] = "the key is not UTF-8 text; the entry is left as it is"
                    continue
                }
                switch entry(ofValueText: rawValue) {
                case .value(let value): values[SettingKey(text)] = value
                case .unreadable(let reason): unreadable[SettingKey(text)] = reason
                }
            }
            return (values, unreadable)
        }
    }

    /// The entry under `key`, found under the spelling `KeyFileKeyEscaping.escape` gives it.
    private static func entry(forKey key: SettingKey, in keyFile: OpaquePointer) -> StoredEntry? {
        guard let rawValue = g_key_file_get_value(keyFile, group, KeyFileKeyEscaping.escape(key.text), nil) else { return nil }
        defer { g_free(rawValue) }
        return entry(ofValueText: rawValue)
    }

    private static func entry(ofValueText rawValue: UnsafePointer<CChar>) -> StoredEntry {
        // Checked and made a string in one pass, not checked by GLib and again by Swift.
        guard let valueText = String(validatingCString: rawValue) else {
            return .unreadable("the value is not UTF-8 text; it is left as it is")
        }
        do throws(GVariantText.Failure) {
            return .value(try GVariantText.value(ofText: valueText))
        } catch {
            return .unreadable(reason(error))
        }
    }

    /// Whether every key of the group is spelled as `KeyFileKeyEscaping.escape` spells it (this
    /// program wrote them), so that each is found under that spelling alone. A key typed by hand
    /// (`my key`, `caf%c3%a9`) is found only by reading every key, which also settles which of
    /// two spellings of one key wins.
    private static func keysHaveOwnSpellings(in keyFile: OpaquePointer) -> Bool {
        group.withCString { group in
            var count: gsize = 0
            guard let keys = g_key_file_get_keys(keyFile, group, &count, nil) else { return true }
            defer { g_strfreev(keys) }
            for index in 0..<Int(count) {
                guard let rawKey = keys[index], strchr(rawKey, CInt(UInt8(ascii: "["))) == nil else { continue }
                if !KeyFileKeyEscaping.isOwnSpelling(rawKey) { return false }
            }
            return true
        }
    }

    /// Whether every line of `contents` that can hold a key (neither blank, a comment nor a group)
    /// begins with a key of plain bytes (`A-Z a-z 0-9 _ . -`) followed by `=`: then GLib read
    /// every key of the file spelled as `escape` spells it, and `keysHaveOwnSpellings`, which
    /// copies every key out of GLib (0.5 of `set`'s 13 million instructions), need not run. A
    /// file this does not vouch for (leading spaces, escapes, translations) is checked that way.
    private static func linesHaveOnlyPlainKeys(_ contents: Data) -> Bool {
        contents.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Bool in
            guard let start = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return true }
            let end = start + buffer.count
            var line = start
            while line < end {
                if line.pointee != UInt8(ascii: "\n"), line.pointee != UInt8(ascii: "#"), line.pointee != UInt8(ascii: "[") {
                    var byte = line
                    while byte < end, KeyFileKeyEscaping.isPlain(byte.pointee) { byte += 1 }
                    guard byte > line, byte < end, byte.pointee == UInt8(ascii: "=") else { return false }
                }
                // The rest of the line (a value, a comment, a group's name) is skipped with memchr.
                guard let newline = memchr(line, CInt(UInt8(ascii: "\n")), end - line) else { return true }
                line = UnsafePointer(newline.assumingMemoryBound(to: UInt8.self)) + 1
            }
            return true
        }
    }

    public static func contents(setting changes: [(key: SettingKey, value: PlistValue?)], in contents: Data) throws(StoreFileFormatFailure) -> Data {
        let keyFile = try load(contents)
        defer { g_key_file_free(keyFile) }
        return try edit(keyFile, setting: changes)
    }

    public static func contents(setting changes: [(key: SettingKey, value: PlistValue?)], in contents: Data,
                                reusing parse: StoreFileParse) throws(StoreFileFormatFailure) -> (contents: Data, parse: StoreFileParse) {
        let taken = (parse as? ParsedKeyFile)?.take()
        let keyFile = if let taken { taken.keyFile } else { try load(contents) }
        do {
            let written = try edit(keyFile, setting: changes)
            // The edited key file is the parse of what it wrote, whose keys are spelled as before
            // but for those just written, which are spelled as `escape` spells them.
            return (written, ParsedKeyFile(contents: written, keyFile: keyFile, ownSpellings: taken?.ownSpellings))
        } catch {
            g_key_file_free(keyFile)
            throw error
        }
    }

    /// `keyFile` with the changes made, written out.
    private static func edit(_ keyFile: OpaquePointer, setting changes: [(key: SettingKey, value: PlistValue?)]) throws(StoreFileFormatFailure) -> Data {
        for (key, value) in changes {
            let escaped = KeyFileKeyEscaping.escape(key.text)
            if let value {
                do {
                    g_key_file_set_value(keyFile, group, escaped, try GVariantText.text(of: value))
                } catch {
                    throw .unrepresentable(reason(error))
                }
            } else {
                g_key_file_remove_key(keyFile, group, escaped, nil)
            }
        }
        var length: gsize = 0
        guard let text = g_key_file_to_data(keyFile, &length, nil) else { return Data() }
        defer { g_free(text) }
        return Data(bytes: text, count: Int(length))
    }

    public static func storedForm(of value: PlistValue) throws(StoreFileFormatFailure) -> PlistValue {
        do {
            return try GVariantText.value(ofText: GVariantText.text(of: value))
        } catch {
            throw .unrepresentable(reason(error))
        }
    }

    private static func load(_ contents: Data) throws(StoreFileFormatFailure) -> OpaquePointer {
        guard let keyFile = g_key_file_new() else { throw .unreadable("out of memory") }
        var error: UnsafeMutablePointer<GError>?
        let flags = GKeyFileFlags(rawValue: G_KEY_FILE_KEEP_COMMENTS.rawValue | G_KEY_FILE_KEEP_TRANSLATIONS.rawValue)
        // A byte order mark (some editors write one) is no part of the first group's name.
        let contents = contents.starts(with: UTF8Text.byteOrderMark) ? contents.dropFirst(UTF8Text.byteOrderMark.count) : contents
        // GLib's parser ends a line at a NUL byte and drops the rest of it: a group header after
        // one goes unseen, so another group's keys would be read as ours, and a rewrite would
        // lose the text after it.
        // memchr, not `contains`: Data's iterator took 3 of `set`'s 44 million instructions
        // on a 1,000-key store, byte by byte.
        let holdsNUL = contents.withUnsafeBytes { bytes in bytes.baseAddress.map { memchr($0, 0, bytes.count) != nil } ?? false }
        guard !holdsNUL else {
            g_key_file_free(keyFile)
            throw .unreadable("it holds a NUL byte, which a key file cannot hold")
        }
        let loaded = withGCharPointer(to: Data(contents)) { text, length in
            g_key_file_load_from_data(keyFile, text, gsize(length), flags, &error)
        }
        guard loaded != 0 else {
            g_key_file_free(keyFile)
            throw .unreadable(takeMessage(error))
        }
        return keyFile
    }

    private static func reason(_ failure: GVariantText.Failure) -> String {
        switch failure {
        case .unreadable(let reason), .unrepresentable(let reason): reason
        }
    }

    /// A key file and the contents it was parsed from; each value is made on first use.
    private final class ParsedKeyFile: StoreFileParse {
        private let contents: Data
        /// Nil once handed to a write (`take`), which edits it into another file's parse; parsed
        /// again from `contents` should this one be asked for a value after that.
        private var keyFile: OpaquePointer?
        private var made: [SettingKey: StoredEntry?] = [:]
        private var all: (values: [SettingKey: PlistValue], unreadable: [SettingKey: String])?
        private var ownSpellings: Bool?

        init(contents: Data, keyFile: OpaquePointer, ownSpellings: Bool? = nil) {
            self.contents = contents
            self.keyFile = keyFile
            self.ownSpellings = ownSpellings
        }

        override func entry(forKey key: SettingKey) -> StoredEntry? {
            if all != nil { return super.entry(forKey: key) }
            if let entry = made[key] { return entry }
            let keyFile = loaded()
            if ownSpellings == nil {
                ownSpellings = KeyFileFormat.linesHaveOnlyPlainKeys(contents) || KeyFileFormat.keysHaveOwnSpellings(in: keyFile)
            }
            guard ownSpellings == true else { return super.entry(forKey: key) }
            let entry = KeyFileFormat.entry(forKey: key, in: keyFile)
            made[key] = entry
            return entry
        }

        override var entries: (values: [SettingKey: PlistValue], unreadable: [SettingKey: String]) {
            if let all { return all }
            let entries = KeyFileFormat.entries(in: loaded())
            all = entries
            made = [:]
            return entries
        }

        /// The key file, handed over once: the write that edits it makes it another file's parse.
        func take() -> (keyFile: OpaquePointer, ownSpellings: Bool?)? {
            defer { keyFile = nil }
            return keyFile.map { ($0, ownSpellings) }
        }

        private func loaded() -> OpaquePointer {
            if let keyFile { return keyFile }
            // These contents parsed before, so they parse again.
            let reloaded = (try? KeyFileFormat.load(contents)) ?? g_key_file_new()!
            keyFile = reloaded
            return reloaded
        }

        deinit {
            if let keyFile { g_key_file_free(keyFile) }
        }
    }
}
