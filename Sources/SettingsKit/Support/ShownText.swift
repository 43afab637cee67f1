/// What the window may put in a label, the one place that bounds it.
///
/// GTK lays a wrapping label out in time that grows with the square of its longest run without
/// a break opportunity (measured on this machine: 500 characters 0.4 s, 1,000 1.5 s, 10,000 31 s
/// to the first frame) and, past that, with its length. Every text the window shows comes from
/// files, the store, the recent-files list or the command line, any of which may hold megabytes
/// in one word, so each is cut to a length for its kind (with "…") and gets an invisible break
/// opportunity (U+200B ZERO WIDTH SPACE) in every run of `unbrokenRunLimit` characters that has
/// none. Only what is shown is bounded: search matches, values stored and output keep the text
/// as it is.
public enum ShownText {
    public enum Kind: Sendable {
        /// A title, a value, a subtitle, a name or a path: a line or two of a row or heading.
        case line
        /// A short footer, the reason on an error page, a banner's message: a few sentences.
        case paragraph
        /// A long footer (a licence), in a text view: that lays out what is in view first, but
        /// each line whole, so no line is longer than `paragraph`.
        case document

        /// The most characters shown.
        public var characterLimit: Int {
            switch self {
            case .line: 300
            case .paragraph: 2_000
            case .document: 200_000
            }
        }
    }

    /// The longest run laid out without a break opportunity: short enough that its square costs
    /// nothing, long enough that words and numbers never get one. Paths and web addresses break
    /// after their slashes and hyphens, so they seldom get one either (a footer is selectable,
    /// and an address copied from it must work).
    public static let unbrokenRunLimit = 32

    /// `text` as a label (or, for `.document`, a text view) of `kind` may hold it.
    public static func bounded(_ text: String, as kind: Kind) -> String {
        let lineLimit = kind == .document ? Kind.paragraph.characterLimit : Int.max
        var shown = ""
        var run = 0
        var line = 0
        var previous: Character?
        for character in cut(text, to: kind.characterLimit) {
            defer { previous = character }
            if character.isNewline {
                (run, line) = (0, 0)
                shown.append(character)
                continue
            }
            if breaksLines(character) {
                run = 0
                // The space becomes the line's end.
                if line >= lineLimit {
                    shown.append("\n")
                    line = 0
                    continue
                }
            } else {
                if previous == "/" || previous == "-", character.isLetter || character.isNumber { run = 0 }
                if run == unbrokenRunLimit {
                    if line >= lineLimit {
                        shown.append("\n")
                        line = 0
                    } else {
                        shown.unicodeScalars.append(zeroWidthSpace)
                    }
                    run = 0
                }
                run += 1
            }
            line += 1
            shown.append(character)
        }
        return shown
    }

    /// `text` cut to `limit` characters, "…" standing for the rest; as it is when shorter. A
    /// character of thousands of combining marks counts as many.
    public static func cut(_ text: String, to limit: Int) -> String {
        var end = text.startIndex
        var weight = 0
        for index in text.indices {
            weight += text[index].unicodeScalars.count
            if weight > limit { return String(text[..<end]) + "…" }
            end = text.index(after: index)
        }
        return text
    }

    private static let zeroWidthSpace: Unicode.Scalar = "\u{200B}"

    /// White space where a line may break: not the no-break spaces, which are white space too.
    /// (A slash or hyphen before a letter or digit is a break opportunity too, UAX #14 and
    /// Pango agree; one before another slash or hyphen is not.)
    private static func breaksLines(_ character: Character) -> Bool {
        guard character.isWhitespace || character == "\u{200B}" else { return false }
        return !character.unicodeScalars.contains { ["\u{00A0}", "\u{2007}", "\u{202F}", "\u{FEFF}"].contains($0) }
    }
}
