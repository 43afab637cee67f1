/// A setting of an installed application that a search across applications found, or the
/// application itself (its name or a keyword matched).
public struct ApplicationSearchResult: Sendable {
    /// Whose: its ID, name and icon (`displayName`, `icon`).
    public var application: InstalledApplication
    /// The row found, nil when the application itself matched (open its Root page then).
    public var match: SearchResult?

    /// What the result shows as its title: the row's, else the application's name.
    public var title: String { match?.entry.title ?? application.displayName }

    /// Where it is, "App › Page › Row" (for a row of Root, "App › Row"; for a row under a
    /// heading, the heading before the row): the application's name, the titles of the pages
    /// leading to the row, then the result's title. The application alone for the application.
    public var pathParts: [String] {
        guard let match else { return [application.displayName] }
        return [application.displayName] + match.entry.path + [match.entry.title]
    }

    /// The pages to open and the row to show (`SearchTarget`), as the window's own search opens
    /// a result; nil for the application itself.
    public var target: SearchTarget? { match?.entry.target }

    /// The row found, by page name and row index.
    public var rowReference: SearchRowReference? {
        guard let target else { return nil }
        return SearchRowReference(page: target.steps.last?.page ?? SettingsBundle.rootPageName, row: target.row)
    }

    /// A text naming this result, for a D-Bus search provider's result IDs:
    /// `ApplicationSearchIndex.result(identifier:)` finds it again in an index of the same
    /// bundles. The application ID, then (for a row) the target's row, choice, whether it is a
    /// list's add row, its steps' opener rows and pages, and the title last (a multi-value row
    /// and its choices share a target); fields are separated by U+001F (unit separator).
    public var identifier: String {
        guard let match else { return application.id }
        let target = match.entry.target
        let steps = target.steps.flatMap { [String($0.openerRow), $0.page] }
        return ([application.id, String(target.row), target.choice.map(String.init) ?? "", target.isListAddRow ? "+" : "",
                 String(target.steps.count)] + steps + [match.entry.title])
            .joined(separator: Self.separator)
    }

    static let separator = "\u{1F}"

    /// What an identifier names: the application ID, and for a row its target (step titles
    /// left out: the index has them) and title. Nil for text that is no identifier.
    static func parse(identifier: String) -> (applicationID: String, row: (target: SearchTarget, title: String)?)? {
        let fields = identifier.split(separator: Self.separator, omittingEmptySubsequences: false).map(String.init)
        guard let id = fields.first, !id.isEmpty else { return nil }
        guard fields.count > 1 else { return (id, nil) }
        guard fields.count >= 6, let row = Int(fields[1]), let stepCount = Int(fields[4]), stepCount >= 0,
              fields.count >= 6 + 2 * stepCount else { return nil }
        var steps: [SearchTarget.Step] = []
        for step in 0..<stepCount {
            guard let opener = Int(fields[5 + 2 * step]) else { return nil }
            steps.append(SearchTarget.Step(page: fields[6 + 2 * step], title: nil, openerRow: opener))
        }
        // The title may hold the separator itself: it is all that is left.
        let title = fields[(5 + 2 * stepCount)...].joined(separator: Self.separator)
        return (id, (SearchTarget(steps: steps, row: row, choice: Int(fields[2]), isListAddRow: fields[3] == "+"), title))
    }
}
