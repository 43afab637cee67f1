/// Facts about UTF-8 files that several readers need.
enum UTF8Text {
    /// The byte order mark some editors put at the start of a UTF-8 file; it is no part of
    /// the text.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
}
