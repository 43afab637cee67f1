import FoundationEssentials

extension ApplicationCatalog {
    /// This catalogue with the applications whose settings are installed GSettings schemas
    /// (`schemas`, the IDs of those with a fixed path): each desktop application that owns
    /// schemas (`SchemaOwnership`) listed with its entry's name and icon; an application with a
    /// bundle keeps its bundle and gets the schemas its bundle does not keep its values in
    /// (`InstalledApplication.schemas`); the schemas no application owns are the "Desktop"
    /// entry (`InstalledApplication.desktopID`), listed first. Hidden and `NoDisplay` entries
    /// are not listed (their schemas are shown nowhere).
    ///
    /// Cheap enough for the thread the hub lists on: the desktop entries are read (a few
    /// hundred small files), schemas only listed (`g_settings_schema_source_list_schemas`),
    /// never a key of one.
    func addingSchemaApplications(schemas: [String], environment: [String: String], languages: [String]) -> ApplicationCatalog {
        guard !schemas.isEmpty else { return self }
        let desktop = DesktopApplication.scan(environment: environment, languages: languages)
        let bundles = applications + unnamed.map(\.application)
        let ownership = SchemaOwnership.assign(schemas: schemas, applications: SchemaOwnerCandidate.all(desktop: desktop.applications, bundles: bundles))
        var catalog = self
        let known = Set(diagnostics.map(\.description))
        catalog.diagnostics += (desktop.diagnostics + ownership.diagnostics).filter { !known.contains($0.description) }
        let owned = ownership.applications
        func withSchemas(_ application: InstalledApplication) -> InstalledApplication {
            var application = application
            let bundleSchema: String? = if case .gsettings(let address) = application.store { address.schemaID } else { nil }
            application.schemas = (owned[application.id] ?? []).filter { $0 != bundleSchema }
            return application
        }
        catalog.applications = catalog.applications.map(withSchemas)
        catalog.unnamed = catalog.unnamed.map { unnamed in
            var unnamed = unnamed
            unnamed.application = withSchemas(unnamed.application)
            return unnamed
        }
        let bundleIDs = Set(bundles.map(\.id))
        let entries = Dictionary(desktop.applications.map { ($0.id, $0) }) { first, _ in first }
        for (id, schemas) in owned where !bundleIDs.contains(id) {
            guard let entry = entries[id] else { continue }
            let folder = dataFolders.first { entry.entryPath.hasPrefix($0.applicationsFolder + "/") } ?? dataFolders[0]
            catalog.applications.append(InstalledApplication(id: id, displayName: entry.name, icon: entry.icon, keywords: entry.keywords,
                                                             bundlePath: nil, schemas: schemas, dataFolder: folder,
                                                             store: .gsettings(GSettingsAddress(schemaID: schemas[0])),
                                                             desktopEntryPath: entry.entryPath))
        }
        let desktopSchemas = ownership.desktop.values.flatMap { $0 }.sorted()
        if !desktopSchemas.isEmpty, let first = dataFolders.first {
            catalog.applications.append(InstalledApplication(id: InstalledApplication.desktopID, displayName: tr("Desktop"),
                                                             icon: "user-desktop", bundlePath: nil, schemas: desktopSchemas,
                                                             dataFolder: first, store: .gsettings(GSettingsAddress(schemaID: desktopSchemas[0]))))
        }
        catalog.applications = Self.sortedByName(catalog.applications)
        return catalog
    }

    /// The installed applications' schemas as `scan` finds them for `environment`: the IDs of
    /// those with a fixed path.
    static func fixedSchemas(environment: [String: String]) -> [String] {
        InstalledSchemas.standard(environment: environment)?.fixedSchemaIDs ?? []
    }
}
