import CGLib
import FoundationEssentials
import Glibc

/// The applications whose settings the hub lists: each `DATADIR/bundle-settings/apps/APP_ID/`
/// holding `Settings.bundle` and/or `InAppSettings.bundle`, in the data folders in lookup order
/// (`ApplicationDataFolder.inLookupOrder`: `XDG_DATA_HOME`, then `XDG_DATA_DIRS`). The first
/// folder holding an ID wins, so a user's copy overrides the system's.
///
/// An application whose desktop entry says `Hidden=true` (the Desktop Entry Specification's
/// "deleted": how a user removes a system application for themselves) is not listed, and not
/// found by `find`; one whose entry says `NoDisplay=true` is (see `DesktopEntry`).
///
/// Listing is cheap, so the hub's first frame does not wait on it: per application a few `stat`s,
/// its `store.ini` if any, and its desktop entry; no page is read (only an application without a
/// desktop entry has its Root page's `Title` read, see `BundleTitle`). Hostile installs are
/// skipped or listed as they are, never fatal: an `APP_ID` that is not a valid application ID
/// (`g_application_id_is_valid`), a folder holding no bundle, a link loop, an unreadable folder,
/// a link out of the data folders (`ApplicationLinkRule`). Each is an author diagnostic
/// (`diagnostics`: `bundle-settings apps --diagnostics`), never shown to an end user. A broken
/// bundle is listed: its page says it cannot be shown.
///
/// A value: `scan` may run on any thread.
public struct ApplicationCatalog: Sendable {
    /// Sorted by name in the user's collation (`sortedByName`).
    public var applications: [InstalledApplication]
    /// What was skipped or overridden, and why: for authors and `--inspect`, not for end users.
    public var diagnostics: [Diagnostic]
    /// The data folders looked in, in lookup order (what `ApplicationCatalogMonitor` watches).
    public var dataFolders: [ApplicationDataFolder]
    /// Applications without a desktop entry's name whose bundle's title is still to be read
    /// (`scan(namingBundles: false)`), not yet in `applications`; `named` reads them.
    var unnamed: [UnnamedApplication] = []

    /// An application whose name is its bundle's title, not read yet: from the bundle folders
    /// the scan checked.
    struct UnnamedApplication: Sendable {
        var application: InstalledApplication
        var roots: [String]
    }

    /// Whether every application is in `applications`, named.
    public var isNamed: Bool { unnamed.isEmpty }

    public init(applications: [InstalledApplication], diagnostics: [Diagnostic] = [], dataFolders: [ApplicationDataFolder] = []) {
        self.applications = applications
        self.diagnostics = diagnostics
        self.dataFolders = dataFolders
    }

    /// Entries of one apps folder looked at; more is an attack or a mistake, not applications.
    public static let entryLimit = 10_000

    /// Every installed application, named in `languages` (most preferred first). With
    /// `namingBundles` false, the applications named by their bundles' titles (those without a
    /// desktop entry's name) are left in `unnamed` for `named` to read: reading 200 Root pages
    /// made the hub's first frame 1.5 times the empty hub's, against 1.15 with desktop entries.
    /// `schemas`: the installed GSettings schemas with a fixed path, by default those GLib finds
    /// in `environment`'s folders (`addingSchemaApplications` lists their applications).
    public static func scan(environment: [String: String] = ProcessEnvironment.variables,
                            languages: [String], namingBundles: Bool = true, schemas: [String]? = nil) -> ApplicationCatalog {
        let folders = ApplicationDataFolder.inLookupOrder(environment: environment)
        let rule = ApplicationLinkRule(folders: folders)
        var diagnostics: [Diagnostic] = []
        var ids: [String] = []
        var seen = Set<String>()
        for folder in folders {
            let names: [String]
            do { names = try FileManager.default.contentsOfDirectory(atPath: folder.appsFolder) } catch {
                if Self.exists(folder.appsFolder) {
                    diagnostics.append(Diagnostic(.warning, file: folder.appsFolder, "The folder cannot be read: its applications are not listed."))
                }
                continue
            }
            if names.count > entryLimit {
                diagnostics.append(Diagnostic(.warning, file: folder.appsFolder, "The folder has \(names.count) entries: only the first \(entryLimit) (by name) are looked at."))
            }
            for name in names.sorted().prefix(entryLimit) where !name.hasPrefix(".") && seen.insert(name).inserted {
                ids.append(name)
            }
        }
        var applications: [InstalledApplication] = []
        var unnamed: [UnnamedApplication] = []
        for id in ids {
            let found = resolve(id: id, folders: folders, rule: rule, languages: languages, namingBundle: namingBundles)
            diagnostics += found.diagnostics
            guard let application = found.application else { continue }
            if let roots = found.unnamedRoots {
                unnamed.append(UnnamedApplication(application: application, roots: roots))
            } else {
                applications.append(application)
            }
        }
        var catalog = ApplicationCatalog(applications: sortedByName(applications), diagnostics: diagnostics, dataFolders: folders)
        catalog.unnamed = unnamed
        return catalog.addingSchemaApplications(schemas: schemas ?? fixedSchemas(environment: environment),
                                                environment: environment, languages: languages)
            .addingFlatpakApplications(environment: environment, languages: languages)
    }

    /// This catalogue with its `unnamed` applications named by their bundles' titles (else
    /// their IDs) and listed among the others.
    public func named(languages: [String]) -> ApplicationCatalog {
        guard !unnamed.isEmpty else { return self }
        var catalog = self
        catalog.applications += unnamed.map { unnamed in
            var application = unnamed.application
            application.displayName = BundleTitle.read(roots: unnamed.roots.map { URL(fileURLWithPath: $0) }, languages: languages)
                ?? application.id
            return application
        }
        catalog.applications = Self.sortedByName(catalog.applications)
        catalog.unnamed = []
        return catalog
    }

    /// The application `id` alone (what `--app` opens): the same answer `scan` gives for it,
    /// without listing the others when it ships a bundle. Nil with the reasons when it is not
    /// installed or not usable. An application without a bundle (its settings its schemas, or
    /// the Desktop entry) is found as `scan` finds it, every desktop entry read; one with a
    /// bundle gets its schemas so only `withSchemas` (the window shows them; a command reading
    /// the bundle's values does not read every desktop entry for nothing).
    public static func find(id: String, environment: [String: String] = ProcessEnvironment.variables,
                            languages: [String], withSchemas: Bool = false) -> (application: InstalledApplication?, diagnostics: [Diagnostic]) {
        let folders = ApplicationDataFolder.inLookupOrder(environment: environment)
        let found = resolve(id: id, folders: folders, rule: ApplicationLinkRule(folders: folders), languages: languages, namingBundle: true)
        let isDesktop = id == InstalledApplication.desktopID
        if found.application != nil, !withSchemas { return (found.application, found.diagnostics) }
        let isFlatpak = id.hasPrefix(flatpakPrefix) && isValidID(String(id.dropFirst(flatpakPrefix.count)))
        if found.application == nil, !isDesktop, !isFlatpak, !isValidID(id) { return (nil, found.diagnostics) }
        let catalog = ApplicationCatalog(applications: found.application.map { [$0] } ?? [], dataFolders: folders)
            .addingSchemaApplications(schemas: fixedSchemas(environment: environment), environment: environment, languages: languages)
        // "desktop" is no valid application ID, which is why it is the Desktop entry's.
        if let application = catalog.application(id: id) { return (application, isDesktop ? [] : found.diagnostics) }
        // Not the host's: a Flatpak application's (`flatpak:ID` beside a host one of that ID).
        let flatpak = ApplicationCatalog(applications: [], dataFolders: folders)
            .addingFlatpakApplications(environment: environment, languages: languages)
        let wanted = isFlatpak ? String(id.dropFirst(flatpakPrefix.count)) : id
        guard var application = flatpak.applications.first(where: { $0.flatpak?.application.id == wanted }) else {
            return (nil, isDesktop ? [] : found.diagnostics)
        }
        application.id = id
        return (application, [])
    }

    /// The application with this ID, if listed.
    public func application(id: String) -> InstalledApplication? {
        applications.first { $0.id == id }
    }

    /// The Desktop entry first (the desktop's own settings before any application's, as iOS
    /// Settings lists its own before the apps'), then by display name as the user's collation
    /// orders names (`TitleCollation`: case and accents second, numbers by value), then by ID so
    /// equal names keep one order.
    public static func sortedByName(_ applications: [InstalledApplication]) -> [InstalledApplication] {
        applications.map { (key: TitleCollation.key(for: $0.displayName), application: $0) }
            .sorted { left, right in
                if left.application.isDesktop != right.application.isDesktop { return left.application.isDesktop }
                // Of one name, the host's application before a Flatpak one.
                if left.key == right.key, (left.application.flatpak == nil) != (right.application.flatpak == nil) {
                    return left.application.flatpak == nil
                }
                return left.key != right.key ? left.key.lexicographicallyPrecedes(right.key) : left.application.id < right.application.id
            }
            .map(\.application)
    }

    /// Whether `id` can name an installed application: a valid application ID (the desktop
    /// entry's name), not a `.bundle` name (which `--bundle` would read as the bundle itself).
    public static func isValidID(_ id: String) -> Bool {
        g_application_id_is_valid(id) != 0 && PathText.pathExtension(of: id) != "bundle"
    }

    /// The application `id`; `unnamedRoots`, its bundle folders, when it awaits its bundle's
    /// title (no desktop entry's name, and not `namingBundle`).
    static func find(id: String, in folders: [ApplicationDataFolder], rule: ApplicationLinkRule, languages: [String]) -> (application: InstalledApplication?, diagnostics: [Diagnostic]) {
        let found = resolve(id: id, folders: folders, rule: rule, languages: languages, namingBundle: true)
        return (found.application, found.diagnostics)
    }

    private static func resolve(id: String, folders: [ApplicationDataFolder], rule: ApplicationLinkRule, languages: [String],
                                namingBundle: Bool) -> (application: InstalledApplication?, diagnostics: [Diagnostic], unnamedRoots: [String]?) {
        guard isValidID(id) else {
            let shown = TerminalText.safe(ShownText.cut(id, to: ShownText.Kind.line.characterLimit))
            return (nil, [Diagnostic(.warning, file: ApplicationDataFolder.appsSubfolder + "/" + shown, "\"\(shown)\" is not a valid application ID (as org.example.App, the name of its desktop entry): it is not listed.")], nil)
        }
        var diagnostics: [Diagnostic] = []
        var winner: InstalledApplication?
        var unnamedRoots: [String]?
        for folder in folders {
            let applicationFolder = folder.appsFolder + "/" + id
            guard existsWithoutFollowing(applicationFolder) else { continue }
            if let winner {
                diagnostics.append(Diagnostic(.note, file: applicationFolder, "The copy in \(winner.dataFolder.path) overrides this one."))
                continue
            }
            guard rule.allows(applicationFolder, in: folder) else {
                diagnostics.append(Diagnostic(.warning, file: applicationFolder, "It cannot be resolved (a link loop, a dangling link, a folder not searchable) or leads out of the data folders: it is not listed."))
                continue
            }
            var roots: [String] = []
            var refused = false
            for name in BundleLocation.searchedNames {
                let root = applicationFolder + "/" + name
                guard existsWithoutFollowing(root) else { continue }
                guard rule.allows(root, in: folder), FolderListing.isFolder(root) else {
                    diagnostics.append(Diagnostic(.warning, file: root, "It is not a folder, cannot be resolved, or leads out of the data folders: the application is not listed."))
                    refused = true
                    continue
                }
                roots.append(root)
            }
            if refused { continue }
            guard !roots.isEmpty else {
                diagnostics.append(Diagnostic(.warning, file: applicationFolder, "It holds neither Settings.bundle nor InAppSettings.bundle (or cannot be read): it is not listed."))
                continue
            }
            let entry = DesktopEntry.find(id: id, in: folders, linkRule: rule, languages: languages)
            diagnostics += entry.diagnostics
            if let hidden = entry.entry, hidden.isHidden {
                diagnostics.append(Diagnostic(.note, file: hidden.path, "It says Hidden=true (the application is removed for this user): the application is not listed."))
                return (nil, diagnostics, nil)
            }
            let store = ApplicationStoreFile.read(inApplicationFolder: applicationFolder, linkRule: rule, dataFolder: folder)
            diagnostics += store.diagnostics
            let title = entry.entry?.name == nil && namingBundle
                ? BundleTitle.read(roots: roots.map { URL(fileURLWithPath: $0) }, languages: languages) : nil
            let name = entry.entry?.name ?? title ?? id
            if entry.entry?.name == nil, !namingBundle { unnamedRoots = roots }
            winner = InstalledApplication(id: id, displayName: name, icon: entry.entry?.icon, keywords: entry.entry?.keywords ?? [],
                                          bundlePath: applicationFolder, dataFolder: folder, store: store.choice,
                                          desktopEntryPath: entry.entry?.path, bundleModified: roots.map(modified).max() ?? 0)
        }
        return (winner, diagnostics, unnamedRoots)
    }

    private static func existsWithoutFollowing(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    private static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }

    private static func modified(_ path: String) -> Int {
        var status = stat()
        guard stat(path, &status) == 0 else { return 0 }
        return status.st_mtim.tv_sec * 1_000_000_000 + status.st_mtim.tv_nsec
    }
}
