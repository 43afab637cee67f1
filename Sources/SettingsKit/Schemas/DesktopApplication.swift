import FoundationEssentials

/// An application the desktop knows from its desktop entry, `DATADIR/applications/ID.desktop`,
/// whether or not it ships a bundle: who may own GSettings schemas (`SchemaOwnership`), with the
/// name and icon the hub shows it under.
///
/// Entries are looked for as `ApplicationCatalog` looks for bundles: in `XDG_DATA_HOME`, then
/// `XDG_DATA_DIRS`, the first folder holding an ID winning, so a `Hidden=true` stub in
/// `~/.local/share/applications/` removes the system's entry: the application is `isHidden`,
/// known only by its ID, never listed, but still the owner of its schemas (which are then shown
/// nowhere, `SchemaOwnership`). Entries in sub-folders, and entries whose `Type` is not
/// `Application`, are not applications here. Links and hostile entries follow
/// `ApplicationLinkRule` and `DesktopEntry`'s limits; what is skipped is an author diagnostic.
public struct DesktopApplication: Sendable, Hashable {
    /// The desktop entry ID, without `.desktop`.
    public var id: String
    /// `Name` in the preferred language, else the ID.
    public var name: String
    /// A serialised GIcon, as `InstalledApplication.icon`.
    public var icon: String?
    public var keywords: [String]
    public var entryPath: String
    /// The program its `Exec` runs (`DesktopEntry.executable(ofExec:)`).
    public var executable: String?
    /// Shown in this desktop's menus: not `NoDisplay`, and `OnlyShowIn`/`NotShowIn` allow the
    /// current desktop (`XDG_CURRENT_DESKTOP`).
    public var isShown: Bool
    /// `X-BundleSettings-Schemas` (`SchemaOwnerDeclaration`).
    public var declaredSchemas: [String]
    /// `Hidden=true`: removed (its other fields are empty).
    public var isHidden: Bool

    /// Every application entry in the data folders, by ID, with what was skipped and why.
    public static func scan(environment: [String: String] = ProcessEnvironment.variables,
                            languages: [String]) -> (applications: [DesktopApplication], diagnostics: [Diagnostic]) {
        let folders = ApplicationDataFolder.inLookupOrder(environment: environment)
        let rule = ApplicationLinkRule(folders: folders)
        let desktops = (environment["XDG_CURRENT_DESKTOP"] ?? "").split(separator: ":").map(String.init)
        var claimed = Set<String>()
        var applications: [DesktopApplication] = []
        var diagnostics: [Diagnostic] = []
        for folder in folders {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.applicationsFolder) else { continue }
            let entries = names.filter { $0.hasSuffix(".desktop") && !$0.hasPrefix(".") }.sorted()
            if entries.count > ApplicationCatalog.entryLimit {
                diagnostics.append(Diagnostic(.warning, file: folder.applicationsFolder, "The folder has \(entries.count) desktop entries: only the first \(ApplicationCatalog.entryLimit) (by name) are looked at."))
            }
            for name in entries.prefix(ApplicationCatalog.entryLimit) {
                let id = String(name.dropLast(".desktop".count))
                guard claimed.insert(id).inserted else { continue }
                let path = folder.applicationsFolder + "/" + name
                guard rule.allows(path, in: folder) else {
                    diagnostics.append(Diagnostic(.warning, file: path, "It is a link that leads out of the data folders, so it is not read."))
                    continue
                }
                switch DesktopEntry.read(path: path, languages: languages) {
                case .failure(let problem):
                    diagnostics.append(Diagnostic(.warning, file: path, "\(problem.message): its application is not listed."))
                case .success(let entry):
                    diagnostics += entry.diagnostics
                    // A stub says only Hidden=true, without a Type.
                    guard entry.isHidden || entry.type == "Application" else { continue }
                    applications.append(DesktopApplication(id: id, name: entry.name ?? id, icon: entry.icon, keywords: entry.keywords,
                                                           entryPath: path, executable: entry.executable,
                                                           isShown: entry.isShown(inDesktops: desktops), declaredSchemas: entry.declaredSchemas,
                                                           isHidden: entry.isHidden))
                }
            }
        }
        return (applications.sorted { $0.id < $1.id }, diagnostics)
    }
}

extension SchemaOwnerCandidate {
    /// The owners `SchemaOwnership` chooses among: each application entry, and each application
    /// that ships a bundle (listed whatever its entry says, as the hub lists it; its `store.ini`'s
    /// `SchemaId` declared as its own, so that its bundle and its schema are one application).
    public static func all(desktop: [DesktopApplication], bundles: [InstalledApplication]) -> [SchemaOwnerCandidate] {
        var bundleByID: [String: InstalledApplication] = [:]
        for application in bundles { bundleByID[application.id] = application }
        var candidates = desktop.map { application in
            SchemaOwnerCandidate(id: application.id, executable: application.executable,
                                 isListed: application.isShown || bundleByID[application.id] != nil,
                                 declaredSchemas: application.declaredSchemas + (bundleByID[application.id].flatMap { storeSchema(of: $0) } ?? []),
                                 entryPath: application.entryPath)
        }
        let entries = Set(desktop.map(\.id))
        for application in bundles where !entries.contains(application.id) {
            candidates.append(SchemaOwnerCandidate(id: application.id, declaredSchemas: storeSchema(of: application) ?? []))
        }
        return candidates
    }

    private static func storeSchema(of application: InstalledApplication) -> [String]? {
        guard case .gsettings(let address) = application.store else { return nil }
        return [address.schemaID]
    }
}
