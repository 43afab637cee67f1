import CGLib
import CGioOnDemand
import FoundationEssentials

/// An installed GSettings schema read as pages: the schema is `Root`, each `<child>` a child
/// page (`plugins`, `plugins/spell`), its keys rows (`SchemaRowMaker`). Keys of a child page
/// are stored under `CHILD/KEY` (GSettings names hold no `/`), which is how `SchemaStore` finds
/// the schema and path each lives at. State no user edits (`SchemaStateRule`) is left out
/// unless `includingState`. Several schemas (an application's, the Desktop entry's) are read
/// under the pages of a `SchemaIndex`, each schema's pages and keys named after its ID.
///
/// Read whole when opened (GLib parses every `.gschema.xml` of the folder on the first summary
/// asked for, so reading keys lazily would save little), then immutable: safe on any thread.
public final class SchemaPages: PageSource {
    /// Where one schema of the tree keeps its values.
    public struct Node: Sendable {
        /// `""` for the root, else the child page's name (`plugins/spell`).
        public var pageName: String
        public var schemaID: String
        public var path: String
    }

    /// The schema's ID; with an index, the index's (the application's).
    public let schemaID: String
    /// The pages above the schemas, when there are several.
    public let index: SchemaIndex?
    public let installed: InstalledSchemas
    public let includesState: Bool
    /// Every schema of the tree, the root first.
    public let nodes: [Node]
    /// Keys skipped or cut, as a schema's author reads them.
    public let diagnostics: [Diagnostic]
    /// Keys left out as state (`SchemaStateRule`), by page.
    public let stateKeys: [SettingKey]
    private let pages: [SettingKey: Page]

    /// The most schemas one tree reads, as `BundleWalk.pageLimit` bounds a bundle's pages: a
    /// relocatable schema that is its own `<child>` would otherwise nest without end.
    public static let nodeLimit = 1_000

    /// Reads the schema `id` and its children, or says why there is nothing to read.
    public static func open(id: String, in installed: InstalledSchemas, includingState: Bool = false) -> Result<SchemaPages, Diagnostic> {
        guard let schema = installed.lookUp(id) else {
            return .failure(Diagnostic(.error, file: id, "No GSettings schema \(Diagnostic.echo(id)) is installed (looked in GSETTINGS_SCHEMA_DIR and the glib-2.0/schemas folders of XDG_DATA_HOME and XDG_DATA_DIRS)."))
        }
        defer { g_settings_schema_unref(schema) }
        guard let path = g_settings_schema_get_path(schema).map({ String(cString: $0) }) else {
            return .failure(Diagnostic(.error, file: id, "The GSettings schema \(Diagnostic.echo(id)) is relocatable: it has values only where another schema's <child> gives it a path."))
        }
        return .success(SchemaPages(id: id, index: nil, roots: [(schema, path, "")], installed: installed, includingState: includingState))
    }

    /// Reads the schemas `index` leads to under its pages. A schema not installed, or
    /// relocatable, is left out with its row and said in `diagnostics`.
    public static func open(index: SchemaIndex, in installed: InstalledSchemas, includingState: Bool = false) -> SchemaPages {
        var roots: [(schema: OpaquePointer, path: String, pageName: String)] = []
        var diagnostics: [Diagnostic] = []
        for id in index.schemas {
            guard let schema = installed.lookUp(id) else {
                diagnostics.append(Diagnostic(.warning, file: id, "No GSettings schema \(Diagnostic.echo(id)) is installed: its page is left out."))
                continue
            }
            guard let path = g_settings_schema_get_path(schema).map({ String(cString: $0) }) else {
                g_settings_schema_unref(schema)
                diagnostics.append(Diagnostic(.warning, file: id, "The GSettings schema \(Diagnostic.echo(id)) is relocatable: its page is left out."))
                continue
            }
            roots.append((schema, path, index.pageName(of: .schema(id))))
        }
        defer { for root in roots { g_settings_schema_unref(root.schema) } }
        return SchemaPages(id: index.id, index: index, roots: roots, installed: installed, includingState: includingState, diagnostics: diagnostics)
    }

    /// The pages of an installed application's schemas (`InstalledApplication.schemas`): its one
    /// schema's own, or those of all under their `SchemaIndex` (the Desktop entry's by area). A
    /// schema that is another's `<child>` is that one's child page only.
    public static func open(application: InstalledApplication, in installed: InstalledSchemas,
                            includingState: Bool = false) -> Result<SchemaPages, Diagnostic> {
        if let index = SchemaIndex.of(application, in: installed) { return .success(open(index: index, in: installed, includingState: includingState)) }
        guard let id = SchemaChildren.outermost(application.schemas, in: installed).first else {
            return .failure(Diagnostic(.error, file: application.id, "\(Diagnostic.echo(application.id)) owns no GSettings schema."))
        }
        return open(id: id, in: installed, includingState: includingState)
    }

    /// The pages of `application`'s schemas its bundle does not show (`SchemaIndex.besideBundle`);
    /// nil when there are none.
    public static func besideBundle(_ application: InstalledApplication, in installed: InstalledSchemas) -> SchemaPages? {
        SchemaIndex.besideBundle(application, in: installed).map { open(index: $0, in: installed) }
    }

    /// `roots`: each schema read, with its path and its root page's name (`""` for `Root`).
    private init(id: String, index: SchemaIndex?, roots: [(schema: OpaquePointer, path: String, pageName: String)],
                 installed: InstalledSchemas, includingState: Bool, diagnostics found: [Diagnostic] = []) {
        schemaID = id
        self.index = index
        self.installed = installed
        includesState = includingState
        var pages: [SettingKey: Page] = [:]
        var nodes: [Node] = []
        var diagnostics = found
        var stateKeys: [SettingKey] = []
        var guardOfTexts = SchemaTextGuard()
        SchemaTextDomains.bind(installed)
        // Children are found through GSettings objects (GLib says a <child>'s schema and path
        // only there), on a memory backend: nothing is read from or written to dconf.
        let backend = g_memory_settings_backend_new()
        defer { g_object_unref(UnsafeMutableRawPointer(backend)) }
        var pending: [(settings: UnsafeMutablePointer<GSettings>, pageName: String, title: String?)] = []
        for root in roots {
            if let settings = g_settings_new_full(root.schema, backend, root.path) { pending.append((settings, root.pageName, nil)) }
        }
        while !pending.isEmpty {
            let (settings, pageName, title) = pending.removeFirst()
            defer { g_object_unref(settings) }
            guard let nodeSchema = bs_settings_get_schema(settings) else { continue }
            defer { g_settings_schema_unref(nodeSchema) }
            let nodePath = bs_settings_get_path(settings).map { text in
                defer { g_free(text) }
                return String(cString: text)
            } ?? ""
            let nodeID = String(cString: g_settings_schema_get_id(nodeSchema))
            nodes.append(Node(pageName: pageName, schemaID: nodeID, path: nodePath))
            var children: [(name: String, pageName: String)] = []
            let childNames = g_settings_schema_list_children(nodeSchema)
            for name in InstalledSchemas.strings(childNames) {
                guard nodes.count + pending.count < Self.nodeLimit else {
                    diagnostics.append(Diagnostic(.warning, file: nodeID, key: name,
                                                  "The schema tree has more than \(Self.nodeLimit) schemas, the most read: this child and the rest are left out."))
                    break
                }
                guard let child = g_settings_get_child(settings, name) else { continue }
                let childPage = pageName.isEmpty ? name : pageName + "/" + name
                children.append((name, childPage))
                pending.append((child, childPage, ReadableName.of(name)))
            }
            g_strfreev(childNames)
            let reader = SchemaPageReader(schemaID: nodeID, schema: nodeSchema, keyPrefix: pageName.isEmpty ? "" : pageName + "/",
                                          includingState: includingState,
                                          offendingFile: guardOfTexts.offendingFile(forSchema: nodeID, in: installed))
            let read = reader.page(name: pageName.isEmpty ? SettingsBundle.rootPageName : pageName, title: title, children: children)
            pages[SettingKey(read.page.name)] = read.page
            diagnostics += read.page.diagnostics
            stateKeys += read.stateKeys
        }
        if let index {
            for page in Self.pages(of: index, leadingTo: pages) { pages[SettingKey(page.name)] = page }
        }
        self.pages = pages
        self.nodes = nodes
        self.diagnostics = diagnostics
        self.stateKeys = stateKeys
    }

    /// The index's pages: a row for each entry, leading to the schema's root page or the page.
    /// An entry whose page would show nothing is left out (Nautilus's `window-state` schema
    /// is all state), as is a page of such entries; with state shown, they are there.
    private static func pages(of index: SchemaIndex, leadingTo read: [SettingKey: Page]) -> [Page] {
        var made: [SettingKey: Page] = [:]
        // The first page leads to the others: made last.
        for indexPage in index.pages.reversed() {
            var rows: [Row] = []
            for entry in indexPage.entries {
                let target = SettingKey(index.pageName(of: entry.target))
                guard let page = read[target] ?? made[target], !page.rows.isEmpty else { continue }
                var row = Row(file: index.id, index: rows.count, kind: .childPane(ChildPaneRow(target: .page(index.pageName(of: entry.target)))))
                row.title = entry.title
                rows.append(row)
            }
            let name = index.pagePrefix + indexPage.name
            made[SettingKey(name)] = Page(name: name, path: index.id, title: nil, sections: rows.isEmpty ? [] : [Section(header: nil, rows: rows)],
                                          rows: rows)
        }
        return Array(made.values)
    }

    /// The schema a key of these pages is in, and its name there: `SCHEMA_ID/CHILD/key` is
    /// `key` of the child's schema (as `SchemaStore` places it); the root schema's ID for a key
    /// of no node.
    public func schemaKey(of key: SettingKey) -> (schemaID: String, name: String) {
        let text = key.text
        let slash = text.lastIndex(of: "/")
        let pageName = slash.map { String(text[..<$0]) } ?? ""
        let name = slash.map { String(text[text.index(after: $0)...]) } ?? text
        return (nodes.first { $0.pageName == pageName }?.schemaID ?? nodes.first?.schemaID ?? schemaID, name)
    }

    // MARK: PageSource

    public var rootPage: Page { page(named: index?.firstPage ?? SettingsBundle.rootPageName) }

    public func page(named name: String) -> Page {
        if let page = pages[SettingKey(name)] { return page }
        let failure = Diagnostic(.error, file: schemaID, "The schema \(schemaID) has no child \(Diagnostic.echo(name)).")
        return Page(name: name, path: nil, title: nil, diagnostics: [failure], failure: failure)
    }

    /// The pages' own diagnostics are the walk's already.
    public var sourceDiagnostics: [Diagnostic] { [] }

    public func fileName(of page: Page) -> String { page.path ?? schemaID }

    public func reread() -> any PageSource {
        if let index { return Self.open(index: index, in: installed, includingState: includesState) }
        return (try? Self.open(id: schemaID, in: installed, includingState: includesState).get()) ?? self
    }

    /// The same schemas read again, with (or without) the keys `SchemaStateRule` hides: what
    /// "Show All Settings" turns to.
    public func including(state: Bool) -> SchemaPages {
        guard state != includesState else { return self }
        if let index { return Self.open(index: index, in: installed, includingState: state) }
        return (try? Self.open(id: schemaID, in: installed, includingState: state).get()) ?? self
    }

    public var folders: [String] { [] }

    public var defaultTitle: String { schemaID }
}
