import FoundationEssentials

/// A compiled gettext catalog (`.mo`), read whole into its translations: what `bundle
/// --from-schema` turns into a bundle's `.strings` (GLib translates a schema's summaries through
/// the same files, `g_dgettext`). Only plain messages are kept: entries with a context
/// (`msgctxt`, joined to the ID by U+0004) or plural forms (IDs joined by NUL) are not summaries.
/// The header (the empty ID) is left out. A file that is no catalog, or whose tables point
/// outside it, reads as nil.
enum MessageCatalogFile {
    static func translations(_ data: Data) -> [String: String]? {
        let bytes = [UInt8](data)
        guard bytes.count >= 20 else { return nil }
        guard let magic = word(bytes, at: 0, bigEndian: false) else { return nil }
        let bigEndian: Bool
        switch magic {
        case 0x9504_12de: bigEndian = false
        case 0xde12_0495: bigEndian = true
        default: return nil
        }
        guard let count = word(bytes, at: 8, bigEndian: bigEndian),
              let originals = word(bytes, at: 12, bigEndian: bigEndian),
              let translated = word(bytes, at: 16, bigEndian: bigEndian) else { return nil }
        var table: [String: String] = [:]
        for index in 0..<Int(count) {
            guard let id = string(bytes, table: Int(originals), index: index, bigEndian: bigEndian),
                  let text = string(bytes, table: Int(translated), index: index, bigEndian: bigEndian) else { return nil }
            guard !id.isEmpty, !id.utf8.contains(0), !id.utf8.contains(4), !text.isEmpty else { continue }
            table[id] = text
        }
        return table
    }

    private static func word(_ bytes: [UInt8], at offset: Int, bigEndian: Bool) -> UInt32? {
        guard offset >= 0, offset + 4 <= bytes.count else { return nil }
        let part = bytes[offset..<offset + 4]
        let ordered = bigEndian ? Array(part) : part.reversed()
        return ordered.reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// The `index`th string of the table at `table`: its length and offset, 8 bytes an entry.
    private static func string(_ bytes: [UInt8], table: Int, index: Int, bigEndian: Bool) -> String? {
        guard let length = word(bytes, at: table + index * 8, bigEndian: bigEndian),
              let offset = word(bytes, at: table + index * 8 + 4, bigEndian: bigEndian),
              Int(offset) + Int(length) <= bytes.count else { return nil }
        return String(decoding: bytes[Int(offset)..<Int(offset) + Int(length)], as: UTF8.self)
    }
}
