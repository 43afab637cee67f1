extension SettingsSession {
    public var searchIndexMaker: (@Sendable () -> SearchIndex)? { nil }

    /// The index built here, on the calling (main) thread: for sessions without a maker.
    public func makeSearchIndex() -> SearchIndex {
        if let searchIndexMaker { return searchIndexMaker() }
        return SearchIndex(root: rootPage, pageNamed: page(named:))
    }
}

extension SettingsController {
    public var searchIndexMaker: (@Sendable () -> SearchIndex)? {
        { [bundle, applicationName] in
            var root = bundle.rootPage
            root.title = applicationName
            return SearchIndex(root: root, pageNamed: bundle.page(named:))
        }
    }
}
