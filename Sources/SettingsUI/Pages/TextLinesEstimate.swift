import SettingsKit

/// How many lines a page's texts take, estimated from their length alone (no layout): what
/// `PageView` builds before the first frame is what fills a window, and measuring it would cost
/// the layout that waiting for the first frame is about.
///
/// The estimate is never more than the lines shown, so a first frame is never short of rows:
/// a line is taken to hold `charactersPerLine` characters, more than the widest page holds
/// beside a switch (about 65 of average width in 450 pixels).
enum TextLinesEstimate {
    static let charactersPerLine = 80

    /// Lines of `text` (none when absent or empty), at most `limit`.
    static func lines(of text: String?, limit: Int = .max) -> Int {
        guard let text, !text.isEmpty else { return 0 }
        // Counted no further than what could change the answer: a footer may be megabytes.
        let counted = limit == .max ? ShownText.Kind.document.characterLimit : limit * charactersPerLine
        let count = text.prefix(counted).count
        return min((count + charactersPerLine - 1) / charactersPerLine, limit)
    }

    /// Lines of a row: its title and subtitle, each at most `RowView.linesShown`; one at least
    /// for each of its list rows (a group of choices is a row each).
    static func lines(ofRowTitled title: String?, subtitle: String?, listRows: Int) -> Int {
        let limit = Int(RowView.linesShown)
        return max(lines(of: title, limit: limit), listRows, 1) + lines(of: subtitle, limit: limit)
    }
}
