import FoundationEssentials

extension ApplicationCatalog {
    /// The prefix of a Flatpak application's ID in the catalogue when the host has an
    /// application of the same ID (`--app flatpak:org.example.App`): both are listed, and each
    /// ID names one.
    public static let flatpakPrefix = "flatpak:"

    /// This catalogue with the Flatpak applications whose deployment ships a bundle
    /// (`files/share/bundle-settings/apps/APP_ID/`) or GSettings schemas
    /// (`files/share/glib-2.0/schemas/`), found in every installation
    /// (`FlatpakInstallation.all`; an ID deployed in several, the user's first), named by the
    /// desktop entry in their deployment (the one flatpak exports). A host application of the
    /// same ID stays as it is; the Flatpak one is listed beside it as `flatpak:APP_ID`.
    ///
    /// An application whose values would be written outside its own `~/.var/app/APP_ID` (a
    /// link planted there leading out) is not listed, and that is said.
    func addingFlatpakApplications(environment: [String: String], languages: [String]) -> ApplicationCatalog {
        let found = FlatpakInstallation.all(environment: environment)
        var catalog = self
        catalog.diagnostics += found.diagnostics
        let user = found.installations.first { $0.kind == .user }
        var seen = Set<String>()
        let hostIDs = Set(applications.map(\.id) + unnamed.map(\.application.id))
        for installation in found.installations {
            let deployed = FlatpakApplication.deployed(in: installation, userInstallation: user)
            catalog.diagnostics += deployed.diagnostics
            for flatpak in deployed.applications where seen.insert(flatpak.id).inserted {
                let placement = FlatpakPlacement(application: flatpak, sandbox: FlatpakSandboxFolder(id: flatpak.id, environment: environment))
                guard placement.application.reachesDconf || placement.sandbox.holds(placement.sandbox.settingsKeyfile),
                      placement.sandbox.holds(placement.sandbox.configFolder + "/" + flatpak.id) else {
                    catalog.diagnostics.append(Diagnostic(.warning, file: placement.sandbox.configFolder, "A link in it leads out of \(placement.sandbox.path): the Flatpak application \(flatpak.id) is not listed, so nothing is written there."))
                    continue
                }
                guard var application = Self.application(placement, languages: languages, diagnostics: &catalog.diagnostics) else { continue }
                if hostIDs.contains(flatpak.id) { application.id = Self.flatpakPrefix + flatpak.id }
                catalog.applications.append(application)
            }
        }
        catalog.applications = Self.sortedByName(catalog.applications)
        return catalog
    }

    /// The catalogue's entry of one Flatpak application, nil when it ships no settings.
    private static func application(_ placement: FlatpakPlacement, languages: [String], diagnostics: inout [Diagnostic]) -> InstalledApplication? {
        let id = placement.application.id
        let folder = ApplicationDataFolder(path: placement.application.dataFolder, isUsers: false)
        let rule = ApplicationLinkRule(folders: [folder])
        let schemas = (placement.installedSchemas()?.fixedSchemaIDs ?? []).filter { DesktopArea.of(schema: $0) == nil }
        let bundle = find(id: id, in: [folder], rule: rule, languages: languages)
        if FileManager.default.fileExists(atPath: folder.appsFolder + "/" + id) { diagnostics += bundle.diagnostics }
        if var application = bundle.application {
            let bundleSchema: String? = if case .gsettings(let address) = application.store { address.schemaID } else { nil }
            application.schemas = schemas.filter { $0 != bundleSchema }
            application.flatpak = placement
            return application
        }
        guard !schemas.isEmpty else { return nil }
        let entry = DesktopEntry.find(id: id, in: [folder], linkRule: rule, languages: languages)
        diagnostics += entry.diagnostics
        if entry.entry?.isHidden == true { return nil }
        var application = InstalledApplication(id: id, displayName: entry.entry?.name ?? id, icon: entry.entry?.icon,
                                               keywords: entry.entry?.keywords ?? [], bundlePath: nil, schemas: schemas, dataFolder: folder,
                                               store: .gsettings(GSettingsAddress(schemaID: schemas[0])), desktopEntryPath: entry.entry?.path)
        application.flatpak = placement
        return application
    }
}
