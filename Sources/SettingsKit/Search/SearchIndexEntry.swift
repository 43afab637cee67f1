/// Which text of an entry a query matched; results rank in this order, titles first.
public enum SearchField: Int, Sendable, Comparable, CaseIterable {
    case title
    case choice
    case heading
    case subtitle
    case footer
    /// A GSettings key's name (`tab-width`), as `gsettings` and dconf-editor show it.
    case keyName

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

    /// The best match of `query`: the lowest grade (`SearchIndexEntry.grade`), then the earliest offset.
    func bestMatch(of query: SearchText) -> (field: SearchField, offset: Int, text: Int, grade: Int)? {
        var best: (field: SearchField, offset: Int, text: Int, grade: Int)?
        for (index, (field, text, _)) in texts.enumerated() {
            guard let found = text.bestOccurrence(of: query) else { continue }
            let grade = Self.grade(field: field, fit: found.fit)
            if let current = best, (current.grade, current.offset) <= (grade, found.offset) { continue }
            best = (field, found.offset, index, grade)
        }
        return best
    }

    /// How well a match ranks, lower first: in what the result shows as its title (a title, a
    /// choice, a group's heading) before the rest (subtitles, footers); within each, a whole
    /// word, then a word's start, then inside a word; then by field.
    static func grade(field: SearchField, fit: SearchText.WordFit) -> Int {
        let inTitle = field <= .heading ? 0 : 1
        return (inTitle * SearchText.WordFit.allCases.count + fit.rawValue) * SearchField.allCases.count + field.rawValue
    }

    /// The field a grade was given for.
    static func field(ofGrade grade: Int) -> SearchField {
        SearchField(rawValue: grade % SearchField.allCases.count) ?? .footer
    }

    /// The words around a subtitle, footer or key name match (`SearchSnippet`), so a result
    /// shows why it matched; nil when what the result shows as its title is the match.
    func excerpt(of query: SearchText) -> String? {
        guard let match = bestMatch(of: query), match.field >= .subtitle else { return nil }
        let shown = texts[match.text].shown
        guard shown != title else { return nil }
        return SearchSnippet.around(query, in: shown, foldedOffset: match.offset, foldedLength: texts[match.text].text.bytes.count)
    }

    /// What a result shows as its title: one line (line breaks and runs of spaces as one space),
    /// at most `titleLength` characters, "…" where cut.
    static func shortened(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard line.count > titleLength else { return line }
        return String(line.prefix(titleLength)) + "…"
    }

    private static let titleLength = 160
}

/// An entry a query matched, with what ranked it.
public struct SearchResult: Sendable {
    public var entry: SearchIndexEntry
    public var field: SearchField
    /// Where in the folded text the match starts: earlier matches rank first.
    public var offset: Int
    /// For a match in a subtitle or footer, the words around it (`SearchSnippet`): one line.
    public var excerpt: String?
}
