extension SettingsSession {
    public var searchIndexMaker: (@Sendable () -> SearchIndex)? { nil }

    /// Hidden by a key the host hides; a session without conditions knows no more.
    public func isShown(_ entry: SearchIndexEntry) -> Bool { !entry.hidingKeys.contains(where: isHidden(key:)) }

    /// The index built here, on the calling (main) thread: for sessions without a maker.
    public func makeSearchIndex() -> SearchIndex {
        if let searchIndexMaker { return searchIndexMaker() }
        return SearchIndex(root: rootPage, pageNamed: page(named:))
    }
}

extension SettingsController {
    /// Hidden by a key the host hides, or by the condition of a row on its path (its own, its
    /// group's, one leading to its page).
    public func isShown(_ entry: SearchIndexEntry) -> Bool {
        guard !entry.hidingKeys.contains(where: isHidden(key:)) else { return false }
        return entry.conditionedRows.allSatisfy { reference in
            source.page(named: reference.page).row(at: reference.row).map { !isHidden($0) } ?? true
        }
    }

    /// Nil when the host supplies choices: its provider runs on the main thread only, and its
    /// choices are searched too.
    public var searchIndexMaker: (@Sendable () -> SearchIndex)? {
        guard choicesProvider == nil else { return nil }
        return { [source, applicationName] in
            var root = source.rootPage
            root.title = applicationName
            return SearchIndex(root: root, pageNamed: source.page(named:))
        }
    }
}
