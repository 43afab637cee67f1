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
public struct SearchEntry: Sendable {
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
    var hidingKeys: [SettingKey]

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
    /// (with "…" when cut), so a result shows why it matched; nil when the title is the match.
    func excerpt(of query: SearchText) -> String? {
        guard let match = bestMatch(of: query), match.field == .subtitle || match.field == .footer else { return nil }
        let shown = texts[match.text].shown
        guard shown != title else { return nil }
        // Folding keeps words apart (one space between them), so the folded words' lengths add
        // up to the match's offset: the word holding it is found without mapping characters.
        let words = shown.split(whereSeparator: \.isWhitespace)
        var folded = 0
        var wordOfMatch = 0
        for (index, word) in words.enumerated() {
            folded += SearchText(folding: String(word)).bytes.count + 1
            if folded > match.offset {
                wordOfMatch = index
                break
            }
        }
        let first = max(0, wordOfMatch - Self.wordsBeforeMatch)
        return (first > 0 ? "…" : "") + words[first...].joined(separator: " ")
    }

    private static let wordsBeforeMatch = 3
}

/// An entry a query matched, with what ranked it.
public struct SearchResult: Sendable {
    public var entry: SearchEntry
    public var field: SearchField
    /// Where in the folded text the match starts: earlier matches rank first.
    public var offset: Int
    /// For a match in a subtitle or footer, that text from a few words before the match.
    public var excerpt: String?
}
