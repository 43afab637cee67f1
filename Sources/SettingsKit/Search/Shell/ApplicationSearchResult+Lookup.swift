import FoundationEssentials

extension ApplicationSearchResult {
    /// The result `identifier` names (an `identifier` the desktop's search handed back), found
    /// from scratch: its application looked up alone, as `--app` finds it, and only its bundle
    /// and schemas indexed. Nil when the identifier is not one, or its application is no longer installed;
    /// a row no longer in the bundle gives the application itself (its settings open at Root).
    public static func find(identifier: String, environment: [String: String] = ProcessEnvironment.variables,
                            languages: [String]) -> ApplicationSearchResult? {
        guard let (id, _) = parse(identifier: identifier),
              let application = ApplicationCatalog.find(id: id, environment: environment, languages: languages).application
        else { return nil }
        return ApplicationSearchIndex(applications: [application], languages: languages,
                                      schemas: InstalledSchemas.standard(environment: environment)).result(identifier: identifier)
            ?? ApplicationSearchResult(application: application, match: nil)
    }
}
