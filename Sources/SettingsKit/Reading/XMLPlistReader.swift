import Foundation

/// Reads an XML property list straight from its bytes into a `PlistValue`, or returns `nil`.
///
/// The house rule is "Foundation for plists", and this is a measured exception to it. A page of
/// 10,000 rows is 3.7 MB of XML: `PropertyListSerialization` takes about 200 ms over it and
/// bridging its objects into `PlistValue` about as much again, while a page must be read and
/// localised in under 100 ms. No Foundation API gets there (the bare SAX pass of `XMLParser`
/// alone takes 140 ms). This reader takes about 20 ms over the same page.
///
/// It takes only what it fully understands, the XML property lists Xcode and
/// `PropertyListSerialization` write: a prolog, DOCTYPE and comments, `<plist>`, the ten value
/// elements (and the empty `<string/>`, `<dict/>`, `<array/>`), the five predefined entities,
/// character references and CDATA sections. On anything else, valid or not (another encoding, a DOCTYPE with an internal subset,
/// an unknown tag, attribute or entity, an integer beyond 64 bits, `nan`, duplicate keys, a
/// carriage return inside a text, …), it returns `nil` and the caller asks Foundation, which
/// stays the authority for binary and OpenStep plists, for unusual XML and for error messages.
/// Differential tests hold its results equal to Foundation's.
struct XMLPlistReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var depth = 0
    /// Deeper documents are left to Foundation rather than risking this reader's stack.
    private static let maximumDepth = 512

    static func read(_ data: Data) -> PlistValue? {
        data.withUnsafeBytes { raw in
            var reader = XMLPlistReader(bytes: raw.bindMemory(to: UInt8.self))
            return reader.document()
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    // MARK: Document

    private mutating func document() -> PlistValue? {
        guard skipProlog(), skip("<plist"), let next = peek(), next == .greaterThan || Self.isWhitespace(next) else { return nil }
        // `version` is the only attribute anyone writes; Foundation ignores it, and so does this.
        guard let end = find(.greaterThan), bytes[end - 1] != .slash else { return nil }
        position = end + 1
        guard skipMisc(), let value = value(), skipMisc(), skip("</plist>"), skipMisc(), position == bytes.count else { return nil }
        return value
    }

    /// The XML declaration (UTF-8 only), comments and a DOCTYPE without an internal subset.
    private mutating func skipProlog() -> Bool {
        while true {
            skipWhitespace()
            if starts(with: "<?") {
                guard let end = find("?>") else { return false }
                let declaration = String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self)
                guard Self.declaresUTF8(declaration) else { return false }
                position = end + 2
            } else if starts(with: "<!--") {
                guard skipComment() else { return false }
            } else if starts(with: "<!DOCTYPE") {
                guard let end = find(.greaterThan),
                      !bytes[position..<end].contains(.leftBracket) else { return false }
                position = end + 1
            } else {
                return true
            }
        }
    }

    private static func declaresUTF8(_ declaration: String) -> Bool {
        guard declaration.hasPrefix("<?xml"), let range = declaration.range(of: "encoding") else {
            return declaration.hasPrefix("<?xml")
        }
        let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return false }
        return rest.dropFirst().prefix { $0 != quote }.lowercased() == "utf-8"
    }

    // MARK: Values

    private mutating func value() -> PlistValue? {
        guard peek() == .lessThan else { return nil }
        position += 1
        let nameStart = position
        while let byte = peek(), Self.isNameByte(byte) { position += 1 }
        let name = UnsafeBufferPointer(rebasing: bytes[nameStart..<position])
        let isEmpty: Bool
        if skip("/>") {
            isEmpty = true
        } else if skip(">") {
            isEmpty = false
        } else {
            return nil
        }
        switch Tag(name) {
        case .dict: return isEmpty ? .dictionary([:]) : nested { $0.dictionary() }
        case .array: return isEmpty ? .array([]) : nested { $0.array() }
        case .string: return isEmpty ? .string("") : text(closing: "</string>").map(PlistValue.string)
        case .integer: return isEmpty ? nil : integer()
        case .real: return isEmpty ? nil : real()
        case .true: return isEmpty ? .bool(true) : nil
        case .false: return isEmpty ? .bool(false) : nil
        case .date: return isEmpty ? nil : date()
        case .data: return isEmpty ? nil : data()
        case nil: return nil
        }
    }

    private enum Tag {
        case dict, array, string, integer, real, `true`, `false`, date, data

        /// Compared byte by byte: this runs once per element of the document.
        init?(_ name: UnsafeBufferPointer<UInt8>) {
            func equals(_ literal: StaticString) -> Bool {
                name.count == literal.utf8CodeUnitCount && memcmp(name.baseAddress!, literal.utf8Start, name.count) == 0
            }
            switch name.first {
            case UInt8(ascii: "d"): if equals("dict") { self = .dict } else if equals("date") { self = .date } else if equals("data") { self = .data } else { return nil }
            case UInt8(ascii: "a"): if equals("array") { self = .array } else { return nil }
            case UInt8(ascii: "s"): if equals("string") { self = .string } else { return nil }
            case UInt8(ascii: "i"): if equals("integer") { self = .integer } else { return nil }
            case UInt8(ascii: "r"): if equals("real") { self = .real } else { return nil }
            case UInt8(ascii: "t"): if equals("true") { self = .true } else { return nil }
            case UInt8(ascii: "f"): if equals("false") { self = .false } else { return nil }
            default: return nil
            }
        }
    }

    private mutating func nested(_ read: (inout XMLPlistReader) -> PlistValue?) -> PlistValue? {
        guard depth < Self.maximumDepth else { return nil }
        depth += 1
        defer { depth -= 1 }
        return read(&self)
    }

    /// Entries are gathered first so that the table is made at its final size, not regrown.
    private mutating func dictionary() -> PlistValue? {
        var entries: [(key: String, value: PlistValue)] = []
        while true {
            guard skipMisc() else { return nil }
            if skip("</dict>") { break }
            guard skip("<key>"), let key = text(closing: "</key>"), skipMisc(), let value = value() else { return nil }
            entries.append((key, value))
        }
        var table = [String: PlistValue](minimumCapacity: entries.count)
        for (key, value) in entries {
            guard table.updateValue(value, forKey: key) == nil else { return nil }
        }
        return .dictionary(table)
    }

    private mutating func array() -> PlistValue? {
        var list: [PlistValue] = []
        while true {
            guard skipMisc() else { return nil }
            if skip("</array>") { return .array(list) }
            guard let value = value() else { return nil }
            list.append(value)
        }
    }

    /// Character data up to `closing`: entities and character references resolved, CDATA
    /// sections taken as written. A text without either is made straight from the file's bytes.
    private mutating func text(closing: StaticString) -> String? {
        let start = position
        while let byte = peek(), byte != .lessThan, byte != .ampersand, byte != .carriageReturn { position += 1 }
        if skip(closing) { return Self.string(UnsafeBufferPointer(rebasing: bytes[start..<position - closing.utf8CodeUnitCount])) }
        var buffer = Array(bytes[start..<position])
        while let byte = peek() {
            switch byte {
            case .ampersand:
                guard let scalar = reference() else { return nil }
                buffer.append(contentsOf: String(scalar).utf8)
            case .lessThan:
                if skip(closing) { return buffer.withUnsafeBufferPointer(Self.string) }
                guard skip("<![CDATA["), let end = find("]]>") else { return nil }
                buffer.append(contentsOf: bytes[position..<end])
                position = end + 3
            case .carriageReturn:
                // XML turns line breaks into `\n`; whether Foundation does is not worth knowing here.
                return nil
            default:
                buffer.append(byte)
                position += 1
            }
        }
        return nil
    }

    /// `&lt;` and the other four, `&#60;`, `&#x3C;`.
    private mutating func reference() -> Unicode.Scalar? {
        guard let end = find(.semicolon), end - position <= 10 else { return nil }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[position + 1..<end]), as: UTF8.self)
        position = end + 1
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let code = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            guard let code, code != 0, !digits.hasPrefix("x+"), !digits.hasPrefix("+") else { return nil }
            return Unicode.Scalar(code)
        }
    }

    /// Decimal digits with an optional minus, within 64 bits; Foundation decides anything else.
    private mutating func integer() -> PlistValue? {
        guard let digits = content(closing: "</integer>") else { return nil }
        var index = digits.startIndex
        let negative = digits.first == .minus
        if negative { index += 1 }
        guard index < digits.endIndex else { return nil }
        var number = 0
        while index < digits.endIndex {
            let digit = Int(digits[index]) - 0x30
            guard (0...9).contains(digit) else { return nil }
            let (shifted, overflowShift) = number.multipliedReportingOverflow(by: 10)
            let (next, overflowAdd) = negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflowShift, !overflowAdd else { return nil }
            number = next
            index += 1
        }
        return .integer(number)
    }

    /// `-1.5e-3` and its simpler forms; `nan`, `inf` and the like are left to Foundation.
    private mutating func real() -> PlistValue? {
        guard let digits = content(closing: "</real>") else { return nil }
        var index = digits.startIndex
        func skipDigits() -> Int {
            let start = index
            while index < digits.endIndex, (0x30...0x39).contains(digits[index]) { index += 1 }
            return index - start
        }
        if index < digits.endIndex, digits[index] == .minus { index += 1 }
        guard skipDigits() > 0 else { return nil }
        if index < digits.endIndex, digits[index] == .period {
            index += 1
            guard skipDigits() > 0 else { return nil }
        }
        if index < digits.endIndex, digits[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < digits.endIndex, digits[index] == .minus || digits[index] == .plus { index += 1 }
            guard skipDigits() > 0 else { return nil }
        }
        guard index == digits.endIndex, let number = Double(String(decoding: digits, as: UTF8.self)), number.isFinite else { return nil }
        return .real(number)
    }

    /// `2024-02-29T13:05:00Z`, the only form Foundation writes, in years 1601 to 9999.
    private mutating func date() -> PlistValue? {
        guard let text = content(closing: "</date>"), text.count == 20 else { return nil }
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
        guard separators.allSatisfy({ text[text.startIndex + $0.0] == $0.1 }),
              let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
              let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
              (1601...9999).contains(year), (1...12).contains(month), (1...Self.days(inMonth: month, of: year)).contains(day),
              hour < 24, minute < 60, second < 60 else { return nil }
        let days = Self.daysSince2001(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second
        return .date(Date(timeIntervalSinceReferenceDate: TimeInterval(seconds)))
    }

    private static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 2001-01-01 in the proleptic Gregorian calendar (Howard Hinnant's days_from_civil).
    private static func daysSince2001(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = shiftedYear / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let daysSince1970 = era * 146_097 + dayOfEra - 719_468
        return daysSince1970 - 11_323
    }

    /// Base64 with line breaks and indentation, as Foundation writes it.
    private mutating func data() -> PlistValue? {
        guard let text = content(closing: "</data>") else { return nil }
        let encoded = text.filter { !Self.isWhitespace($0) }
        guard let decoded = Data(base64Encoded: Data(encoded)) else { return nil }
        return .data(decoded)
    }

    /// The bytes up to `closing`, which must hold no markup or references.
    private mutating func content(closing: StaticString) -> UnsafeBufferPointer<UInt8>? {
        let start = position
        guard let end = find(.lessThan) else { return nil }
        position = end
        guard skip(closing), !bytes[start..<end].contains(.ampersand) else { return nil }
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    /// Foundation drops a byte order mark that starts a text; such a text is left to it.
    private static func string(_ utf8: UnsafeBufferPointer<UInt8>) -> String? {
        if utf8.count >= 3, utf8[0] == 0xEF, utf8[1] == 0xBB, utf8[2] == 0xBF { return nil }
        // `String(validating:)` is not specialised here and costs a metadata lookup per call;
        // ASCII, the common case, is always valid UTF-8 and is decoded directly.
        if utf8.allSatisfy({ $0 < 0x80 }) { return String(decoding: utf8, as: UTF8.self) }
        return String(validating: utf8, as: UTF8.self)
    }

    // MARK: Scanning

    /// Whitespace and comments between elements; false on an unclosed comment.
    private mutating func skipMisc() -> Bool {
        while true {
            skipWhitespace()
            guard starts(with: "<!--") else { return true }
            guard skipComment() else { return false }
        }
    }

    private mutating func skipComment() -> Bool {
        position += 4
        guard let end = find("-->") else { return false }
        position = end + 3
        return true
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

    private func find(_ literal: StaticString) -> Int? {
        var index = position
        let length = literal.utf8CodeUnitCount
        while index + length <= bytes.count {
            if memcmp(bytes.baseAddress! + index, literal.utf8Start, length) == 0 { return index }
            index += 1
        }
        return nil
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == .space || byte == .tab || byte == .lineFeed || byte == .carriageReturn
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    }
}

private extension UInt8 {
    static let tab = UInt8(ascii: "\t")
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let ampersand = UInt8(ascii: "&")
    static let plus = UInt8(ascii: "+")
    static let minus = UInt8(ascii: "-")
    static let period = UInt8(ascii: ".")
    static let slash = UInt8(ascii: "/")
    static let colon = UInt8(ascii: ":")
    static let semicolon = UInt8(ascii: ";")
    static let lessThan = UInt8(ascii: "<")
    static let greaterThan = UInt8(ascii: ">")
    static let leftBracket = UInt8(ascii: "[")
}
