extension OpenRequest {
    /// The request with its `searchResult` looked up: the installed application's settings at
    /// the result (the desktop shell's search activated it, see `ShellSearchService`), its
    /// bundle, domain and store as the hub opens them, the result's row focused. A result no
    /// longer found leaves the request as it is (the hub).
    public var openingSearchResult: OpenRequest {
        guard let identifier = searchResult else { return self }
        var request = self
        request.searchResult = nil
        guard let result = ApplicationSearchResult.find(identifier: identifier, languages: languages) else { return request }
        request.bundlePath = result.application.bundlePath
        request.setup = result.application.sessionSetup()
        request.application = result.application
        request.target = result.target
        return request
    }
}
