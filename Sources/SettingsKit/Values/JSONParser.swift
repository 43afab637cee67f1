/// Strict RFC 8259 JSON text straight into a `PlistValue`, for `set --json`. Hand-written
/// because FoundationEssentials has no `JSONSerialization`, and `JSONDecoder` cannot say whether
/// `1` or `1.0` was written, which decides between an integer and a real here.
///
/// Decisions, each refused with a message naming the byte offset rather than guessed at:
/// - `null` has no property-list form;
/// - an integer (no fraction, no exponent) must fit in 64 bits: rounding it silently to a real
///   would store a different number than the one typed; a real must be finite;
/// - `NaN`, `Infinity`, leading zeros, a leading `+`, comments, trailing commas, single quotes;
/// - anything but whitespace after the value, a byte order mark, invalid UTF-8, control
///   characters inside strings, lone surrogates in `\u` escapes;
/// - a key twice in one object (a dictionary holds one value per key, and RFC 8259 leaves
///   which one wins open);
/// - more than 512 nested arrays and objects, so that no input can exhaust the stack.
struct JSONParser {
    struct Failure: Error, Equatable {
        var message: String
    }

    static let maximumDepth = 512

    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0

    static func parse(_ bytes: [UInt8]) throws(Failure) -> PlistValue {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        let value = try parser.value()
        parser.skipWhitespace()
        guard parser.position == bytes.count else { throw parser.failure("unexpected text after the value") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: Values

    private mutating func value() throws(Failure) -> PlistValue {
        guard let byte = peek() else { throw failure("a value is missing") }
        switch byte {
        case UInt8(ascii: "{"): return try nested { parser throws(Failure) in try parser.object() }
        case UInt8(ascii: "["): return try nested { parser throws(Failure) in try parser.array() }
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"):
            let start = position
            try literal("null")
            throw Failure(message: "null has no property-list form (at offset \(start))")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw failure("unexpected character")
        }
    }

    private mutating func nested(_ read: (inout JSONParser) throws(Failure) -> PlistValue) throws(Failure) -> PlistValue {
        guard depth < Self.maximumDepth else { throw failure("more than \(Self.maximumDepth) nested arrays and objects") }
        depth += 1
        defer { depth -= 1 }
        position += 1
        return try read(&self)
    }

    private mutating func object() throws(Failure) -> PlistValue {
        var table: [SettingKey: PlistValue] = [:]
        skipWhitespace()
        if take(UInt8(ascii: "}")) { return .dictionary(table) }
        while true {
            skipWhitespace()
            let keyStart = position
            guard peek() == UInt8(ascii: "\"") else { throw failure("expected a key in double quotes") }
            let key = try string()
            skipWhitespace()
            guard take(UInt8(ascii: ":")) else { throw failure("expected ':' after a key") }
            skipWhitespace()
            guard table.updateValue(try value(), forKey: SettingKey(key)) == nil else {
                throw Failure(message: "the key \"\(key)\" appears twice in one object (at offset \(keyStart))")
            }
            skipWhitespace()
            if take(UInt8(ascii: "}")) { return .dictionary(table) }
            guard take(UInt8(ascii: ",")) else { throw failure("expected ',' or '}'") }
        }
    }

    private mutating func array() throws(Failure) -> PlistValue {
        var list: [PlistValue] = []
        skipWhitespace()
        if take(UInt8(ascii: "]")) { return .array(list) }
        while true {
            skipWhitespace()
            list.append(try value())
            skipWhitespace()
            if take(UInt8(ascii: "]")) { return .array(list) }
            guard take(UInt8(ascii: ",")) else { throw failure("expected ',' or ']'") }
        }
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let length = word.utf8CodeUnitCount
        guard bytes.count - position >= length,
              bytes[position..<position + length].elementsEqual(UnsafeBufferPointer(start: word.utf8Start, count: length))
        else { throw failure("unexpected character") }
        position += length
    }

    // MARK: Numbers

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`; without fraction and exponent it
    /// is an integer.
    private mutating func number() throws(Failure) -> PlistValue {
        let start = position
        _ = take(UInt8(ascii: "-"))
        guard let first = peek(), Self.isDigit(first) else { throw failure("expected a digit") }
        if first == UInt8(ascii: "0") {
            position += 1
            if let next = peek(), Self.isDigit(next) { throw failure("a number cannot have leading zeros") }
        } else {
            skipDigits()
        }
        var isInteger = true
        if take(UInt8(ascii: ".")) {
            isInteger = false
            guard skipDigits() > 0 else { throw failure("expected a digit after '.'") }
        }
        if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
            isInteger = false
            if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
            guard skipDigits() > 0 else { throw failure("expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        if isInteger {
            guard let number = Int64(text) else {
                throw Failure(message: "the integer \(text) does not fit in 64 bits (at offset \(start)); write \(text).0 to store a real")
            }
            return .integer(Int(number))
        }
        guard case .success(let number) = DecimalText.real(text) else {
            throw Failure(message: "the number \(text) is beyond what a 64-bit real can hold (at offset \(start))")
        }
        return .real(number)
    }

    @discardableResult
    private mutating func skipDigits() -> Int {
        let start = position
        while let byte = peek(), Self.isDigit(byte) { position += 1 }
        return position - start
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    // MARK: Strings

    /// A string from its opening quote: escapes resolved, the bytes checked as UTF-8.
    private mutating func string() throws(Failure) -> String {
        let start = position
        position += 1
        var utf8: [UInt8] = []
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                guard let text = String(validating: utf8, as: UTF8.self) else {
                    throw Failure(message: "the string at offset \(start) is not valid UTF-8")
                }
                return text
            case UInt8(ascii: "\\"):
                position += 1
                UTF8.encode(try escape()) { utf8.append($0) }
            case 0..<0x20:
                throw failure("a control character in a string must be escaped")
            default:
                utf8.append(byte)
                position += 1
            }
        }
        throw Failure(message: "the string at offset \(start) has no closing quote")
    }

    /// The character of an escape, from the byte after its backslash.
    private mutating func escape() throws(Failure) -> Unicode.Scalar {
        guard let byte = peek() else { throw failure("an escape is cut off") }
        position += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"): return try unicodeEscape()
        default:
            position -= 1
            throw failure("unknown escape")
        }
    }

    /// `\uXXXX`, and the low half of a surrogate pair after a high half.
    private mutating func unicodeEscape() throws(Failure) -> Unicode.Scalar {
        let start = position - 2
        let unit = try hexUnit()
        switch unit {
        case 0xD800...0xDBFF:
            let lone = Failure(message: "a lone surrogate \\u\(String(unit, radix: 16, uppercase: true)) at offset \(start)")
            guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")) else { throw lone }
            let low = try hexUnit()
            guard (0xDC00...0xDFFF).contains(low) else { throw lone }
            return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
        case 0xDC00...0xDFFF:
            throw Failure(message: "a lone surrogate \\u\(String(unit, radix: 16, uppercase: true)) at offset \(start)")
        default:
            return Unicode.Scalar(unit)!
        }
    }

    private mutating func hexUnit() throws(Failure) -> UInt32 {
        var unit: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = HexDigit.value(of: byte) else { throw failure("expected four hex digits after \\u") }
            unit = unit << 4 | UInt32(digit)
            position += 1
        }
        return unit
    }

    // MARK: Scanning

    private func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        position += 1
        return true
    }

    /// The four whitespace characters of RFC 8259, nothing else.
    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { position += 1 }
    }

    private func failure(_ problem: String) -> Failure {
        Failure(message: position < bytes.count ? "\(problem) at offset \(position)" : "\(problem) at the end of the text")
    }
}
