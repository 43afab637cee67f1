import FoundationEssentials

/// Turns the bytes of a text property list (a `.strings` file, an OpenStep plist, an XML plist
/// saved as UTF-16) into validated UTF-8 without a byte order mark, whichever of the encodings
/// Apple's tools write it was saved in: UTF-16 in either byte order (with a BOM, or recognised by
/// its NUL bytes), or UTF-8 (ASCII included, BOM optional).
enum PlistTextDecoder {
    /// The text is not valid in the encoding it appears to use; `line` is where the first bad
    /// byte is, so the author can find it.
    struct Failure: Error, Equatable {
        let encoding: String
        let line: Int

        var readFailure: PropertyListReadFailure {
            PropertyListReadFailure("the file is not valid \(encoding) text; text property lists must be UTF-8 or UTF-16", line: line)
        }
    }

    /// Whether the text is UTF-16, by its byte order mark or its NUL bytes.
    static func isUTF16(_ data: Data) -> Bool {
        data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) || utf16ByteOrderFromNULs(data.prefix(2), count: data.count) != nil
    }

    static func utf8Text(of data: Data) -> Result<[UInt8], Failure> {
        let bytes = [UInt8](data)
        if bytes.starts(with: UTF8Text.byteOrderMark) {
            return validatedUTF8(bytes[3...])
        }
        if bytes.starts(with: [0xFF, 0xFE]) {
            return utf16(bytes[2...], bigEndian: false)
        }
        if bytes.starts(with: [0xFE, 0xFF]) {
            return utf16(bytes[2...], bigEndian: true)
        }
        if let bigEndian = utf16ByteOrderFromNULs(bytes.prefix(2), count: bytes.count) {
            return utf16(bytes[...], bigEndian: bigEndian)
        }
        return validatedUTF8(bytes[...])
    }

    /// Text saved as UTF-16 without a BOM starts with an ASCII character (a quote, a comment, a
    /// letter) beside a NUL, which UTF-8 text never contains; the NUL's side gives the byte order.
    private static func utf16ByteOrderFromNULs(_ start: some Collection<UInt8>, count: Int) -> Bool? {
        guard count >= 2, count.isMultiple(of: 2) else { return nil }
        switch (start[start.startIndex], start[start.index(after: start.startIndex)]) {
        case (0, 0): return nil
        case (_, 0): return false
        case (0, _): return true
        default: return nil
        }
    }

    private static func validatedUTF8(_ bytes: ArraySlice<UInt8>) -> Result<[UInt8], Failure> {
        guard String(validating: bytes, as: UTF8.self) != nil else {
            return .failure(Failure(encoding: "UTF-8", line: lineOfFirstError(in: bytes, as: UTF8.self)))
        }
        return .success(Array(bytes))
    }

    private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> Result<[UInt8], Failure> {
        // An odd byte count leaves half a character at the end.
        guard bytes.count.isMultiple(of: 2), let text = utf8(fromUTF16: bytes, bigEndian: bigEndian) else {
            let encoding = bigEndian ? "UTF-16 (big-endian)" : "UTF-16 (little-endian)"
            let units = codeUnits(bytes, bigEndian: bigEndian)
            return .failure(Failure(encoding: encoding, line: lineOfFirstError(in: units, as: UTF16.self)))
        }
        return .success(text)
    }

    /// Transcodes by hand: the standard library's generic UTF-16 validation took over 50 ms for a
    /// megabyte, this takes a few. nil at the first unpaired surrogate.
    private static func utf8(fromUTF16 bytes: ArraySlice<UInt8>, bigEndian: Bool) -> [UInt8]? {
        bytes.withUnsafeBufferPointer { buffer -> [UInt8]? in
            let unitCount = buffer.count / 2
            func unit(_ index: Int) -> UInt32 {
                let first = UInt32(buffer[2 * index])
                let second = UInt32(buffer[2 * index + 1])
                return bigEndian ? first << 8 | second : second << 8 | first
            }
            var output: [UInt8] = []
            output.reserveCapacity(unitCount + unitCount / 2)
            var index = 0
            while index < unitCount {
                var scalar = unit(index)
                index += 1
                if scalar < 0x80 {
                    output.append(UInt8(scalar))
                    continue
                }
                if (0xDC00...0xDFFF).contains(scalar) { return nil }
                if (0xD800...0xDBFF).contains(scalar) {
                    guard index < unitCount, (0xDC00...0xDFFF).contains(unit(index)) else { return nil }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (unit(index) - 0xDC00)
                    index += 1
                }
                if scalar < 0x800 {
                    output.append(UInt8(0xC0 | scalar >> 6))
                } else if scalar < 0x10000 {
                    output.append(UInt8(0xE0 | scalar >> 12))
                    output.append(UInt8(0x80 | (scalar >> 6) & 0x3F))
                } else {
                    output.append(UInt8(0xF0 | scalar >> 18))
                    output.append(UInt8(0x80 | (scalar >> 12) & 0x3F))
                    output.append(UInt8(0x80 | (scalar >> 6) & 0x3F))
                }
                output.append(UInt8(0x80 | scalar & 0x3F))
            }
            return output
        }
    }

    private static func codeUnits(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> [UInt16] {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            let first = UInt16(bytes[index])
            let second = UInt16(bytes[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        return units
    }

    /// Only runs once decoding has failed, so it may be slow; counts the lines before the first
    /// code unit that does not decode (or the last line, when the text ends mid-character).
    private static func lineOfFirstError<Codec: UnicodeCodec>(
        in units: some Collection<Codec.CodeUnit>, as codec: Codec.Type
    ) -> Int {
        var iterator = units.makeIterator()
        var decoder = Codec()
        var line = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" { line += 1 }
            case .emptyInput, .error:
                return line
            }
        }
    }
}
