/// What a launch asks the window to show, from the command line (`WindowOptions`, or the two
/// command lines the desktop runs most, read without the parser) to the session (`setup`): a
/// bundle with the store and languages to use, or, without one, the hub. The one type a window
/// option passes through on its way.
public struct OpenRequest: Sendable, Equatable {
    /// The bundle folder, absolute; nil for the hub.
    public var bundlePath: String?
    /// Where values live (`--store`, `--domain`, `--store-format`, `--title`).
    public var setup: SessionSetup
    public var languages: [String]
    public var idiom: Idiom
    public var mode: WindowMode
    /// A text to search every page for, shown in the first frame (`--search`).
    public var search: String?
    /// Keys whose rows and groups the window hides (`--hide`), as a host's `setHiddenKeys`.
    public var hiddenKeys: Set<SettingKey>
    /// The installed application whose bundle it is (`--app`, a row of the hub): the window is
    /// titled with its name and shows its icon.
    public var application: InstalledApplication?
    /// A result of the desktop's search to open (`--search-result`), by its ID: looked up when
    /// the window opens it (`openingSearchResult`).
    public var searchResult: String?
    /// A row to open at, its page opened and the row focused (a result of the hub's search).
    public var target: SearchTarget?
    /// An installed GSettings schema to show instead of a bundle (`--schema`): its keys as
    /// pages, its values in GSettings.
    public var schemaID: String?
    /// Whether a running instance may show it: not when `--language` chose the languages, which
    /// the running instance's windows do not speak.
    public var sharesInstance: Bool

    public init(bundlePath: String?, setup: SessionSetup = SessionSetup(), languages: [String], idiom: Idiom = .pad,
                mode: WindowMode = .endUser, search: String? = nil, hiddenKeys: Set<SettingKey> = [],
                application: InstalledApplication? = nil, sharesInstance: Bool = true) {
        self.bundlePath = bundlePath
        self.setup = setup
        self.languages = languages
        self.idiom = idiom
        self.mode = mode
        self.search = search
        self.hiddenKeys = hiddenKeys
        self.application = application
        self.sharesInstance = sharesInstance
    }

    /// The same way of opening, for another folder (one chosen in the window): its own store
    /// and title, as a launch with only `--bundle` would have.
    public func opening(_ folder: String?) -> OpenRequest {
        var request = self
        request.bundlePath = folder
        request.setup = SessionSetup(storeFormat: setup.storeFormat)
        request.search = nil
        request.hiddenKeys = []
        request.application = nil
        request.searchResult = nil
        request.target = nil
        request.schemaID = nil
        return request
    }

    /// The same way of opening, for an installed application (a row of the hub): its bundle,
    /// store, domain and name, as `--app` opens it; its schemas when it has no bundle.
    public func opening(_ application: InstalledApplication) -> OpenRequest {
        var request = opening(application.bundlePath)
        request.setup = application.sessionSetup()
        request.application = application
        return request
    }

    /// The language of the window's own words: that of the bundle it opens (the demo's for the
    /// hub), found from the bundle's `.lproj` folders without reading a page (`InterfaceLanguage`).
    public var interfaceLanguage: InterfaceLanguage {
        let location = (bundlePath ?? ResourceLocator.demoBundlePath()).flatMap { try? BundleLocation.resolve($0).get() }
        return .inUse(preferred: languages, bundleRoots: location?.roots ?? [])
    }
}
