/// Which text of an entry a query matched; results rank in this order, titles first.
public enum SearchField: Int, Sendable, Comparable, CaseIterable {
    case title
    case choice
    case heading
    case subtitle
    case footer

    public static func < (left: SearchField, right: SearchField) -> Bool { left.rawValue < right.rawValue }
}

/// One thing search can find: a row, a choice, or a group (its heading and footer).
public struct SearchIndexEntry: Sendable {
    /// What a result shows as its title.
    public var title: String
    /// Where it is, for the dim line under the title: the titles of the pages leading to it
    /// (Root left out but for Root's own rows), then the group's heading.
    public var path: [String]
    public var target: SearchTarget
    /// The texts a query is compared with, folded once when the index is built, with the text
    /// as shown.
    var texts: [(field: SearchField, text: SearchText, shown: String)]
    /// Keys that hide this entry when hidden: its row's, its group's, and those of the rows and
    /// groups that lead to its page (a hidden child pane hides its whole page).
    public var hidingKeys: [SettingKey]
    /// The rows among those (its own, its group's, those leading to its page) that have
    /// conditions: the session says at query time whether they are shown.
    public var conditionedRows: [SearchRowReference]
    /// A custom view row without a page (`Row.isDrawnByHost`): a result only in a window whose
    /// host draws custom views.
    public var isDrawnByHost = false

    /// The best match of `query`: the highest-ranked field, then the earliest offset in it.
    func bestMatch(of query: SearchText) -> (field: SearchField, offset: Int, text: Int)? {
        var best: (field: SearchField, offset: Int, text: Int)?
        for (index, (field, text, _)) in texts.enumerated() {
            // Texts are in field order: nothing after a field worse than the best can win.
            if let best, best.field < field { break }
            guard let offset = text.firstOffset(of: query) else { continue }
            if let current = best, (current.field, current.offset) <= (field, offset) { continue }
            best = (field, offset, index)
        }
        return best
    }

    /// The text a subtitle or footer match was found in, from a few words before the match
    /// (with "…" where cut), so a result shows why it matched; nil when the title is the match.
    /// The work is bounded: a licence footer of 200,000 characters costs no more than a line,
    /// so a hundred of them still fit in a keystroke.
    func excerpt(of query: SearchText) -> String? {
        guard let match = bestMatch(of: query), match.field == .subtitle || match.field == .footer else { return nil }
        let shown = texts[match.text].shown
        guard shown != title else { return nil }
        let start = shown.utf8.count <= Self.longText
            ? Self.wordStart(before: match.offset, in: shown)
            : Self.estimatedWordStart(before: match.offset, foldedLength: texts[match.text].text.bytes.count, in: shown)
        let rest = shown[start...]
        return (start > shown.startIndex ? "…" : "") + Self.shortened(String(rest))
    }

    /// What a result shows of a text: at most `excerptLength` characters, "…" where cut.
    static func shortened(_ text: String) -> String {
        guard text.count > excerptLength else { return text }
        return String(text.prefix(excerptLength)) + "…"
    }

    private static let wordsBeforeMatch = 3
    private static let excerptLength = 160
    /// Texts longer than this (in UTF-8 bytes) have their excerpt placed by estimate.
    private static let longText = 512

    /// Where the excerpt of a match at `offset` (in the folded text) starts: a few words before
    /// the word holding it. Folding keeps words apart by one space, so the folded words'
    /// lengths add up to the offset: the word is found without mapping characters.
    private static func wordStart(before offset: Int, in text: String) -> String.Index {
        let words = text.split(whereSeparator: \.isWhitespace)
        var folded = 0
        var wordOfMatch = 0
        for (index, word) in words.enumerated() {
            folded += SearchText(folding: String(word)).bytes.count + 1
            if folded > offset {
                wordOfMatch = index
                break
            }
        }
        let first = max(0, wordOfMatch - wordsBeforeMatch)
        return words.indices.contains(first) ? words[first].startIndex : text.startIndex
    }

    /// For a long text, the place of the match by proportion (folding keeps lengths roughly),
    /// moved back a little and forward to the start of a word.
    private static func estimatedWordStart(before offset: Int, foldedLength: Int, in text: String) -> String.Index {
        let bytes = text.utf8.count
        let estimate = Int(Double(offset) / Double(max(foldedLength, 1)) * Double(bytes)) - 40
        guard estimate > 0 else { return text.startIndex }
        var index = text.utf8.index(text.utf8.startIndex, offsetBy: min(estimate, bytes))
        // Onto a character, then past the word it is in.
        while index < text.endIndex, String.Index(index, within: text) == nil { index = text.utf8.index(after: index) }
        guard let character = String.Index(index, within: text) else { return text.startIndex }
        let afterWord = text[character...].firstIndex(where: \.isWhitespace) ?? character
        return text[afterWord...].firstIndex { !$0.isWhitespace } ?? character
    }
}

/// An entry a query matched, with what ranked it.
public struct SearchResult: Sendable {
    public var entry: SearchIndexEntry
    public var field: SearchField
    /// Where in the folded text the match starts: earlier matches rank first.
    public var offset: Int
    /// For a match in a subtitle or footer, that text from a few words before the match.
    public var excerpt: String?
}
