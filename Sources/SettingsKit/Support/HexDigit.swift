/// Hexadecimal digits as bytes: what percent-escapes, `\U` escapes and JSON's `\u` escapes are made of.
enum HexDigit {
    /// The value of an ASCII hex digit of either case, or nil.
    static func value(of byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// `%XX` for a byte, upper-case.
    static func percentEscape(_ byte: UInt8) -> String {
        "%" + digits(of: byte, uppercase: true)
    }

    /// The byte's two digits, high first.
    static func digits(of byte: UInt8, uppercase: Bool) -> String {
        let digits = Array((uppercase ? "0123456789ABCDEF" : "0123456789abcdef").unicodeScalars)
        var text = ""
        text.unicodeScalars.append(digits[Int(byte >> 4)])
        text.unicodeScalars.append(digits[Int(byte & 0x0F)])
        return text
    }
}
