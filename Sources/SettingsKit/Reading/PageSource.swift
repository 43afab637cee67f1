import FoundationEssentials

/// Where a session's pages come from: a Settings bundle (`SettingsBundle`) or an installed
/// GSettings schema (`SchemaPages`). `SettingsController`, `BundleWalk` and the commands ask
/// only this, so every page a source makes is shown, searched, walked and checked alike.
public protocol PageSource: AnyObject, Sendable {
    /// The first page (`Root`).
    var rootPage: Page { get }
    /// A page by the name a child pane uses; a page that cannot be read comes back with
    /// `failure` set.
    func page(named name: String) -> Page
    /// Problems found beside the pages (a bundle's `.strings` files, a schema's skipped keys).
    var sourceDiagnostics: [Diagnostic] { get }
    /// How diagnostics name the file a page was read from.
    func fileName(of page: Page) -> String
    /// The same source, read again from its files when next asked (live reload).
    func reread() -> any PageSource
    /// The folders holding its files, watched by live reload (none: nothing to watch).
    var folders: [String] { get }
    /// The root page's title when no application names it.
    var defaultTitle: String { get }
}

extension SettingsBundle: PageSource {
    public var sourceDiagnostics: [Diagnostic] { stringsDiagnostics }

    public func fileName(of page: Page) -> String {
        guard let path = page.path else { return page.name + ".plist" }
        return location.displayName(of: URL(fileURLWithPath: path))
    }

    public func reread() -> any PageSource { SettingsBundle(location: location, languages: languages, idiom: idiom) }

    public var folders: [String] { location.roots.map(\.path) }

    public var defaultTitle: String { ApplicationName.of(bundle: self) }
}
