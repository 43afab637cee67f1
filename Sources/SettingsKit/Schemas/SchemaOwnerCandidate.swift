/// An application as `SchemaOwnership` sees it, in plain values: what its desktop entry says
/// (`DesktopApplication`), or what a test writes.
public struct SchemaOwnerCandidate: Sendable, Hashable {
    /// The desktop entry ID, without `.desktop` (`org.gnome.Nautilus`, `simple-scan`).
    public var id: String
    /// The program its `Exec` runs, without folders (`simple-scan`); nil when `Exec` runs a
    /// launcher or interpreter rather than the application (see `DesktopEntry.executable`).
    public var executable: String?
    /// Whether the hub lists it: not `Hidden`, not `NoDisplay`, shown in this desktop
    /// (`OnlyShowIn`, `NotShowIn`), or it ships a bundle (listed whatever its entry says).
    public var isListed: Bool
    /// The schemas it says are its own (`SchemaOwnerDeclaration`, and its `store.ini`'s
    /// `SchemaId`).
    public var declaredSchemas: [String]
    /// Its desktop entry, named in diagnostics about its declaration.
    public var entryPath: String?

    public init(id: String, executable: String? = nil, isListed: Bool = true, declaredSchemas: [String] = [],
                entryPath: String? = nil) {
        self.id = id
        self.executable = executable
        self.isListed = isListed
        self.declaredSchemas = declaredSchemas
        self.entryPath = entryPath
    }

    /// The names that can name its schemas (`SchemaOwnership`'s rule on names): its executable
    /// and its ID's last component, squeezed (`SchemaName.squeezed`), each at least
    /// `SchemaOwnership.shortestName` long.
    var names: Set<String> {
        let lastComponent = id.split(separator: ".").last.map(SchemaName.squeezed)
        return Set([executable.map(SchemaName.squeezed), lastComponent].compactMap { $0 }
            .filter { $0.count >= SchemaOwnership.shortestName })
    }
}
