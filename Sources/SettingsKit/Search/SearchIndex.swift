/// Every text the window shows on the pages reachable from Root, as the window shows it
/// (localised, titled as opened), ready to be searched at each keystroke.
///
/// Building reads every page, so the window builds it off the main thread (see
/// `SettingsSession.searchIndexMaker`); the index is a value, searched on the main thread.
/// Rows Settings.app drops (invalid rows) and rows that only work inside the iOS app
/// (`Row.iOSOnlyReason`) are left out; hidden rows are left out of results at
/// search time (the session's `isShown`), since the host can hide and show keys, and a
/// condition can flip, while the window is open.
public struct SearchIndex: Sendable {
    public private(set) var entries: [SearchIndexEntry] = []

    /// Walks the pages from `root` (whose `title` is the window's), each page once, in the
    /// order the window's rows lead to them (depth first): a page shared by two rows is found by
    /// the first path, and a child pane leading back to a page on its own path (a cycle) is not
    /// followed. List groups' item and add pages are element editors, not pages: left out.
    public init(root: Page, pageNamed: (String) -> Page) {
        struct Visit {
            var page: Page
            var pathTitles: [String]
            var steps: [SearchTarget.Step]
            var hidingKeys: [SettingKey]
            var conditionedRows: [SearchRowReference]
        }
        var visited: Set<SettingKey> = [SettingKey(SettingsBundle.rootPageName)]
        var pending = [Visit(page: root, pathTitles: [], steps: [], hidingKeys: [], conditionedRows: [])]
        let rootTitle = root.title
        while let visit = pending.popLast() {
            guard visit.page.failure == nil else { continue }
            let pagePath = visit.pathTitles.isEmpty ? (rootTitle.map { [$0] } ?? []) : visit.pathTitles
            var hidingOfRow: [Int: Hiding] = [:]
            for section in visit.page.sections {
                var hiding = Hiding(keys: visit.hidingKeys + (section.key.map { [$0] } ?? []), rows: visit.conditionedRows)
                if let header = section.header { hiding.add(header, of: visit.page.name) }
                addEntries(of: section, pagePath: pagePath, steps: visit.steps, hiding: hiding, pageName: visit.page.name,
                           keyNames: visit.page.isSchema, rowHiding: &hidingOfRow)
            }
            var children: [Visit] = []
            for child in BundleWalk.childPages(of: visit.page) where !child.isListElement {
                let name = SettingKey(child.name)
                guard !visited.contains(name), visited.count < BundleWalk.pageLimit else { continue }
                visited.insert(name)
                let title = child.title ?? ""
                let hiding = hidingOfRow[child.row] ?? Hiding(keys: visit.hidingKeys, rows: visit.conditionedRows)
                children.append(Visit(page: pageNamed(child.name), pathTitles: visit.pathTitles + [title],
                                      steps: visit.steps + [SearchTarget.Step(page: child.name, title: child.title, openerRow: child.row)],
                                      hidingKeys: hiding.keys, conditionedRows: hiding.rows))
            }
            pending.append(contentsOf: children.reversed())
        }
    }

    /// What can hide an entry: the keys of its row, its group and the rows and groups leading to
    /// its page, and those of these rows that have conditions.
    private struct Hiding {
        var keys: [SettingKey]
        var rows: [SearchRowReference]

        mutating func add(_ row: Row, of page: String) {
            if let key = row.key { keys.append(key) }
            if !row.conditions.isEmpty { rows.append(SearchRowReference(page: page, row: row.index)) }
        }
    }

    private mutating func addEntries(of section: Section, pagePath: [String], steps: [SearchTarget.Step],
                                     hiding sectionHiding: Hiding, pageName: String, keyNames: Bool,
                                     rowHiding: inout [Int: Hiding]) {
        // A schema key's name is found too: the last part of its key (`CHILD/KEY`, `SCHEMA/KEY`).
        func keyName(of row: Row) -> String? {
            guard keyNames, let key = row.key?.text else { return nil }
            return key.split(separator: "/").last.map(String.init)
        }
        let heading = section.title.flatMap { $0.isEmpty ? nil : $0 }
        let footer = section.footer.flatMap { $0.isEmpty ? nil : $0 }
        let header = section.header.flatMap { $0.kind.startsSection ? $0 : nil }
        // Custom views a host may draw stay in (`SearchIndexEntry.isDrawnByHost`), the window
        // knows whether it has such a host.
        let rows = (header.map { [$0] } ?? []) + section.rows.filter {
            !$0.isBroken && $0.iOSOnlyReason(hostDrawsCustomViews: true) == nil
        }
        // A group without a heading is named by its first row, else by its page: its footer
        // (a licence, Markdown and all) is what the result shows under the title, around the match.
        if let first = header ?? rows.first, heading != nil || footer != nil,
           let title = heading ?? first.title.flatMap({ $0.isEmpty ? nil : $0 }) ?? pagePath.last {
            add(title: title, path: pagePath, target: SearchTarget(steps: steps, row: first.index),
                texts: [(.heading, heading), (.footer, footer), (.keyName, header.flatMap(keyName))], hiding: sectionHiding)
        }
        let rowPath = pagePath + (heading.map { [$0] } ?? [])
        for row in rows {
            var keys = sectionHiding
            // A section's header is already among its section's.
            if row.index != header?.index { keys.add(row, of: pageName) }
            rowHiding[row.index] = keys
            let target = SearchTarget(steps: steps, row: row.index)
            switch row.kind {
            case .radioGroup(let radio):
                // Its title is the section's heading; its choices are rows of their own.
                for (index, choice) in radio.choices.choices.enumerated() {
                    add(title: choice.title, path: rowPath, target: SearchTarget(steps: steps, row: row.index, choice: index),
                        texts: [(.choice, choice.title)], hiding: keys)
                }
            case .listGroup(let list):
                // A heading (above); a list's items are values, not texts of the bundle. Its add
                // row's text is the bundle's ("Add Album…").
                guard let text = Self.shownAddText(of: list) else { continue }
                add(title: text, path: rowPath, target: SearchTarget(steps: steps, row: row.index, isListAddRow: true),
                    texts: [(.title, text)], hiding: keys)
            case .group:
                continue
            case .multiValue, .flags:
                let footer: String? = if case .multiValue(let multi) = row.kind { multi.footer } else { nil }
                addRow(row, path: rowPath, target: target, extraFooter: footer, keyName: keyName(of: row), hiding: keys)
                let choicePath = rowPath + (row.title.map { [$0] } ?? [])
                for choice in row.kind.choices?.choices ?? [] {
                    add(title: choice.title, path: choicePath, target: target, texts: [(.choice, choice.title)],
                        hiding: keys)
                }
            default:
                addRow(row, path: rowPath, target: target, extraFooter: nil, keyName: keyName(of: row), hiding: keys)
            }
        }
    }

    /// What the window's add row of a list group shows of the bundle's: a text field's
    /// placeholder (else its title), the title of a menu of choices or of a page; nil for a row
    /// the window does not show as an add row, or that shows only our own "Add".
    private static func shownAddText(of list: ListGroupRow) -> String? {
        guard let add = list.add else { return nil }
        let text: String?
        switch list.adding {
        case .text(let field): text = field.traits.placeholder ?? add.title
        case .choices, .page: text = add.title
        case .none: return nil
        }
        return text.flatMap { $0.isEmpty ? nil : $0 }
    }

    private mutating func addRow(_ row: Row, path: [String], target: SearchTarget, extraFooter: String?, keyName: String?,
                                 hiding: Hiding) {
        let subtitles: [String]
        switch row.subtitle {
        case .text(let text): subtitles = [text]
        case .byValue(let table, let fallback): subtitles = table.values.sorted() + (fallback.map { [$0] } ?? [])
        case nil: subtitles = []
        }
        guard let title = row.title.flatMap({ $0.isEmpty ? nil : $0 }) ?? subtitles.first(where: { !$0.isEmpty }) else { return }
        add(title: title, path: path, target: target,
            texts: [(.title, row.title)] + subtitles.map { (.subtitle, $0) } + [(.footer, extraFooter), (.keyName, keyName)],
            hiding: hiding, isDrawnByHost: row.isDrawnByHost)
    }

    private mutating func add(title: String, path: [String], target: SearchTarget,
                              texts: [(SearchField, String?)], hiding: Hiding, isDrawnByHost: Bool = false) {
        let folded = texts.compactMap { field, text in
            text.map { (field: field, text: SearchText(folding: $0), shown: $0) }
        }.filter { !$0.text.isEmpty }.sorted { $0.field < $1.field }
        guard !folded.isEmpty, entries.count < Self.rankPart else { return }
        entries.append(SearchIndexEntry(title: SearchIndexEntry.shortened(title), path: path, target: target, texts: folded,
                                        hidingKeys: hiding.keys, conditionedRows: hiding.rows, isDrawnByHost: isDrawnByHost))
    }

    /// The entries matching `query` (case, accents and width ignored; a substring of any of
    /// their texts), best first: matches in what a result shows as its title before the rest,
    /// whole words before a word's start before inside a word, then by field (titles before
    /// choices, headings, subtitles, footers, key names; `SearchIndexEntry.grade`), then by how early the
    /// match starts, then in page order. At most `limit` are answered;
    /// `isTruncated` says whether more matched. Entries `isShown` refuses are not results.
    ///
    /// Ranks are packed into one integer per match, so a query matching all 10,000 rows of a
    /// page sorts plain integers; whether an entry is hidden is asked only of the best ones,
    /// until `limit` are found (and one more, to know there are more).
    public func search(_ query: String, isShown: (SearchIndexEntry) -> Bool = { _ in true },
                       limit: Int = .max) -> (results: [SearchResult], isTruncated: Bool) {
        let needle = SearchText(folding: query)
        guard !needle.isEmpty, limit > 0 else { return ([], false) }
        var results: [SearchResult] = []
        for rank in ranks(of: needle).sorted() {
            guard isShown(entry(ofRank: rank)) else { continue }
            if results.count == limit { return (results, true) }
            results.append(result(ofRank: rank, needle: needle))
        }
        return (results, false)
    }

    /// One packed rank per entry matching `needle`, unsorted: its best grade, then where the
    /// match starts, then the entry's order; plain integers, so a search across many indexes
    /// (`ApplicationSearchIndex`) sorts them all at once and makes results only of the best.
    func ranks(of needle: SearchText) -> [Int] {
        var ranks: [Int] = []
        for (order, entry) in entries.enumerated() {
            guard let match = entry.bestMatch(of: needle) else { continue }
            ranks.append(match.grade << 48 | min(match.offset, Self.rankPart) << 24 | order)
        }
        return ranks
    }

    /// The same entries without their texts and hiding keys, for a search across applications
    /// that scans its `FoldedTextBlock` and makes no excerpts (the desktop's search shows none).
    func withoutTexts() -> SearchIndex {
        var index = self
        for position in index.entries.indices {
            index.entries[position].texts = []
            index.entries[position].hidingKeys = []
        }
        return index
    }

    func entry(ofRank rank: Int) -> SearchIndexEntry { entries[rank & Self.rankPart] }

    func result(ofRank rank: Int, needle: SearchText) -> SearchResult {
        Self.result(ofRank: rank, entry: entry(ofRank: rank), needle: needle)
    }

    /// The result a rank gives `entry` (the entry it names, however it is kept).
    static func result(ofRank rank: Int, entry: SearchIndexEntry, needle: SearchText) -> SearchResult {
        SearchResult(entry: entry, field: SearchIndexEntry.field(ofGrade: rank >> 48), offset: rank >> 24 & rankPart,
                     excerpt: entry.excerpt(of: needle))
    }

    /// The largest offset or entry number a rank holds (24 bits each): an index stops growing
    /// there (16 million texts is far beyond any bundle; only a hostile one gets there).
    static let rankPart = (1 << 24) - 1
}
