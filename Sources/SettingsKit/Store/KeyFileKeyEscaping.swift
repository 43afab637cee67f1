import Glibc

/// Store keys as GKeyFile keys and back.
///
/// GKeyFile drops keys containing `=` or spaces at either end and reads `a[b]` as a translation
/// of `a`, so every UTF-8 byte outside `A-Z a-z 0-9 _ . -` is written as `%XX` (upper-case hex):
/// `toggleSwitch` and `com.app.flag` stay as they are, `a b=c` becomes `a%20b%3Dc`, `ü` becomes
/// `%C3%BC`. The empty key, which GKeyFile cannot hold, is written as a lone `%`, which no escaped
/// key can be. Reading is lenient: a `%` not followed by two hex digits is kept as it is, so keys
/// typed by hand still read; a key whose escapes do not decode to UTF-8 is reported and left alone.
enum KeyFileKeyEscaping {
    static func escape(_ key: String) -> String {
        guard !key.isEmpty else { return "%" }
        return PercentEncoding.encode(key, keeping: safeBytes)
    }

    /// The key, or nil when its bytes are not UTF-8 (`%FF`, typed by hand or written by another
    /// program): decoded with replacement, such keys would all become U+FFFD and merge, so the
    /// store reports them and leaves them as they are.
    static func unescape(_ escaped: String) -> String? {
        // Most keys have no escape: 1.5 of `set`'s 29 million instructions went to copying the
        // 1,000 keys of a store byte by byte, and 0.37 of 19 to looking for `%` in them through
        // the generic `contains`, a byte at a time.
        let hasEscape = escaped.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.baseAddress.map { memchr($0, CInt(UInt8(ascii: "%")), bytes.count) != nil } ?? false
        } ?? escaped.utf8.contains(UInt8(ascii: "%"))
        guard hasEscape else { return escaped }
        return String(validating: unescapedBytes(escaped), as: UTF8.self)
    }

    /// Whether `raw`, a key as a file holds it, is spelled as `escape` spells its key, so that
    /// looking the key up under `escape(key)` finds it. Most keys need no escape and are checked
    /// on their bytes, without making a string of them.
    static func isOwnSpelling(_ raw: UnsafePointer<CChar>) -> Bool {
        // Not `strspn`: it builds a table of the accepted bytes at every call, 470 instructions
        // for a 10-byte key.
        var byte = raw
        while isPlain(UInt8(bitPattern: byte.pointee)) { byte += 1 }
        if byte.pointee == 0, byte != raw { return true }
        let text = String(cString: raw)
        return unescape(text).map { escape($0) == text } ?? false
    }

    private static func unescapedBytes(_ escaped: String) -> [UInt8] {
        guard escaped != "%" else { return [] }
        var bytes: [UInt8] = []
        var input = Array(escaped.utf8)[...]
        while let byte = input.popFirst() {
            if byte == UInt8(ascii: "%"), input.count >= 2,
               let high = HexDigit.value(of: input[input.startIndex]), let low = HexDigit.value(of: input[input.startIndex + 1]) {
                bytes.append(high << 4 | low)
                input = input.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return bytes
    }

    /// Bytes kept as they are: what GKeyFile keys hold safely.
    private static let safeBytes: Set<UInt8> = PercentEncoding.unreserved.subtracting([UInt8(ascii: "~")])

    /// Whether `byte` is among `safeBytes`, which a key holds as they are.
    static func isPlain(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"): true
        default: false
        }
    }
}
