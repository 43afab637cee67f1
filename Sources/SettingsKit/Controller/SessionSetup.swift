import FoundationEssentials

/// Opens everything a settings session needs from the command line's words: the store (where
/// `StoreLocation` says), the administrator layer of the store's domain, and the controller.
public struct SessionSetup: Sendable, Equatable {
    /// `--store PATH`.
    public var storePath: String?
    /// `--store-format`.
    public var storeFormat: StoreLocation.Format?
    /// `--domain`.
    public var domain: String?
    /// `--title`: the application's name, else derived from the bundle.
    public var applicationName: String?
    /// `--app`: the installed application's ID, the domain when neither `--domain` nor the
    /// bundle names one (`InstalledApplication.sessionSetup`).
    public var applicationID: String?
    /// Whether a file store watches its file for changes others make, and the session the
    /// administrator's files: the window and `watch` do; the commands that read or write once
    /// do not (see `FileStore.init`).
    public var watchesStore: Bool
    /// A Flatpak application's placement: its values where its sandbox reads them.
    public var flatpak: FlatpakPlacement?

    public init(storePath: String? = nil, storeFormat: StoreLocation.Format? = nil, domain: String? = nil,
                applicationName: String? = nil, watchesStore: Bool = true) {
        self.storePath = storePath
        self.storeFormat = storeFormat
        self.domain = domain
        self.applicationName = applicationName
        self.watchesStore = watchesStore
    }

    /// `keyfile`/`ini` or `plist`, as `--store-format` takes them.
    public static func format(named name: String) -> StoreLocation.Format? {
        switch name.lowercased() {
        case "keyfile", "key-file", "ini": .keyFile
        case "plist": .plist
        default: nil
        }
    }

    /// The domain: `--domain`, else the root page's `ApplicationGroupContainerIdentifier`, else
    /// the installed application's ID, else the enclosing app's `CFBundleIdentifier`, else a
    /// stable name derived from the location.
    public func domain(of bundle: SettingsBundle) -> String {
        StoreDomain.resolve(domain: domain, groupContainer: bundle.rootPage.applicationGroup, applicationID: applicationID,
                            bundlePath: bundlePath(of: bundle))
    }

    /// The controller of a settings session on `bundle`: the store where `StoreLocation` puts
    /// it for this setup (by default `$XDG_CONFIG_HOME/DOMAIN/settings.ini`), with the system
    /// defaults and locks of its domain. This is how the command line and the window start, and
    /// the entry point for an application that embeds the window (see `Examples/HostApp`):
    /// set the controller's `buttonHandler`, then show a `SettingsWindow` on it. A store that
    /// cannot be read is not an error here: `store.loadError` says why, and nothing is saved.
    /// `walk`: the bundle's walk made already, its root titled with the application's name
    /// (`SettingsController.init`).
    /// `schemas`: the application's schemas its bundle does not show (`BundleWithSchemas`),
    /// one page away from its first page, their values in GSettings.
    @MainActor
    public func openController(for bundle: SettingsBundle, walk: BundleWalk? = nil, besides schemas: SchemaPages? = nil,
                               environment: [String: String] = ProcessEnvironment.variables) -> SettingsController {
        let location = StoreLocation.resolve(storePath: storePath, format: storeFormat, domain: domain,
                                             groupContainer: bundle.rootPage.applicationGroup, applicationID: applicationID,
                                             bundlePath: bundlePath(of: bundle), environment: flatpak?.storeEnvironment(environment) ?? environment)
        let domain = domain(of: bundle)
        let administrator = AdministratorLayer(domain: domain, environment: environment)
        let controller = if let schemas {
            SettingsController(source: BundleWithSchemas(bundle: bundle, schemas: schemas),
                               store: guarded(BundleWithSchemasStore(bundle: openStore(at: location, for: bundle), schemas: flatpak?.schemaStore(for: schemas) ?? SchemaStore(pages: schemas))),
                               administrator: administrator, applicationName: applicationName, domain: domain)
        } else {
            SettingsController(bundle: bundle, store: guarded(openStore(at: location, for: bundle)), administrator: administrator,
                               applicationName: applicationName, domain: domain, walk: walk)
        }
        if watchesStore { controller.followAdministrator() }
        return controller
    }

    /// The controller of a session on an installed schema's pages: values in GSettings, where
    /// the application keeps them (`SchemaStore`), and dconf's own defaults and locks.
    /// `--title` names it, else the schema's ID.
    @MainActor
    public func openController(for pages: SchemaPages) -> SettingsController {
        SettingsController(source: pages, store: guarded(flatpak?.schemaStore(for: pages) ?? SchemaStore(pages: pages)), applicationName: applicationName, domain: pages.schemaID)
    }

    /// A Flatpak application's store refuses to write once it is uninstalled
    /// (`UninstalledApplicationGuard`); the host's are as they are.
    @MainActor
    private func guarded(_ store: any SettingsStore) -> any SettingsStore {
        flatpak.map { UninstalledApplicationGuard(store, of: $0.application) } ?? store
    }

    /// A GSettings store maps the bundle's keys to the names its schema uses, so it takes the
    /// bundle's schema plan (keys under a `<child>`'s name live in the child's schema:
    /// `GSettingsTreeStore`); the others need only the location.
    @MainActor
    public func openStore(at location: StoreLocation, for bundle: SettingsBundle) -> any SettingsStore {
        guard location.format == .gsettings, let address = GSettingsAddress(location.path) else {
            return location.openStore(watching: watchesStore)
        }
        // A Flatpak application's schema is in its deployment, its values where its sandbox has them.
        return GSettingsTreeStore.open(address: address, plan: GSettingsSchemaPlan(bundle: bundle),
                                       schemaDirectory: flatpak?.application.schemaFolder,
                                       keyfile: flatpak.flatMap { $0.application.reachesDconf ? nil : $0.sandbox.settingsKeyfile })
    }

    private func bundlePath(of bundle: SettingsBundle) -> String {
        bundle.location.roots.first?.path ?? bundle.location.path
    }
}
