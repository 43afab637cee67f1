import CGLib
import FoundationEssentials

/// An installed GSettings schema read as pages: the schema is `Root`, each `<child>` a child
/// page (`plugins`, `plugins/spell`), its keys rows (`SchemaRowMaker`). Keys of a child page
/// are stored under `CHILD/KEY` (GSettings names hold no `/`), which is how `SchemaStore` finds
/// the schema and path each lives at. State no user edits (`SchemaStateRule`) is left out
/// unless `includingState`.
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

    public let schemaID: String
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
        return .success(SchemaPages(id: id, schema: schema, path: path, installed: installed, includingState: includingState))
    }

    private init(id: String, schema: OpaquePointer, path: String, installed: InstalledSchemas, includingState: Bool) {
        schemaID = id
        self.installed = installed
        includesState = includingState
        var pages: [SettingKey: Page] = [:]
        var nodes: [Node] = []
        var diagnostics: [Diagnostic] = []
        var stateKeys: [SettingKey] = []
        var guardOfTexts = SchemaTextGuard()
        // Children are found through GSettings objects (GLib says a <child>'s schema and path
        // only there), on a memory backend: nothing is read from or written to dconf.
        let backend = g_memory_settings_backend_new()
        defer { g_object_unref(UnsafeMutableRawPointer(backend)) }
        let root = g_settings_new_full(schema, backend, path)
        var pending: [(settings: UnsafeMutablePointer<GSettings>, pageName: String, title: String?)] = []
        if let root { pending.append((root, "", nil)) }
        while !pending.isEmpty {
            let (settings, pageName, title) = pending.removeFirst()
            defer { g_object_unref(settings) }
            guard let nodeSchema = bs_settings_get_schema(settings) else { continue }
            defer { g_settings_schema_unref(nodeSchema) }
            let nodePath = bs_settings_get_path(settings).map { text in
                defer { g_free(text) }
                return String(cString: text)
            } ?? path
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
        self.pages = pages
        self.nodes = nodes
        self.diagnostics = diagnostics
        self.stateKeys = stateKeys
    }

    // MARK: PageSource

    public var rootPage: Page { page(named: SettingsBundle.rootPageName) }

    public func page(named name: String) -> Page {
        if let page = pages[SettingKey(name)] { return page }
        let failure = Diagnostic(.error, file: schemaID, "The schema \(schemaID) has no child \(Diagnostic.echo(name)).")
        return Page(name: name, path: nil, title: nil, diagnostics: [failure], failure: failure)
    }

    /// The pages' own diagnostics are the walk's already.
    public var sourceDiagnostics: [Diagnostic] { [] }

    public func fileName(of page: Page) -> String { page.path ?? schemaID }

    public func reread() -> any PageSource {
        (try? Self.open(id: schemaID, in: installed, includingState: includesState).get()) ?? self
    }

    public var folders: [String] { [] }

    public var defaultTitle: String { schemaID }
}
