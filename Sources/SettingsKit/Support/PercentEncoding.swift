/// Percent-encoding over UTF-8 bytes with an explicit set of bytes left as they are, because
/// Foundation's `URLComponents` leaves `+` and `?` raw in query values.
enum PercentEncoding {
    /// RFC 3986 unreserved characters.
    static let unreserved: Set<UInt8> = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)
    /// Everything a URI may hold as it is (unreserved, gen-delims, sub-delims).
    static let uriCharacters: Set<UInt8> = unreserved.union(":/?#[]@!$&'()*+,;=".utf8)

    static func encode(_ text: String, keeping allowed: Set<UInt8>) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if allowed.contains(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += HexDigit.percentEscape(byte)
            }
        }
        return result
    }

    /// Encodes what a URI cannot hold (spaces, non-ASCII, `"`, `<`, …) and keeps existing
    /// `%XX` escapes, so an already-encoded URL stays as it is.
    static func encodeURI(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var result = ""
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%"), index + 2 < bytes.count, HexDigit.value(of: bytes[index + 1]) != nil, HexDigit.value(of: bytes[index + 2]) != nil {
                result += "%"
            } else if uriCharacters.contains(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += HexDigit.percentEscape(byte)
            }
            index += 1
        }
        return result
    }
}
