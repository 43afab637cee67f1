/// How a message quotes what it found in a file: a name, a value, a pattern, a list of keys.
/// A file may hold megabytes in one of them, and a message quoting it whole is a line of
/// megabytes in `validate`, `dump` and the window (a 1.4 MB `BSPattern` made one 1.5 MB line).
/// Quotes are cut as titles are (`ShownText`, 300 characters, "…" for the rest), and a message
/// as a whole to what a banner shows (2,000), for the quotes no one cut.
extension Diagnostic {
    /// The most characters of a file's text one quote holds: a title's.
    public static let echoLimit = ShownText.Kind.line.characterLimit
    /// The most characters of a message.
    public static let messageLimit = ShownText.Kind.paragraph.characterLimit

    /// `text` from a file as a message quotes it.
    public static func echo(_ text: String) -> String {
        ShownText.cut(text, to: echoLimit)
    }

    /// `parts` joined by `separator` as a message quotes them: parts past the limit are not
    /// read, so a list of thousands of keys costs what it shows.
    public static func echo<Parts: Sequence<String>>(_ parts: Parts, separator: String) -> String {
        var text = ""
        var weight = 0
        for part in parts {
            if !text.isEmpty {
                text += separator
                weight += separator.unicodeScalars.count
            }
            text += part
            weight += part.unicodeScalars.count
            if weight > echoLimit { break }
        }
        return echo(text)
    }
}
