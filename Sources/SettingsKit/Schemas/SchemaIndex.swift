/// The pages above several schemas' own, for an application that owns more than one schema or
/// for the "Desktop" entry: pages of rows, each leading to a schema's pages or to another such
/// page. `SchemaPages` reads the schemas under it; a schema's root page is then named by its ID
/// (`org.gnome.desktop.interface`, its children `org.gnome.desktop.interface/CHILD`), and its
/// keys `SCHEMA_ID/KEY`.
///
/// Beside a bundle (`besideBundle`), every page name starts with `pagePrefix` (`gsettings:`),
/// so neither the bundle's pages nor its keys can be taken for the schemas'; an application's
/// one schema then needs no page above it.
///
/// The Desktop entry's first page lists the areas (`DesktopArea`) that have schemas, in their
/// order; an area with one schema leads to that schema's pages, titled by the area; one with
/// several to a page of them. An application's first page lists its schemas.
public struct SchemaIndex: Sendable, Hashable {
    /// Where a row leads.
    public enum Target: Sendable, Hashable {
        case schema(String)
        case page(String)
    }

    public struct Entry: Sendable, Hashable {
        public var title: String
        public var target: Target
    }

    public struct IndexPage: Sendable, Hashable {
        /// `Root` for the first page.
        public var name: String
        public var entries: [Entry]
    }

    /// The application's ID (`InstalledApplication.desktopID` for the Desktop entry): names
    /// the session's store, as a schema's ID does for one schema.
    public var id: String
    /// Put before every page's name (and so every key's): `""`, or `gsettings:` beside a bundle.
    public var pagePrefix = ""
    /// The first page (`Root`) first; none when one schema is shown beside a bundle.
    public var pages: [IndexPage]
    /// Every schema read, in order.
    public var schemas: [String]

    /// The prefix of the pages shown beside a bundle.
    public static let besideBundlePrefix = "gsettings:"

    /// The name of the page a row leads to.
    public func pageName(of target: Target) -> String {
        switch target {
        case .schema(let id): pagePrefix + id
        case .page(let name): pagePrefix + name
        }
    }

    /// The page shown first.
    public var firstPage: String {
        pages.first.map { pagePrefix + $0.name } ?? pageName(of: .schema(schemas.first ?? ""))
    }

    /// The schemas of `application` that its bundle does not show, one page away from it.
    public static func besideBundle(_ application: InstalledApplication, in installed: InstalledSchemas) -> SchemaIndex? {
        let schemas = SchemaChildren.outermost(application.schemas, in: installed)
        guard !schemas.isEmpty else { return nil }
        var index = SchemaIndex(id: application.id, pages: [], schemas: schemas)
        if schemas.count > 1 { index = of(application, schemas: schemas) }
        index.pagePrefix = besideBundlePrefix
        return index
    }

    /// The pages of `application`'s schemas; nil when it shows one schema, whose own pages are
    /// then the application's (or none). A schema that is another's `<child>` is that one's
    /// child page only (`SchemaChildren`).
    public static func of(_ application: InstalledApplication, in installed: InstalledSchemas) -> SchemaIndex? {
        let schemas = SchemaChildren.outermost(application.schemas, in: installed)
        guard application.isDesktop || schemas.count > 1 else { return nil }
        return of(application, schemas: schemas)
    }

    private static func of(_ application: InstalledApplication, schemas: [String]) -> SchemaIndex {
        if application.isDesktop { return desktop(id: application.id, schemas: schemas) }
        let entries = schemas.map { Entry(title: title(of: $0, ownedBy: application.id), target: .schema($0)) }
        return SchemaIndex(id: application.id, pages: [IndexPage(name: SettingsBundle.rootPageName, entries: entries)], schemas: schemas)
    }

    /// The Desktop entry's pages: its schemas by area.
    public static func desktop(id: String, schemas: [String]) -> SchemaIndex {
        var byArea: [DesktopArea: [String]] = [:]
        for schema in schemas { byArea[DesktopArea.of(schema: schema) ?? .other, default: []].append(schema) }
        var root = IndexPage(name: SettingsBundle.rootPageName, entries: [])
        var pages: [IndexPage] = []
        var ordered: [String] = []
        for (area, ids) in byArea.sorted(by: { $0.key < $1.key }) {
            ordered += ids.sorted()
            if ids.count == 1 {
                root.entries.append(Entry(title: area.title, target: .schema(ids[0])))
                continue
            }
            root.entries.append(Entry(title: area.title, target: .page(area.rawValue)))
            pages.append(IndexPage(name: area.rawValue, entries: ids.sorted().map { Entry(title: title(of: $0, ownedBy: nil), target: .schema($0)) }))
        }
        return SchemaIndex(id: id, pages: [root] + pages, schemas: ordered)
    }

    /// A schema's row title: what its ID adds to its owner's, made readable
    /// (`org.gnome.nautilus.icon-view` of `org.gnome.Nautilus`: "Icon view"), "General" for
    /// the schema named as its owner; else its last component (`org.gnome.desktop.interface`:
    /// "Interface").
    static func title(of schema: String, ownedBy owner: String?) -> String {
        if let owner {
            let folded = schema.lowercased(), ownerFolded = owner.lowercased()
            if folded == ownerFolded { return tr("General") }
            if SchemaName.folded(folded, extends: ownerFolded) {
                return ReadableName.of(String(schema.dropFirst(owner.count + 1)).replacing(".", with: " "))
            }
        }
        return ReadableName.of(schema.split(separator: ".").last.map(String.init) ?? schema)
    }
}
