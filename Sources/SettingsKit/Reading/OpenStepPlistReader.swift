import FoundationEssentials

/// Reads an OpenStep (ASCII) property list, the text form of `.strings` files included, as
/// CoreFoundation reads it: `{ key = value; }` dictionaries, `( a, b )` arrays, `<0fbd 77>` data,
/// strings quoted (single or double quotes, backslash escapes) or not (words of
/// `[A-Za-z0-9_.$/:-]`; numbers are strings too), `/* */` and `//` comments. A file of
/// `"key" = "value";` entries without braces is a dictionary (how `.strings` files are written),
/// with `"key";` short for a value equal to its key. The last of duplicate keys wins; a file of
/// nothing but white space and comments is an empty dictionary.
///
/// Written by hand rather than left to `PropertyListSerialization` (which FoundationEssentials
/// does not have) also because a bundle's author needs the line of a mistake.
struct OpenStepPlistReader {
    /// `text` must be valid UTF-8 (see `PlistTextDecoder`).
    static func read(_ text: [UInt8], limits: PlistReadLimits) -> Result<PlistValue, PropertyListReadFailure> {
        text.withUnsafeBufferPointer { buffer in
            var reader = OpenStepPlistReader(bytes: buffer, limits: limits)
            do throws(SyntaxError) {
                return .success(try reader.document())
            } catch {
                return .failure(PropertyListReadFailure(error.message, line: TextLines.number(at: error.offset, in: buffer)))
            }
        }
    }

    private struct SyntaxError: Error {
        let offset: Int
        let message: String
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var budget: PlistReadBudget
    private var position = 0
    /// Reused across strings so unescaping does not allocate per value.
    private var unescaped: [UInt8] = []

    private init(bytes: UnsafeBufferPointer<UInt8>, limits: PlistReadLimits) {
        self.bytes = bytes
        budget = PlistReadBudget(limits)
    }

    private mutating func document() throws(SyntaxError) -> PlistValue {
        skipWhitespaceAndComments()
        guard position < bytes.count else { return .dictionary([:]) }
        let start = position
        let value = try parseValue()
        skipWhitespaceAndComments()
        guard position < bytes.count else { return value }
        guard case .string = value else {
            let closer = bytes[start] == .openBrace ? "the closing '}'" : bytes[start] == .openParenthesis ? "the closing ')'" : "the value"
            throw SyntaxError(offset: position, message: "unexpected \(describeCharacter(at: position)) after \(closer)")
        }
        // A string followed by more is the first key of a `.strings` file's brace-less entries.
        position = start
        budget.restart()
        var table: [SettingKey: PlistValue] = [:]
        try parseEntries(into: &table, closedBy: nil, openedAt: start)
        return .dictionary(table)
    }

    private mutating func parseValue() throws(SyntaxError) -> PlistValue {
        guard position < bytes.count else {
            throw SyntaxError(offset: position, message: "expected a value, found the end of the file")
        }
        if let exceeded = budget.countValue() { throw SyntaxError(offset: position, message: exceeded) }
        let opening = position
        switch bytes[position] {
        case .openBrace:
            position += 1
            return try nested(at: opening) { reader throws(SyntaxError) in
                var table: [SettingKey: PlistValue] = [:]
                try reader.parseEntries(into: &table, closedBy: .closeBrace, openedAt: opening)
                reader.position += 1
                return .dictionary(table)
            }
        case .openParenthesis:
            position += 1
            return try nested(at: opening) { reader throws(SyntaxError) in try reader.parseArrayElements(openedAt: opening) }
        case .lessThan:
            position += 1
            return .data(try parseData(openedAt: opening))
        default:
            guard let text = try parseString() else {
                throw SyntaxError(offset: position, message: "expected a value, found \(describeCharacter(at: position))")
            }
            return .string(text)
        }
    }

    private mutating func nested(at opening: Int, _ read: (inout OpenStepPlistReader) throws(SyntaxError) -> PlistValue) throws(SyntaxError) -> PlistValue {
        if let exceeded = budget.enter() { throw SyntaxError(offset: opening, message: exceeded) }
        defer { budget.leave() }
        return try read(&self)
    }

    /// Stops at end of file, or in front of `closer` when the entries are inside braces.
    private mutating func parseEntries(
        into table: inout [SettingKey: PlistValue], closedBy closer: UInt8?, openedAt opening: Int
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
            if let exceeded = budget.countValue() { throw SyntaxError(offset: position, message: exceeded) }
            let keyEnd = position
            skipWhitespaceAndComments()
            if position < bytes.count, bytes[position] == .semicolon {
                position += 1
                if let exceeded = budget.countValue() { throw SyntaxError(offset: position, message: exceeded) }
                table[SettingKey(key)] = .string(key)
                continue
            }
            guard position < bytes.count, bytes[position] == .equals else {
                throw SyntaxError(offset: position < bytes.count ? position : keyEnd,
                                  message: "expected '=' or ';' after the key \"\(key)\", found \(describeCharacter(at: position))")
            }
            position += 1
            skipWhitespaceAndComments()
            guard position < bytes.count, bytes[position] != .semicolon, bytes[position] != .closeBrace else {
                throw SyntaxError(offset: position < bytes.count ? position : keyEnd,
                                  message: "expected a value for the key \"\(key)\", found \(describeCharacter(at: position))")
            }
            let value = try parseValue()
            let valueEnd = position
            skipWhitespaceAndComments()
            guard position < bytes.count, bytes[position] == .semicolon else {
                // Reported where the value ends: the next line is usually a correct entry.
                throw SyntaxError(offset: valueEnd, message: "missing ';' after the value of the key \"\(key)\"")
            }
            position += 1
            table[SettingKey(key)] = value
        }
    }

    /// After the `(`: values separated by commas, a trailing comma allowed, up to the `)`.
    private mutating func parseArrayElements(openedAt opening: Int) throws(SyntaxError) -> PlistValue {
        var list: [PlistValue] = []
        while true {
            skipWhitespaceAndComments()
            guard position < bytes.count else { throw SyntaxError(offset: opening, message: "the '(' here is never closed with ')'") }
            if bytes[position] == .closeParenthesis {
                position += 1
                return .array(list)
            }
            list.append(try parseValue())
            skipWhitespaceAndComments()
            guard position < bytes.count else { throw SyntaxError(offset: opening, message: "the '(' here is never closed with ')'") }
            if bytes[position] == .comma {
                position += 1
            } else if bytes[position] != .closeParenthesis {
                throw SyntaxError(offset: position, message: "expected ',' or ')' in the array, found \(describeCharacter(at: position))")
            }
        }
    }

    /// After the `<`: pairs of hex digits, white space anywhere between them, up to the `>`.
    private mutating func parseData(openedAt opening: Int) throws(SyntaxError) -> Data {
        var data = Data()
        var high: UInt8?
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if byte == .greaterThan {
                guard high == nil else { throw SyntaxError(offset: opening, message: "the data has an odd number of hex digits") }
                return data
            }
            if Self.isWhitespace(byte) { continue }
            guard let digit = HexDigit.value(of: byte) else {
                throw SyntaxError(offset: position - 1, message: "data holds only hex digits, found \(describeCharacter(at: position - 1))")
            }
            if let first = high {
                data.append(first << 4 | digit)
                high = nil
            } else {
                high = digit
            }
        }
        throw SyntaxError(offset: opening, message: "the '<' here is never closed with '>'")
    }

    /// A quoted or unquoted string, or nil when none starts here.
    private mutating func parseString() throws(SyntaxError) -> String? {
        guard position < bytes.count else { return nil }
        let byte = bytes[position]
        if byte == .doubleQuote || byte == .singleQuote {
            return try parseQuotedString(quote: byte)
        }
        guard Self.isUnquotedCharacter(byte) else { return nil }
        let start = position
        while position < bytes.count, Self.isUnquotedCharacter(bytes[position]) {
            position += 1
        }
        guard position - start <= budget.limits.stringBytes else { throw SyntaxError(offset: start, message: budget.limits.stringTooLong) }
        return string(from: start, to: position)
    }

    private mutating func parseQuotedString(quote: UInt8) throws(SyntaxError) -> String {
        let opening = position
        position += 1
        let start = position
        while position < bytes.count, bytes[position] != quote, bytes[position] != .backslash {
            position += 1
        }
        guard position < bytes.count else { throw unclosedString(openedAt: opening) }
        if bytes[position] == quote {
            position += 1
            guard position - 1 - start <= budget.limits.stringBytes else { throw SyntaxError(offset: opening, message: budget.limits.stringTooLong) }
            return string(from: start, to: position - 1)
        }
        unescaped.removeAll(keepingCapacity: true)
        unescaped.append(contentsOf: bytes[start..<position])
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if byte == quote {
                guard unescaped.count <= budget.limits.stringBytes else { throw SyntaxError(offset: opening, message: budget.limits.stringTooLong) }
                return String(decoding: unescaped, as: UTF8.self)
            }
            if byte == .backslash {
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
            if position + 1 < bytes.count, bytes[position] == .backslash,
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
            case _ where Self.isWhitespace(byte):
                position += 1
            case .slash where position + 1 < bytes.count && bytes[position + 1] == .slash:
                while position < bytes.count, bytes[position] != .lineFeed, bytes[position] != .carriageReturn {
                    position += 1
                }
            case .slash where position + 1 < bytes.count && bytes[position + 1] == .asterisk:
                position += 2
                // CoreFoundation lets a comment that is never closed run to the end of the file.
                while position < bytes.count, !(bytes[position] == .asterisk && position + 1 < bytes.count
                                                 && bytes[position + 1] == .slash) {
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

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == .space || byte == .tab || byte == .lineFeed || byte == .carriageReturn || byte == 0x0B || byte == 0x0C
    }

    private static let replacementCharacter: Unicode.Scalar = "\u{FFFD}"
}
