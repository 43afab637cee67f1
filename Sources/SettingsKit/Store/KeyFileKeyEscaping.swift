/// Store keys as GKeyFile keys and back.
///
/// GKeyFile drops keys containing `=` or spaces at either end and reads `a[b]` as a translation
/// of `a`, so every UTF-8 byte outside `A-Z a-z 0-9 _ . -` is written as `%XX` (upper-case hex):
/// `toggleSwitch` and `com.app.flag` stay as they are, `a b=c` becomes `a%20b%3Dc`, `ü` becomes
/// `%C3%BC`. The empty key, which GKeyFile cannot hold, is written as a lone `%`, which no escaped
/// key can be. Reading is lenient: a `%` not followed by two hex digits is kept as it is, so keys
/// typed by hand still read.
enum KeyFileKeyEscaping {
    static func escape(_ key: String) -> String {
        guard !key.isEmpty else { return "%" }
        var escaped = ""
        for byte in key.utf8 {
            if isSafe(byte) {
                escaped.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                escaped += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return escaped
    }

    static func unescape(_ escaped: String) -> String {
        guard escaped != "%" else { return "" }
        var bytes: [UInt8] = []
        var input = Array(escaped.utf8)[...]
        while let byte = input.popFirst() {
            if byte == UInt8(ascii: "%"), input.count >= 2,
               let high = hexValue(input[input.startIndex]), let low = hexValue(input[input.startIndex + 1]) {
                bytes.append(high << 4 | low)
                input = input.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}
