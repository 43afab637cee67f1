/// Line numbers of offsets into text, for messages that point a bundle's author at a mistake.
enum TextLines {
    /// The 1-based line holding `offset`. Lines end at LF, CRLF or a lone CR. Counted only when
    /// reporting, so that the readers need not track lines while they parse.
    static func number(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var line = 1
        var index = 0
        let end = min(offset, bytes.count)
        while index < end {
            if bytes[index] == 0x0A {
                line += 1
            } else if bytes[index] == 0x0D, index + 1 >= bytes.count || bytes[index + 1] != 0x0A {
                line += 1
            }
            index += 1
        }
        return line
    }
}
