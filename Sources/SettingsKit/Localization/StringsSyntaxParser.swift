/// The text form of a `.strings` file, OpenStep property list syntax as CoreFoundation reads it:
/// `"key" = "value";` entries (optionally inside one `{ }`), the `"key";` shorthand for a value
/// equal to its key, unquoted words of `[A-Za-z0-9_.$/:-]`, `/* */` and `//` comments, single or
/// double quotes, backslash escapes. The last of duplicate keys wins.
///
/// Written by hand rather than left to `PropertyListSerialization` because a bundle's author needs
/// the line of a mistake, and Foundation only says it in prose.
struct StringsSyntaxParser {
    struct Failure: Error, Equatable {
        let line: Int
        let message: String
    }

    /// `text` must be valid UTF-8 (see `StringsTextDecoder`).
    static func parse(_ text: [UInt8]) -> Result<[String: String], Failure> {
        text.withUnsafeBufferPointer { buffer in
            var parser = StringsSyntaxParser(bytes: buffer)
            do throws(SyntaxError) {
                return .success(try parser.parseFile())
            } catch {
                return .failure(Failure(line: parser.line(at: error.offset), message: error.message))
            }
        }
    }

    private struct SyntaxError: Error {
        let offset: Int
        let message: String
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    /// Reused across strings so unescaping does not allocate per value.
    private var unescaped: [UInt8] = []

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private mutating func parseFile() throws(SyntaxError) -> [String: String] {
        var table: [String: String] = [:]
        skipWhitespaceAndComments()
        if position < bytes.count, bytes[position] == ASCII.openBrace {
            let openBrace = position
            position += 1
            try parseEntries(into: &table, closedBy: ASCII.closeBrace, openedAt: openBrace)
            position += 1
            skipWhitespaceAndComments()
            guard position == bytes.count else {
                throw SyntaxError(offset: position, message: "unexpected \(describeCharacter(at: position)) after the closing '}'")
            }
        } else {
            try parseEntries(into: &table, closedBy: nil, openedAt: 0)
        }
        return table
    }

    /// Stops at end of file, or in front of `closer` when the entries are inside braces.
    private mutating func parseEntries(
        into table: inout [String: String], closedBy closer: UInt8?, openedAt opening: Int
    ) throws(SyntaxError) {
        while true {
            skipWhitespaceAndComments()
            guard position < bytes.count else {
                if closer != nil {
                    throw SyntaxError(offset: opening, message: "the '{' here is never closed with '}'")
                }
                return
            }
            if bytes[position] == closer { return }
            guard let key = try parseString() else {
                throw SyntaxError(offset: position, message: "expected a key in quotes, found \(describeCharacter(at: position))")
            }
            let keyEnd = position
            skipWhitespaceAndComments()
            if position < bytes.count, bytes[position] == ASCII.semicolon {
                position += 1
                table[key] = key
                continue
            }
            guard position < bytes.count, bytes[position] == ASCII.equals else {
                throw SyntaxError(offset: position < bytes.count ? position : keyEnd,
                                  message: "expected '=' or ';' after the key \"\(key)\", found \(describeCharacter(at: position))")
            }
            position += 1
            skipWhitespaceAndComments()
            guard let value = try parseString() else {
                throw SyntaxError(offset: position < bytes.count ? position : keyEnd,
                                  message: "expected a value in quotes for the key \"\(key)\", found \(describeCharacter(at: position))")
            }
            let valueEnd = position
            skipWhitespaceAndComments()
            guard position < bytes.count, bytes[position] == ASCII.semicolon else {
                // Reported where the value ends: the next line is usually a correct entry.
                throw SyntaxError(offset: valueEnd, message: "missing ';' after the value of the key \"\(key)\"")
            }
            position += 1
            table[key] = value
        }
    }

    /// A quoted or unquoted string, or nil when none starts here.
    private mutating func parseString() throws(SyntaxError) -> String? {
        guard position < bytes.count else { return nil }
        let byte = bytes[position]
        if byte == ASCII.doubleQuote || byte == ASCII.singleQuote {
            return try parseQuotedString(quote: byte)
        }
        guard Self.isUnquotedCharacter(byte) else { return nil }
        let start = position
        while position < bytes.count, Self.isUnquotedCharacter(bytes[position]) {
            position += 1
        }
        return string(from: start, to: position)
    }

    private mutating func parseQuotedString(quote: UInt8) throws(SyntaxError) -> String {
        let opening = position
        position += 1
        let start = position
        while position < bytes.count, bytes[position] != quote, bytes[position] != ASCII.backslash {
            position += 1
        }
        guard position < bytes.count else { throw unclosedString(openedAt: opening) }
        if bytes[position] == quote {
            position += 1
            return string(from: start, to: position - 1)
        }
        unescaped.removeAll(keepingCapacity: true)
        unescaped.append(contentsOf: bytes[start..<position])
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if byte == quote {
                return String(decoding: unescaped, as: UTF8.self)
            }
            if byte == ASCII.backslash {
                guard position < bytes.count else { break }
                appendEscapedCharacter()
            } else {
                unescaped.append(byte)
            }
        }
        throw unclosedString(openedAt: opening)
    }

    private func unclosedString(openedAt opening: Int) -> SyntaxError {
        SyntaxError(offset: opening, message: "the string that starts here is never closed with a quote")
    }

    /// Reads what follows a backslash, as CoreFoundation's `getSlashedChar` does: C escapes,
    /// up to three octal digits, `\U` (or `\u`) with up to four hex digits; any other character
    /// stands for itself (so `\"`, `\\` and `\'` work).
    private mutating func appendEscapedCharacter() {
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "n"): append(0x0A)
        case UInt8(ascii: "t"): append(0x09)
        case UInt8(ascii: "r"): append(0x0D)
        case UInt8(ascii: "a"): append(0x07)
        case UInt8(ascii: "b"): append(0x08)
        case UInt8(ascii: "f"): append(0x0C)
        case UInt8(ascii: "v"): append(0x0B)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value: UInt32 = 0
            var digits = 0
            while digits < 3, position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[position]) {
                value = value << 3 | UInt32(bytes[position] - UInt8(ascii: "0"))
                position += 1
                digits += 1
            }
            // CoreFoundation reads the octal value as one byte in the NeXTSTEP encoding; only ASCII
            // occurs in practice, and Latin-1 stands in for the rest.
            appendScalar(Unicode.Scalar(UInt8(truncatingIfNeeded: value)))
        case UInt8(ascii: "U"), UInt8(ascii: "u"):
            position += 1
            guard let unit = readHexCodeUnit() else {
                unescaped.append(byte)
                return
            }
            appendScalar(scalar(startingWith: unit))
        default:
            unescaped.append(byte)
            position += 1
        }
    }

    private mutating func append(_ byte: UInt8) {
        unescaped.append(byte)
        position += 1
    }

    /// Characters outside the Basic Multilingual Plane are written as two escapes, a UTF-16
    /// surrogate pair; a half pair cannot be text, so it becomes U+FFFD rather than failing.
    private mutating func scalar(startingWith unit: UInt16) -> Unicode.Scalar {
        if UTF16.isLeadSurrogate(unit) {
            let afterLead = position
            if position + 1 < bytes.count, bytes[position] == ASCII.backslash,
               bytes[position + 1] == UInt8(ascii: "U") || bytes[position + 1] == UInt8(ascii: "u") {
                position += 2
                if let trail = readHexCodeUnit(), UTF16.isTrailSurrogate(trail) {
                    let value = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(trail - 0xDC00)
                    return Unicode.Scalar(value) ?? Self.replacementCharacter
                }
            }
            position = afterLead
            return Self.replacementCharacter
        }
        return Unicode.Scalar(unit) ?? Self.replacementCharacter
    }

    /// Up to four hex digits, nil when there are none.
    private mutating func readHexCodeUnit() -> UInt16? {
        var value: UInt16 = 0
        var digits = 0
        while digits < 4, position < bytes.count, let digit = HexDigit.value(of: bytes[position]) {
            value = value << 4 | UInt16(digit)
            position += 1
            digits += 1
        }
        return digits == 0 ? nil : value
    }

    private mutating func appendScalar(_ scalar: Unicode.Scalar) {
        UTF8.encode(scalar) { unescaped.append($0) }
    }

    private mutating func skipWhitespaceAndComments() {
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case ASCII.space, ASCII.tab, ASCII.newline, ASCII.carriageReturn, 0x0B, 0x0C:
                position += 1
            case ASCII.slash where position + 1 < bytes.count && bytes[position + 1] == ASCII.slash:
                while position < bytes.count, bytes[position] != ASCII.newline, bytes[position] != ASCII.carriageReturn {
                    position += 1
                }
            case ASCII.slash where position + 1 < bytes.count && bytes[position + 1] == ASCII.asterisk:
                position += 2
                // CoreFoundation lets a comment that is never closed run to the end of the file.
                while position < bytes.count, !(bytes[position] == ASCII.asterisk && position + 1 < bytes.count
                                                 && bytes[position + 1] == ASCII.slash) {
                    position += 1
                }
                position = min(position + 2, bytes.count)
            case 0xE2 where position + 2 < bytes.count && bytes[position + 1] == 0x80
                && (bytes[position + 2] == 0xA8 || bytes[position + 2] == 0xA9):
                // U+2028 and U+2029, the Unicode line and paragraph separators.
                position += 3
            case 0xEF where position + 2 < bytes.count && bytes[position + 1] == 0xBB && bytes[position + 2] == 0xBF:
                // A stray byte order mark, left where files were joined together.
                position += 3
            default:
                return
            }
        }
    }

    private func string(from start: Int, to end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// Lines end at LF, CRLF or a lone CR; counted only when reporting, to keep parsing fast.
    private func line(at offset: Int) -> Int {
        var line = 1
        var index = 0
        let end = min(offset, bytes.count)
        while index < end {
            if bytes[index] == ASCII.newline {
                line += 1
            } else if bytes[index] == ASCII.carriageReturn, index + 1 >= bytes.count || bytes[index + 1] != ASCII.newline {
                line += 1
            }
            index += 1
        }
        return line
    }

    private func describeCharacter(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 {
            end += 1
        }
        return string(from: offset, to: end).debugDescription
    }

    private static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    private static let replacementCharacter: Unicode.Scalar = "\u{FFFD}"

    private enum ASCII {
        static let tab = UInt8(ascii: "\t")
        static let newline = UInt8(ascii: "\n")
        static let carriageReturn = UInt8(ascii: "\r")
        static let space = UInt8(ascii: " ")
        static let doubleQuote = UInt8(ascii: "\"")
        static let singleQuote = UInt8(ascii: "'")
        static let asterisk = UInt8(ascii: "*")
        static let slash = UInt8(ascii: "/")
        static let semicolon = UInt8(ascii: ";")
        static let equals = UInt8(ascii: "=")
        static let backslash = UInt8(ascii: "\\")
        static let openBrace = UInt8(ascii: "{")
        static let closeBrace = UInt8(ascii: "}")
    }
}
