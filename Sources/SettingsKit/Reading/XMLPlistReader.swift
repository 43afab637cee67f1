import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Reads an XML property list straight from its bytes into a `PlistValue`, or says why it
/// cannot and on which line.
///
/// Written by hand for speed and for the messages: a page of 10,000 rows is 3.7 MB of XML, which
/// must be read and localised in under 100 ms; `PropertyListSerialization` took about 200 ms
/// over it and bridging its objects as much again (and FoundationEssentials has no XML parser).
/// This reader takes about 20 ms over the same page.
///
/// It reads what CoreFoundation reads, as CoreFoundation reads it, and differential tests hold
/// the two equal: a prolog with comments and a DOCTYPE, `<plist>`, the ten value elements (their
/// attributes ignored), the five predefined entities, character references and CDATA sections;
/// integers in decimal or `0x` hex up to the unsigned 64-bit range; reals including `nan` and
/// `inf`/`infinity` in any case; dates whose fields overflow into the next unit; base64 that skips
/// what is not base64; the last of duplicate keys wins; a byte order mark starting a text is
/// dropped; line breaks in text are kept as written, CRs included. It refuses, with a line
/// number, what CoreFoundation refuses too: a DOCTYPE with an internal subset (which could define
/// entities), unknown tags and entities, comments inside text, malformed numbers and dates, and
/// any encoding but UTF-8, UTF-16 (transcoded before it gets here) and ISO 8859-1.
struct XMLPlistReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var budget: PlistReadBudget
    private var position = 0

    private struct Failure: Error {
        let offset: Int
        let message: String
    }

    /// Whether the bytes start like an XML document (after a UTF-8 byte order mark and white
    /// space); OpenStep text starting with `<` is data (`<0fbd 77>`), never `<?`, `<!` or `<plist`.
    static func isXML(_ bytes: some Collection<UInt8>) -> Bool {
        var rest = bytes[...]
        if rest.starts(with: UTF8Text.byteOrderMark) { rest = rest.dropFirst(3) }
        rest = rest.drop(while: isWhitespace)
        return rest.starts(with: Array("<?".utf8)) || rest.starts(with: Array("<!".utf8)) || rest.starts(with: Array("<plist".utf8))
    }

    /// `transcodedFromUTF16`: the bytes are UTF-8 made from a UTF-16 file, so its declaration
    /// rightly names UTF-16.
    static func read(_ data: Data, limits: PlistReadLimits, transcodedFromUTF16: Bool = false) -> Result<PlistValue, PropertyListReadFailure> {
        var data = data
        if data.starts(with: UTF8Text.byteOrderMark) { data.removeFirst(3) }
        if let encoding = declaredEncoding(data), !Self.utf8Names.contains(encoding),
           !(transcodedFromUTF16 && Self.utf16Names.contains(encoding)) {
            guard !transcodedFromUTF16, Self.latin1Names.contains(encoding) else {
                return .failure(PropertyListReadFailure(
                    "the XML declaration names the encoding \"\(encoding)\", which this program does not read; save the file as UTF-8", line: 1))
            }
            data = Data(String(String.UnicodeScalarView(data.map { Unicode.Scalar($0) })).utf8)
        }
        return data.withUnsafeBytes { raw in
            var reader = XMLPlistReader(bytes: raw.bindMemory(to: UInt8.self), limits: limits)
            do throws(Failure) {
                return .success(try reader.document())
            } catch {
                return .failure(PropertyListReadFailure(error.message, line: TextLines.number(at: error.offset, in: reader.bytes)))
            }
        }
    }

    private static let utf8Names: Set = ["utf-8", "utf8", "us-ascii", "ascii"]
    private static let utf16Names: Set = ["utf-16", "utf-16le", "utf-16be", "utf16"]
    private static let latin1Names: Set = ["iso-8859-1", "iso_8859-1", "iso-latin-1", "latin1", "l1"]

    /// The lower-cased `encoding` of a leading `<?xml … ?>`, if it has one.
    private static func declaredEncoding(_ data: Data) -> String? {
        let prefix = Array(data.prefix(200))
        guard prefix.starts(with: Array("<?xml".utf8)), let end = prefix.firstIndex(of: .greaterThan) else { return nil }
        // Looked for in the bytes: String's `firstRange(of:)` is generic code whose types the
        // Swift runtime looks up by name on first use, 0.28 million instructions a page.
        let declaration = prefix[..<end]
        let name = Array("encoding".utf8)
        guard let start = declaration.indices.first(where: { declaration[$0...].starts(with: name) }) else { return nil }
        let rest = declaration[(start + name.count)...].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "=") }
        guard let quote = rest.first, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
        return String(decoding: rest.dropFirst().prefix { $0 != quote }, as: UTF8.self).lowercased()
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, limits: PlistReadLimits) {
        self.bytes = bytes
        budget = PlistReadBudget(limits)
    }

    // MARK: Document

    private mutating func document() throws(Failure) -> PlistValue {
        try skipProlog()
        guard skip("<plist"), let next = peek(), next == .greaterThan || Self.isWhitespace(next) else {
            throw Failure(offset: position, message: "expected <plist> to open the document, found \(describe(at: position))")
        }
        // `version` is the only attribute anyone writes; CoreFoundation ignores it, and so does this.
        guard let end = find(.greaterThan) else { throw Failure(offset: position, message: "the <plist> tag is never closed with '>'") }
        guard bytes[end - 1] != .slash else { throw Failure(offset: position, message: "<plist/> holds no value") }
        position = end + 1
        try skipMisc()
        if starts(with: "</plist>") { throw Failure(offset: position, message: "<plist> holds no value") }
        let value = try value()
        try skipMisc()
        guard skip("</plist>") else {
            throw Failure(offset: position, message: "expected </plist> after the one value a property list holds, found \(describe(at: position))")
        }
        try skipMisc()
        guard position == bytes.count else { throw Failure(offset: position, message: "unexpected \(describe(at: position)) after </plist>") }
        return value
    }

    /// Processing instructions (the XML declaration among them), comments and a DOCTYPE
    /// without an internal subset.
    private mutating func skipProlog() throws(Failure) {
        while true {
            skipWhitespace()
            if starts(with: "<?") {
                guard let end = find("?>") else { throw Failure(offset: position, message: "the <? … ?> declaration is never closed") }
                position = end + 2
            } else if starts(with: "<!--") {
                try skipComment()
            } else if starts(with: "<!DOCTYPE") {
                guard let end = find(.greaterThan) else { throw Failure(offset: position, message: "the DOCTYPE is never closed with '>'") }
                if let bracket = bytes[position..<end].firstIndex(of: .leftBracket) {
                    throw Failure(offset: bracket, message: "the DOCTYPE has an internal subset ([…]), which property lists may not have")
                }
                position = end + 1
            } else {
                return
            }
        }
    }

    // MARK: Values

    private mutating func value() throws(Failure) -> PlistValue {
        let start = position
        guard peek() == .lessThan else { throw Failure(offset: position, message: "expected a value, found \(describe(at: position))") }
        if let exceeded = budget.countValue() { throw Failure(offset: position, message: exceeded) }
        position += 1
        let nameStart = position
        while let byte = peek(), Self.isNameByte(byte) { position += 1 }
        let name = UnsafeBufferPointer(rebasing: bytes[nameStart..<position])
        let isEmpty: Bool
        if skip("/>") {
            isEmpty = true
        } else if skip(">") {
            isEmpty = false
        } else if let byte = peek(), Self.isWhitespace(byte) {
            // Attributes, which CoreFoundation ignores on value elements.
            guard let end = find(.greaterThan) else { throw Failure(offset: start, message: "the tag is never closed with '>'") }
            isEmpty = bytes[end - 1] == .slash
            position = end + 1
        } else {
            throw Failure(offset: start, message: "unknown tag \(tagDescription(at: start))")
        }
        guard let tag = Tag(name) else { throw Failure(offset: start, message: "unknown tag \(tagDescription(at: start))") }
        if isEmpty {
            switch tag {
            case .dict: return try nested(at: start) { _ throws(Failure) in .dictionary([:]) }
            case .array: return try nested(at: start) { _ throws(Failure) in .array([]) }
            case .string, .key: return .string("")
            case .true: return .bool(true)
            case .false: return .bool(false)
            case .integer, .real, .date, .data:
                throw Failure(offset: start, message: "<\(tag)/> is empty; it needs a value")
            }
        }
        switch tag {
        case .dict: return try nested(at: start) { reader throws(Failure) in try reader.dictionary() }
        case .array: return try nested(at: start) { reader throws(Failure) in try reader.array() }
        case .string: return .string(try text(closing: "</string>"))
        // CoreFoundation reads a `<key>` outside a dictionary's key position as a string.
        case .key: return .string(try text(closing: "</key>"))
        case .integer: return .integer(try integer())
        case .real: return .real(try real())
        case .true: return try closed(by: "</true>", .bool(true))
        case .false: return try closed(by: "</false>", .bool(false))
        case .date: return .date(try date())
        case .data: return .data(try data())
        }
    }

    private enum Tag: CustomStringConvertible {
        case dict, array, string, key, integer, real, `true`, `false`, date, data

        /// Compared byte by byte: this runs once per element of the document.
        init?(_ name: UnsafeBufferPointer<UInt8>) {
            func equals(_ literal: StaticString) -> Bool {
                name.count == literal.utf8CodeUnitCount && memcmp(name.baseAddress!, literal.utf8Start, name.count) == 0
            }
            switch name.first {
            case UInt8(ascii: "d"): if equals("dict") { self = .dict } else if equals("date") { self = .date } else if equals("data") { self = .data } else { return nil }
            case UInt8(ascii: "a"): if equals("array") { self = .array } else { return nil }
            case UInt8(ascii: "s"): if equals("string") { self = .string } else { return nil }
            case UInt8(ascii: "k"): if equals("key") { self = .key } else { return nil }
            case UInt8(ascii: "i"): if equals("integer") { self = .integer } else { return nil }
            case UInt8(ascii: "r"): if equals("real") { self = .real } else { return nil }
            case UInt8(ascii: "t"): if equals("true") { self = .true } else { return nil }
            case UInt8(ascii: "f"): if equals("false") { self = .false } else { return nil }
            default: return nil
            }
        }

        var description: String {
            switch self {
            case .dict: "dict"
            case .array: "array"
            case .string: "string"
            case .key: "key"
            case .integer: "integer"
            case .real: "real"
            case .true: "true"
            case .false: "false"
            case .date: "date"
            case .data: "data"
            }
        }
    }

    private mutating func closed(by closing: StaticString, _ value: PlistValue) throws(Failure) -> PlistValue {
        guard skip(closing) else { throw Failure(offset: position, message: "expected \(closing), found \(describe(at: position))") }
        return value
    }

    private mutating func nested(at start: Int, _ read: (inout XMLPlistReader) throws(Failure) -> PlistValue) throws(Failure) -> PlistValue {
        if let exceeded = budget.enter() { throw Failure(offset: start, message: exceeded) }
        defer { budget.leave() }
        return try read(&self)
    }

    /// Entries are gathered first so that the table is made at its final size, not regrown.
    private mutating func dictionary() throws(Failure) -> PlistValue {
        var entries: [(key: String, value: PlistValue)] = []
        while true {
            try skipMisc()
            if skip("</dict>") { break }
            let keyStart = position
            let key: String
            if skip("<key>") {
                key = try text(closing: "</key>")
            } else if skip("<key/>") {
                key = ""
            } else {
                throw Failure(offset: position, message: "expected <key> or </dict>, found \(describe(at: position))")
            }
            if let exceeded = budget.countValue() { throw Failure(offset: position, message: exceeded) }
            try skipMisc()
            // A closing tag where the value belongs; one byte compared, as this runs per entry.
            if position + 1 < bytes.count, bytes[position + 1] == .slash {
                throw Failure(offset: keyStart, message: "the key \"\(key)\" has no value")
            }
            entries.append((key, try value()))
        }
        var table = [SettingKey: PlistValue](minimumCapacity: entries.count)
        // The last of duplicate keys wins, as in CoreFoundation.
        for (key, value) in entries { table[SettingKey(key)] = value }
        return .dictionary(table)
    }

    private mutating func array() throws(Failure) -> PlistValue {
        var list: [PlistValue] = []
        while true {
            try skipMisc()
            if skip("</array>") { return .array(list) }
            if starts(with: "</") {
                throw Failure(offset: position, message: "expected a value or </array>, found \(tagDescription(at: position))")
            }
            list.append(try value())
        }
    }

    /// Character data up to `closing`: entities and character references resolved, CDATA
    /// sections taken as written. A text without either is made straight from the file's bytes.
    private mutating func text(closing: StaticString) throws(Failure) -> String {
        let start = position
        while let byte = peek(), byte != .lessThan, byte != .ampersand { position += 1 }
        if skip(closing) { return try string(from: start, to: position - closing.utf8CodeUnitCount) }
        var buffer = Array(bytes[start..<position])
        while let byte = peek() {
            switch byte {
            case .ampersand:
                buffer.append(contentsOf: String(try reference()).utf8)
            case .lessThan:
                if skip(closing) {
                    guard buffer.count <= budget.limits.stringBytes else { throw Failure(offset: start, message: budget.limits.stringTooLong) }
                    return try buffer.withUnsafeBufferPointer { utf8 throws(Failure) in try Self.string(utf8, at: start) }
                }
                if starts(with: "<![CDATA[") {
                    position += 9
                    guard let end = find("]]>") else { throw Failure(offset: position - 9, message: "the CDATA section is never closed with ]]>") }
                    buffer.append(contentsOf: bytes[position..<end])
                    position = end + 3
                } else if starts(with: "<!--") {
                    throw Failure(offset: position, message: "a comment inside a text is not allowed in a property list")
                } else {
                    throw Failure(offset: position, message: "expected \(closing), found \(tagDescription(at: position))")
                }
            default:
                buffer.append(byte)
                position += 1
            }
        }
        throw Failure(offset: start, message: "the text that starts here is never closed with \(closing)")
    }

    /// `&lt;` and the other four, `&#60;`, `&#x3C;`.
    private mutating func reference() throws(Failure) -> Unicode.Scalar {
        let start = position
        guard let end = find(.semicolon), end - position <= 10 else {
            throw Failure(offset: start, message: "a '&' starts no entity; write it as &amp;")
        }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[position + 1..<end]), as: UTF8.self)
        position = end + 1
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.hasPrefix("#") else {
                throw Failure(offset: start, message: "unknown entity &\(name); (only &lt; &gt; &amp; &quot; &apos; and character references are defined)")
            }
            let digits = name.dropFirst()
            let isHex = digits.hasPrefix("x")
            let number = isHex ? digits.dropFirst() : digits
            guard !number.hasPrefix("+"), let code = UInt32(number, radix: isHex ? 16 : 10), let scalar = Unicode.Scalar(code) else {
                throw Failure(offset: start, message: "&\(name); is not the number of a Unicode character")
            }
            return scalar
        }
    }

    /// Decimal or `0x` hex, signed, as CoreFoundation reads it: up to `UInt64.max`, which
    /// `PlistValue` holds as the `Int` with the same 64 bits (as `NSNumber.intValue` gave).
    private mutating func integer() throws(Failure) -> Int {
        let start = position
        let digits = try content(closing: "</integer>", of: "integer")
        var index = digits.startIndex
        let negative = digits.first == .minus
        if negative || digits.first == .plus { index += 1 }
        var radix: UInt64 = 10
        if digits.count - index >= 2, digits[index] == UInt8(ascii: "0"), digits[index + 1] | 0x20 == UInt8(ascii: "x") {
            radix = 16
            index += 2
        }
        guard index < digits.endIndex else { throw Failure(offset: start, message: "the <integer> has no digits") }
        var magnitude: UInt64 = 0
        while index < digits.endIndex {
            guard let digit = HexDigit.value(of: digits[index]), UInt64(digit) < radix else {
                throw Failure(offset: start, message: "\"\(String(decoding: digits, as: UTF8.self))\" is not an integer")
            }
            let (shifted, overflowShift) = magnitude.multipliedReportingOverflow(by: radix)
            let (next, overflowAdd) = shifted.addingReportingOverflow(UInt64(digit))
            guard !overflowShift, !overflowAdd else {
                throw Failure(offset: start, message: "the integer \(String(decoding: digits, as: UTF8.self)) does not fit in 64 bits")
            }
            magnitude = next
            index += 1
        }
        if negative {
            guard magnitude <= UInt64(Int.max) + 1 else {
                throw Failure(offset: start, message: "the integer \(String(decoding: digits, as: UTF8.self)) does not fit in 64 bits")
            }
            return Int(bitPattern: UInt(0 &- magnitude))
        }
        return Int(bitPattern: UInt(magnitude))
    }

    /// `-1.5e-3` and its simpler forms (`.5`, `5.`, `+1`), `nan`, `inf` and `infinity` in any
    /// case, after optional white space, as CoreFoundation's `strtod` reads them.
    private mutating func real() throws(Failure) -> Double {
        let start = position
        let text = try content(closing: "</real>", of: "real")
        var digits = text.drop(while: Self.isWhitespace)
        let negative = digits.first == .minus
        if negative || digits.first == .plus { digits = digits.dropFirst() }
        let word = String(decoding: digits, as: UTF8.self).lowercased()
        if word == "nan" { return .nan }
        if word == "inf" || word == "infinity" { return negative ? -.infinity : .infinity }
        var index = digits.startIndex
        func skipDigits() -> Int {
            let first = index
            while index < digits.endIndex, (0x30...0x39).contains(digits[index]) { index += 1 }
            return index - first
        }
        var mantissaDigits = skipDigits()
        if index < digits.endIndex, digits[index] == .period {
            index += 1
            mantissaDigits += skipDigits()
        }
        var wellFormed = mantissaDigits > 0
        if wellFormed, index < digits.endIndex, digits[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < digits.endIndex, digits[index] == .minus || digits[index] == .plus { index += 1 }
            wellFormed = skipDigits() > 0
        }
        guard wellFormed, index == digits.endIndex, let number = Double(String(decoding: digits, as: UTF8.self)) else {
            throw Failure(offset: start, message: "\"\(String(decoding: text, as: UTF8.self))\" is not a real number")
        }
        return negative ? -number : number
    }

    /// `2024-02-29T13:05:00Z`, the only form CoreFoundation reads. As there, fields that overflow
    /// carry into the next unit (`2020-02-30` is March 1st).
    private mutating func date() throws(Failure) -> Date {
        let start = position
        let text = try content(closing: "</date>", of: "date")
        func number(_ offset: Int, _ length: Int) -> Int? {
            var value = 0
            for index in text.startIndex + offset..<text.startIndex + offset + length {
                let digit = Int(text[index]) - 0x30
                guard (0...9).contains(digit) else { return nil }
                value = value * 10 + digit
            }
            return value
        }
        let separators: [(Int, UInt8)] = [(4, .minus), (7, .minus), (10, UInt8(ascii: "T")), (13, .colon), (16, .colon), (19, UInt8(ascii: "Z"))]
        guard text.count == 20, separators.allSatisfy({ text[text.startIndex + $0.0] == $0.1 }),
              let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
              let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2) else {
            throw Failure(offset: start, message: "\"\(String(decoding: text, as: UTF8.self))\" is not a date of the form 2024-02-29T13:05:00Z")
        }
        let monthsSinceYearZero = year * 12 + month - 1
        let (carriedYear, monthIndex) = monthsSinceYearZero.quotientAndRemainder(dividingBy: 12)
        let days = Self.daysSince2001(year: carriedYear, month: monthIndex + 1, day: 1) + day - 1
        let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second
        return Date(timeIntervalSinceReferenceDate: TimeInterval(seconds))
    }

    /// Days from 2001-01-01 in the proleptic Gregorian calendar (Howard Hinnant's days_from_civil).
    private static func daysSince2001(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let daysSince1970 = era * 146_097 + dayOfEra - 719_468
        return daysSince1970 - 11_323
    }

    /// Base64 as CoreFoundation decodes it: anything that is not a base64 digit is skipped (line
    /// breaks and indentation, but also stray characters), `=` counts as a zero digit, and
    /// every complete group of four digits gives three bytes, fewer before trailing `=`s.
    private mutating func data() throws(Failure) -> Data {
        let start = position
        guard let end = find(.lessThan) else { throw Failure(offset: start, message: "the <data> is never closed") }
        var decoded: [UInt8] = []
        decoded.reserveCapacity((end - start) / 4 * 3)
        var accumulator: UInt32 = 0
        var digits = 0
        var equalSigns = 0
        for byte in bytes[start..<end] {
            if byte == UInt8(ascii: "=") {
                equalSigns += 1
            } else if !Self.isWhitespace(byte) {
                equalSigns = 0
            }
            guard let digit = Self.base64Digit(byte) else { continue }
            accumulator = accumulator << 6 | UInt32(digit)
            digits += 1
            if digits % 4 == 0 {
                decoded.append(UInt8(truncatingIfNeeded: accumulator >> 16))
                if equalSigns < 2 { decoded.append(UInt8(truncatingIfNeeded: accumulator >> 8)) }
                if equalSigns < 1 { decoded.append(UInt8(truncatingIfNeeded: accumulator)) }
            }
        }
        position = end
        guard skip("</data>") else { throw Failure(offset: position, message: "expected </data>, found \(tagDescription(at: position))") }
        return Data(decoded)
    }

    private static func base64Digit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): byte - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0") + 52
        case UInt8(ascii: "+"): 62
        case UInt8(ascii: "/"): 63
        case UInt8(ascii: "="): 0
        default: nil
        }
    }

    /// The bytes up to `closing`, which must hold no markup or references.
    private mutating func content(closing: StaticString, of element: String) throws(Failure) -> UnsafeBufferPointer<UInt8> {
        let start = position
        guard let end = find(.lessThan) else { throw Failure(offset: start, message: "the <\(element)> is never closed") }
        position = end
        guard skip(closing) else { throw Failure(offset: end, message: "expected \(closing), found \(tagDescription(at: end))") }
        guard end > start else { throw Failure(offset: start, message: "the <\(element)> is empty") }
        if let ampersand = bytes[start..<end].firstIndex(of: .ampersand) {
            throw Failure(offset: ampersand, message: "an <\(element)> cannot hold entities")
        }
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    /// Inlined, as is the next: both run once per text of the document.
    @inline(__always)
    private func string(from start: Int, to end: Int) throws(Failure) -> String {
        guard end - start <= budget.limits.stringBytes else { throw Failure(offset: start, message: budget.limits.stringTooLong) }
        return try Self.string(UnsafeBufferPointer(rebasing: bytes[start..<end]), at: start)
    }

    /// CoreFoundation drops a byte order mark that starts a text.
    @inline(__always)
    private static func string(_ utf8: UnsafeBufferPointer<UInt8>, at offset: Int) throws(Failure) -> String {
        var utf8 = utf8
        if utf8.count >= 3, utf8[0] == 0xEF, utf8[1] == 0xBB, utf8[2] == 0xBF { utf8 = UnsafeBufferPointer(rebasing: utf8[3...]) }
        // `String(validating:)` is not specialised here and costs a metadata lookup per call;
        // ASCII, the common case, is always valid UTF-8 and is decoded directly.
        if utf8.allSatisfy({ $0 < 0x80 }) { return String(decoding: utf8, as: UTF8.self) }
        guard let text = String(validating: utf8, as: UTF8.self) else {
            throw Failure(offset: offset, message: "the text is not valid UTF-8, the encoding the XML declaration names")
        }
        return text
    }

    // MARK: Scanning

    /// Whitespace, comments and processing instructions between elements.
    private mutating func skipMisc() throws(Failure) {
        while true {
            skipWhitespace()
            guard position + 1 < bytes.count, bytes[position] == .lessThan else { return }
            if bytes[position + 1] == .exclamationMark, starts(with: "<!--") {
                try skipComment()
            } else if bytes[position + 1] == .questionMark {
                guard let end = find("?>") else { throw Failure(offset: position, message: "the <? … ?> instruction is never closed") }
                position = end + 2
            } else {
                return
            }
        }
    }

    private mutating func skipComment() throws(Failure) {
        guard let end = find("-->", from: position + 4) else { throw Failure(offset: position, message: "the comment is never closed with -->") }
        position = end + 3
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), Self.isWhitespace(byte) { position += 1 }
    }

    private func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    private func starts(with literal: StaticString) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard bytes.count - position >= length else { return false }
        return memcmp(bytes.baseAddress! + position, literal.utf8Start, length) == 0
    }

    private mutating func skip(_ literal: StaticString) -> Bool {
        guard starts(with: literal) else { return false }
        position += literal.utf8CodeUnitCount
        return true
    }

    private func find(_ byte: UInt8) -> Int? {
        bytes[position...].firstIndex(of: byte)
    }

    private func find(_ literal: StaticString, from start: Int? = nil) -> Int? {
        var index = start ?? position
        let length = literal.utf8CodeUnitCount
        while index + length <= bytes.count {
            if memcmp(bytes.baseAddress! + index, literal.utf8Start, length) == 0 { return index }
            index += 1
        }
        return nil
    }

    /// The tag at `offset` for a message: `<strnig>`, or what is there instead.
    private func tagDescription(at offset: Int) -> String {
        guard offset < bytes.count, bytes[offset] == .lessThan else { return describe(at: offset) }
        let end = bytes[offset...].prefix(40).firstIndex(where: { $0 == .greaterThan || Self.isWhitespace($0) }) ?? min(offset + 40, bytes.count)
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
        return name + (end < bytes.count && bytes[end] == .greaterThan ? ">" : "…")
    }

    /// A few characters at `offset` for a message, or "the end of the file".
    private func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        if bytes[offset] == .lessThan { return tagDescription(at: offset) }
        let end = min(offset + 20, bytes.count)
        let excerpt = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
        return "text \"\(excerpt.prefix { $0 != "\n" && $0 != "\r" && $0 != "<" })\""
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == .space || byte == .tab || byte == .lineFeed || byte == .carriageReturn
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    }
}
