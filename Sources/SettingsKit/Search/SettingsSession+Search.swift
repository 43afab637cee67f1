extension SettingsSession {
    public var searchIndexMaker: (@Sendable () -> SearchIndex)? { nil }

    /// The index built here, on the calling (main) thread: for sessions without a maker.
    public func makeSearchIndex() -> SearchIndex {
        if let searchIndexMaker { return searchIndexMaker() }
        return SearchIndex(root: rootPage, pageNamed: page(named:))
    }
}

extension SettingsController {
    /// Nil when the host supplies choices: its provider runs on the main thread only, and its
    /// choices are searched too.
    public var searchIndexMaker: (@Sendable () -> SearchIndex)? {
        guard choicesProvider == nil else { return nil }
        return { [bundle, applicationName] in
            var root = bundle.rootPage
            root.title = applicationName
            return SearchIndex(root: root, pageNamed: bundle.page(named:))
        }
    }
}
