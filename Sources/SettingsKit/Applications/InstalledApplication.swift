import FoundationEssentials

/// An application whose settings the hub lists (see `ApplicationCatalog`): one that installed its
/// settings bundle in `DATADIR/bundle-settings/apps/APP_ID/`, one that owns installed GSettings
/// schemas (`SchemaOwnership`), or both; and the "Desktop" entry (`desktopID`), the schemas no
/// application owns. What the hub lists, the search names and `--app` opens.
public struct InstalledApplication: Sendable, Hashable, Identifiable {
    /// The application ID, the name of its desktop entry without `.desktop` (`org.example.App`).
    public var id: String
    /// The name shown: the desktop entry's `Name` in the preferred language, else the bundle's
    /// own `Title` (see `BundleTitle`), else the ID. At most a line's length
    /// (`ShownText.Kind.line`); a label still bounds it with `ShownText.bounded`.
    public var displayName: String
    /// The desktop entry's icon as a serialised GIcon (`g_icon_new_for_string` makes it again):
    /// an icon name, or a file's path. Nil without an entry or icon.
    public var icon: String?
    /// The desktop entry's `Keywords`, translated: the search finds the application by them.
    public var keywords: [String]
    /// The application's folder, `DATADIR/bundle-settings/apps/APP_ID`, holding `Settings.bundle`
    /// and/or `InAppSettings.bundle`: what `--bundle` takes to open the same bundle. Nil for an
    /// application whose settings are its schemas only.
    public var bundlePath: String?
    /// The installed GSettings schemas it owns (with a fixed path), sorted; for an application
    /// with a bundle, those its bundle does not keep its values in (`SchemaOwnerCandidate.all`:
    /// its `store.ini`'s schema is the bundle's), shown one page away from it.
    public var schemas: [String]
    /// The data folder its bundle, else its desktop entry, was found in (`/usr/share`,
    /// `~/.local/share`); the first data folder for the Desktop entry.
    public var dataFolder: ApplicationDataFolder
    /// Where its values are (`store.ini` beside the bundle; the key file without one).
    public var store: ApplicationStoreChoice
    /// The desktop entry the name and icon come from.
    public var desktopEntryPath: String?
    /// When the bundle folders last changed (nanoseconds since the epoch, the latest of them): a
    /// search index of an older one is built again.
    public var bundleModified: Int
    /// A Flatpak application's deployment and sandbox (`ApplicationCatalog.addingFlatpakApplications`):
    /// its values are where the sandbox reads them. Nil for the host's applications.
    public var flatpak: FlatpakPlacement?

    public init(id: String, displayName: String, icon: String? = nil, keywords: [String] = [], bundlePath: String?,
                schemas: [String] = [], dataFolder: ApplicationDataFolder, store: ApplicationStoreChoice = .keyFile,
                desktopEntryPath: String? = nil, bundleModified: Int = 0) {
        self.id = id
        self.displayName = displayName
        self.icon = icon
        self.keywords = keywords
        self.bundlePath = bundlePath
        self.schemas = schemas
        self.dataFolder = dataFolder
        self.store = store
        self.desktopEntryPath = desktopEntryPath
        self.bundleModified = bundleModified
    }

    /// Whether `other` is the same installed application, perhaps listed again since (updated,
    /// renamed, its catalogue ID become `flatpak:APP_ID` or back as a host application of its ID
    /// came or went): both the host's or both Flatpak applications of one ID.
    public func isSameInstallation(as other: InstalledApplication) -> Bool {
        (flatpak == nil) == (other.flatpak == nil) && (flatpak?.application.id ?? id) == (other.flatpak?.application.id ?? other.id)
    }

    /// The ID of the "Desktop" entry: not a valid application ID (it has no dot), so no
    /// application's; `--app desktop` opens it.
    public static let desktopID = "desktop"

    /// Whether it is the "Desktop" entry: the schemas no application owns, by area.
    public var isDesktop: Bool { id == Self.desktopID }

    /// How a settings session on this application opens, as the hub and `--app` open it: titled
    /// with its name; values in its store (`store.ini`), its domain the bundle's
    /// `ApplicationGroupContainerIdentifier`, else the application ID. What the command line
    /// gives explicitly (`--store`, `--store-format`, `--domain`, `--title`) comes first.
    public func sessionSetup(storePath: String? = nil, storeFormat: StoreLocation.Format? = nil, domain: String? = nil,
                             applicationName: String? = nil, watchesStore: Bool = true) -> SessionSetup {
        var setup = SessionSetup(storePath: storePath, storeFormat: storeFormat, domain: domain,
                                 applicationName: applicationName ?? displayName, watchesStore: watchesStore)
        setup.applicationID = flatpak?.application.id ?? id
        setup.flatpak = flatpak
        if storePath == nil, storeFormat == nil {
            switch store {
            case .keyFile: break
            case .plist: setup.storeFormat = .plist
            case .gsettings(let address): setup.storePath = address.text
            }
        }
        return setup
    }
}
