import FoundationEssentials

/// An application's bundle with its GSettings schemas that the bundle does not show
/// (`InstalledApplication.schemas`): the bundle's pages, its first page ending with a row "More
/// Settings" that leads to the schemas' pages (`SchemaIndex.besideBundle`: their names and keys
/// start with `gsettings:`, so no bundle page or key is taken for theirs). What the bundle shows
/// is shown once, by the bundle; the rest one page away. Values: `BundleWithSchemasStore`.
public final class BundleWithSchemas: PageSource {
    public let bundle: SettingsBundle
    public let schemas: SchemaPages

    public init(bundle: SettingsBundle, schemas: SchemaPages) {
        self.bundle = bundle
        self.schemas = schemas
    }

    /// Whether the page or key `name` is the schemas'.
    public static func isSchemas(_ name: String) -> Bool { name.hasPrefix(SchemaIndex.besideBundlePrefix) }

    public var rootPage: Page { page(named: SettingsBundle.rootPageName) }

    /// The walk and the command line ask for `Root` by name: it ends with More Settings too.
    public func page(named name: String) -> Page {
        if Self.isSchemas(name) { return schemas.page(named: name) }
        var page = bundle.page(named: name)
        guard name == SettingsBundle.rootPageName, page.failure == nil, let first = schemas.index?.firstPage else { return page }
        let file = page.rows.first?.file ?? SettingsBundle.rootPageName + ".plist"
        let group = Row(file: file, index: page.rows.count, kind: .group(GroupRow(footer: nil)))
        var more = Row(file: file, index: page.rows.count + 1, kind: .childPane(ChildPaneRow(target: .page(first))))
        more.title = tr("More Settings")
        page.rows += [group, more]
        page.sections.append(Section(header: group, rows: [more]))
        return page
    }

    public var sourceDiagnostics: [Diagnostic] { bundle.sourceDiagnostics }

    public func fileName(of page: Page) -> String {
        Self.isSchemas(page.name) ? schemas.fileName(of: page) : bundle.fileName(of: page)
    }

    public func reread() -> any PageSource {
        guard let bundle = bundle.reread() as? SettingsBundle, let schemas = schemas.reread() as? SchemaPages else { return self }
        return BundleWithSchemas(bundle: bundle, schemas: schemas)
    }

    public var folders: [String] { bundle.folders }

    public var defaultTitle: String { bundle.defaultTitle }
}
