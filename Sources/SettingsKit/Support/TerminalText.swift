import Glibc

/// Text from files made safe to print to a terminal: a bundle or a store can hold escape
/// sequences that would recolour, retitle or rewrite the user's terminal, so every
/// human-readable output shows control characters as escapes instead (`\u{1B}`).
/// Machine-readable outputs (JSON) escape them by their own rules.
public enum TerminalText {
    /// Control characters (C0, DEL, C1) escaped; with `keepingLineBreaks`, line feeds and tabs
    /// stay as they are (a multi-line value printed by `get`).
    public static func safe(_ text: String, keepingLineBreaks: Bool = false) -> String {
        guard mayHoldControl(text), text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if keepingLineBreaks && (scalar == "\n" || scalar == "\t") || !isControl(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += escape(scalar)
            }
        }
        return result
    }

    /// One line whatever the text: backslashes doubled so the escapes stay unambiguous, then
    /// every control character escaped, as plain `list` prints values for `while read` loops.
    public static func oneLine(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar == "\\" {
                result += "\\\\"
            } else if isControl(scalar) {
                result += escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `text` has a byte a control character's UTF-8 starts with: C0 and DEL are bytes
    /// of their own, C1 starts with 0xC2 (as do U+00A0 to U+00BF, which the scalars' check then
    /// clears); an embedded NUL ends `strcspn` early, which counts as found. C's `strcspn` on the
    /// bytes, not Swift's scalars: `get` of a 10 MB GSettings value spent 2.2 of its 4.0 billion
    /// instructions in the scalars' check (debug build), 1.1 in a Swift loop over its bytes.
    private static func mayHoldControl(_ text: String) -> Bool {
        text.withCString { strcspn($0, controlStarts) } < text.utf8.count
    }

    /// The bytes `mayHoldControl` looks for, NUL-terminated (not a Swift string: 0xC2 alone is
    /// no UTF-8).
    private static let controlStarts: [CChar] = (Array(UInt8(1)...0x1F) + [0x7F, 0xC2, 0]).map { CChar(bitPattern: $0) }

    /// C0, DEL and C1: what a terminal may take as a command.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }
}
