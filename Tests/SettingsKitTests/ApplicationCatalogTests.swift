import Foundation
import Testing
@testable import SettingsKit

/// The installed applications' catalogue: where bundles are found, how they are named and
/// sorted, where their values go, and what a hostile install does to it.
@Suite struct ApplicationCatalogTests {
    @Test func applicationsAreNamedByTheirDesktopEntriesElseTheirBundlesAndSortedByCollation() throws {
        let fixture = ApplicationFixture()
        fixture.install("org.example.Zeta")
        fixture.desktopEntry("org.example.Zeta", name: "zebra", "Icon=org.example.Zeta", "Keywords=stripes;horse;")
        fixture.install("org.example.Alpha", in: "vendor")
        fixture.desktopEntry("org.example.Alpha", in: "vendor", name: "Äpfel", "Icon=/opt/alpha/icon.png")
        fixture.install("org.example.Beta", extra: ["Title": "BETA_TITLE"])
        fixture.files.strings("system/bundle-settings/apps/org.example.Beta/Settings.bundle/en.lproj/Root.strings",
                              ["BETA_TITLE": "Beta Tool"])
        fixture.install("org.example.Gamma", bundle: "InAppSettings.bundle")

        let catalog = fixture.scan()
        #expect(catalog.applications.map(\.displayName) == ["Äpfel", "Beta Tool", "org.example.Gamma", "zebra"])
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        let zeta = try #require(catalog.application(id: "org.example.Zeta"))
        #expect(zeta.icon == "org.example.Zeta")
        #expect(zeta.keywords == ["stripes", "horse"])
        #expect(zeta.bundlePath == fixture.path("system/bundle-settings/apps/org.example.Zeta"))
        #expect(zeta.dataFolder == ApplicationDataFolder(path: fixture.path("system"), isUsers: false))
        #expect(zeta.desktopEntryPath == fixture.path("system/applications/org.example.Zeta.desktop"))
        #expect(zeta.store == .keyFile)
        #expect(zeta.bundleModified > 0)
        #expect(catalog.application(id: "org.example.Alpha")?.icon == "/opt/alpha/icon.png")
        #expect(catalog.application(id: "org.example.Beta")?.icon == nil)
        // What the hub opens is what `--bundle` opens.
        let gamma = try #require(catalog.application(id: "org.example.Gamma"))
        let location = try BundleLocation.resolve(try #require(gamma.bundlePath)).get()
        #expect(location.roots.map(\.lastPathComponent) == ["InAppSettings.bundle"])
    }

    /// The hub lists first what it can name without reading a bundle; the applications named by
    /// their bundles' titles follow, named as a full scan names them.
    @Test func applicationsWithoutDesktopEntriesCanBeNamedAfterTheOthers() throws {
        let fixture = ApplicationFixture()
        fixture.install("org.example.Zeta")
        fixture.desktopEntry("org.example.Zeta", name: "Zebra")
        fixture.install("org.example.Beta", extra: ["Title": "Beta Tool"])
        fixture.install("org.example.Gamma")
        let first = ApplicationCatalog.scan(environment: fixture.environment, languages: ["en"], namingBundles: false)
        #expect(first.applications.map(\.displayName) == ["Zebra"])
        #expect(!first.isNamed)
        let named = first.named(languages: ["en"])
        #expect(named.isNamed)
        #expect(named.applications == fixture.scan().applications)
        #expect(named.applications.map(\.displayName) == ["Beta Tool", "org.example.Gamma", "Zebra"])
    }

    @Test func theNameIsInThePreferredLanguage() throws {
        let fixture = ApplicationFixture()
        fixture.install("org.example.App")
        fixture.desktopEntry("org.example.App", name: "Editor", "Name[de]=Bearbeiter", "Name[fr_CA]=Éditeur canadien",
                             "Keywords=text;", "Keywords[de]=Text;Schreiben;")
        func app(_ languages: [String]) -> InstalledApplication? {
            fixture.scan(languages: languages).application(id: "org.example.App")
        }
        #expect(app(["de-DE"])?.displayName == "Bearbeiter")
        #expect(app(["de-DE"])?.keywords == ["Text", "Schreiben"])
        #expect(app(["fr-CA"])?.displayName == "Éditeur canadien")
        #expect(app(["ja", "de"])?.displayName == "Bearbeiter", "the first language that has a translation")
        #expect(app(["en", "de"])?.displayName == "Editor", "an entry's untranslated text is English")
        #expect(app(["ja"])?.displayName == "Editor")
    }

    @Test func theFirstDataFolderHoldingAnIDWins() throws {
        let fixture = ApplicationFixture()
        fixture.install("org.example.App", in: "vendor", rowTitle: "Vendor")
        fixture.install("org.example.App", in: "system", rowTitle: "System")
        fixture.desktopEntry("org.example.App", in: "vendor", name: "Vendor's name")
        var catalog = fixture.scan()
        #expect(catalog.applications.map(\.bundlePath) == [fixture.path("system/bundle-settings/apps/org.example.App")])
        #expect(catalog.applications.first?.displayName == "Vendor's name", "the entry is looked for in every data folder")
        #expect(catalog.diagnostics.map(\.severity) == [.note])

        fixture.install("org.example.App", in: "user", rowTitle: "User")
        catalog = fixture.scan()
        #expect(catalog.applications.map(\.bundlePath) == [fixture.path("user/bundle-settings/apps/org.example.App")])
        #expect(catalog.applications.first?.dataFolder.isUsers == true)
        #expect(ApplicationCatalog.find(id: "org.example.App", environment: fixture.environment, languages: ["en"]).application
                == catalog.applications.first)
        #expect(ApplicationCatalog.find(id: "org.example.Missing", environment: fixture.environment, languages: ["en"]).application == nil)
    }

    /// A user's `Hidden=true` stub removes a system application for that user, as the Desktop
    /// Entry Specification says ("deleted"), shadowing the system's entry; `NoDisplay=true`
    /// keeps an application out of menus, not out of the hub.
    @Test func hiddenEntriesRemoveTheApplicationAndNoDisplayOnesDoNot() throws {
        let fixture = ApplicationFixture()
        fixture.install("org.example.Removed")
        fixture.desktopEntry("org.example.Removed", name: "Removed", "Icon=removed")
        fixture.files.text("user/applications/org.example.Removed.desktop", "[Desktop Entry]\nHidden=true\n")
        fixture.install("org.example.Service")
        fixture.desktopEntry("org.example.Service", name: "Service", "Icon=service", "NoDisplay=true")
        fixture.install("org.example.Kept")
        fixture.desktopEntry("org.example.Kept", name: "Kept", "Hidden=false")

        let catalog = fixture.scan()
        #expect(catalog.applications.map(\.id) == ["org.example.Kept", "org.example.Service"])
        #expect(catalog.application(id: "org.example.Service")?.icon == "service")
        #expect(catalog.diagnostics.map(\.file) == [fixture.path("user/applications/org.example.Removed.desktop")])
        #expect(catalog.diagnostics.first?.severity == .note)
        let removed = ApplicationCatalog.find(id: "org.example.Removed", environment: fixture.environment, languages: ["en"])
        #expect(removed.application == nil)
        #expect(removed.diagnostics.first?.message.contains("Hidden=true") == true, "\(removed.diagnostics)")

        // Without the user's stub, the system's entry names it again.
        try FileManager.default.removeItem(atPath: fixture.path("user/applications/org.example.Removed.desktop"))
        #expect(fixture.scan().application(id: "org.example.Removed")?.displayName == "Removed")
    }

    @Test func theDataFoldersFollowTheXDGRules() {
        let defaults = ApplicationDataFolder.inLookupOrder(environment: ["HOME": "/home/u"])
        #expect(defaults == [ApplicationDataFolder(path: "/home/u/.local/share", isUsers: true),
                             ApplicationDataFolder(path: "/usr/local/share", isUsers: false),
                             ApplicationDataFolder(path: "/usr/share", isUsers: false)])
        let given = ApplicationDataFolder.inLookupOrder(environment: ["HOME": "/h", "XDG_DATA_HOME": "relative",
                                                                      "XDG_DATA_DIRS": "/a/:rel::/b:/a"])
        #expect(given.map(\.path) == ["/h/.local/share", "/a", "/b"])
        #expect(given.first?.appsFolder == "/h/.local/share/bundle-settings/apps")
    }

    @Test func foldersThatAreNoApplicationsAreSkippedForTheAuthorToSee() throws {
        let fixture = ApplicationFixture()
        fixture.install("org.example.Good")
        for bad in ["not an id", "org..example", "1org.example.App", "single", "org.example.Tool.bundle"] {
            fixture.install(bad)
        }
        fixture.files.folder("system/bundle-settings/apps/org.example.Empty")
        fixture.files.text("system/bundle-settings/apps/org.example.File", "not a folder")
        fixture.files.text("system/bundle-settings/apps/org.example.NotAFolder/Settings.bundle", "a file")
        fixture.files.folder("system/bundle-settings/apps/.hidden")
        let catalog = fixture.scan()
        #expect(catalog.applications.map(\.id) == ["org.example.Good"])
        #expect(catalog.diagnostics.count == 8, "\(catalog.diagnostics)")
        #expect(catalog.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(catalog.diagnostics.contains { $0.message.contains("\"not an id\" is not a valid application ID") })
    }

    @Test func linksInSystemFoldersAreFollowedOnlyInsideTheDataFolders() throws {
        let fixture = ApplicationFixture()
        // Outside every data folder: never a real system file, a folder of this fixture.
        fixture.files.page("elsewhere/Settings.bundle/Root.plist", [])
        fixture.files.text("elsewhere/org.example.Out.desktop", "[Desktop Entry]\nType=Application\nExec=true\nName=Leaked\n")
        fixture.files.page("vendor/org.example.Inside/Settings.bundle/Root.plist", [])
        fixture.files.symlink("system/bundle-settings/apps/org.example.Out", to: fixture.path("elsewhere"))
        fixture.files.symlink("system/bundle-settings/apps/org.example.Inside", to: fixture.path("vendor/org.example.Inside"))
        fixture.files.symlink("system/bundle-settings/apps/org.example.Loop", to: "org.example.Loop")
        fixture.install("org.example.Linked")
        fixture.files.symlink("system/applications/org.example.Linked.desktop", to: fixture.path("elsewhere/org.example.Out.desktop"))
        fixture.files.folder("system/bundle-settings/apps/org.example.Half")
        fixture.files.symlink("system/bundle-settings/apps/org.example.Half/Settings.bundle", to: fixture.path("elsewhere/Settings.bundle"))
        var catalog = fixture.scan()
        #expect(catalog.applications.map(\.id) == ["org.example.Inside", "org.example.Linked"])
        #expect(catalog.application(id: "org.example.Linked")?.displayName == "org.example.Linked",
                "the desktop entry linked out of the data folders is not read")
        #expect(catalog.diagnostics.count == 4, "\(catalog.diagnostics)")

        // The user's own links are the user's.
        fixture.files.symlink("user/bundle-settings/apps/org.example.Out", to: fixture.path("elsewhere"))
        fixture.files.symlink("user/applications/org.example.Out.desktop", to: fixture.path("elsewhere/org.example.Out.desktop"))
        catalog = fixture.scan()
        #expect(catalog.application(id: "org.example.Out")?.displayName == "Leaked")
    }

    @Test func hostileInstallsAreListedQuicklyAndBounded() throws {
        let fixture = ApplicationFixture()
        for index in 0..<100 {
            fixture.files.text("system/bundle-settings/apps/org.broken.App\(index)/Settings.bundle/Root.plist", "<plist><dict><key>")
        }
        fixture.install("org.example.Huge")
        fixture.desktopEntry("org.example.Huge", name: String(repeating: "N", count: 1 << 20),
                             "Keywords=" + String(repeating: "k;", count: 10_000))
        fixture.files.text("system/bundle-settings/apps/org.example.Huge/store.ini", "[Store]\nBackend=gsettings\n")
        fixture.files.text("user/bundle-settings/apps", "a file where the folder should be")

        let start = Date()
        let catalog = fixture.scan()
        let seconds = Date().timeIntervalSince(start)
        print("catalogue of 101 hostile applications: \(Int(seconds * 1000)) ms")
        #expect(seconds < 2)
        #expect(catalog.applications.count == 101)
        let huge = try #require(catalog.application(id: "org.example.Huge"))
        #expect(huge.displayName.count <= ShownText.Kind.line.characterLimit + 1)
        #expect(huge.keywords.count == DesktopEntry.keywordLimit)
        #expect(huge.store == .keyFile, "a store file without SchemaId is not used")
        #expect(catalog.application(id: "org.broken.App7")?.displayName == "org.broken.App7")
        #expect(catalog.diagnostics.map(\.file).sorted() == [fixture.path("system/bundle-settings/apps/org.example.Huge/store.ini"),
                                                           fixture.path("user/bundle-settings/apps")])
    }

    @Test(.enabled(if: geteuid() != 0, "runs as root here: root reads any folder whatever its permissions"))
    func anUnreadableFolderIsSkipped() throws {
        let fixture = ApplicationFixture()
        fixture.install("org.example.Good")
        let hidden = fixture.install("org.example.Locked", in: "vendor")
        chmod(fixture.path(hidden), 0o000)
        defer { chmod(fixture.path(hidden), 0o755) }
        let catalog = fixture.scan()
        #expect(catalog.applications.map(\.id) == ["org.example.Good"])
        #expect(catalog.diagnostics.count == 1)
    }

    @Test func theStoreFileSaysWhereValuesAre() throws {
        let fixture = ApplicationFixture()
        let cases: [(String, String, ApplicationStoreChoice, Int)] = [
            ("org.example.GS", "[Store]\nBackend=gsettings\nSchemaId=org.example.GS\n",
             .gsettings(GSettingsAddress(schemaID: "org.example.GS")), 0),
            ("org.example.Reloc", "[Store]\nBackend=GSettings\nSchemaId=org.example.Reloc\nPath=/org/example/reloc/\n",
             .gsettings(GSettingsAddress(schemaID: "org.example.Reloc", path: "/org/example/reloc/")), 0),
            ("org.example.Plist", "[Store]\nBackend=plist\n", .plist, 0),
            ("org.example.Key", "# the default, said\n[Store]\nBackend=keyfile\n", .keyFile, 0),
            ("org.example.Unknown", "[Store]\nBackend=sqlite\n", .keyFile, 1),
            ("org.example.Extra", "[Store]\nBackend=plist\nColour=blue\n", .plist, 1),
            ("org.example.BadPath", "[Store]\nBackend=gsettings\nSchemaId=a.b\nPath=relative\n", .keyFile, 1),
            ("org.example.Broken", "Backend=gsettings\n", .keyFile, 1),
            ("org.example.NoGroup", "[Other]\nBackend=plist\n", .keyFile, 1),
        ]
        for (id, text, _, _) in cases {
            let folder = fixture.install(id)
            fixture.files.text(folder + "/store.ini", text)
        }
        fixture.files.fifo(fixture.install("org.example.Fifo") + "/store.ini")
        let catalog = fixture.scan()
        for (id, _, choice, problems) in cases {
            #expect(catalog.application(id: id)?.store == choice, "\(id)")
            #expect(catalog.diagnostics.filter { $0.file.contains("/\(id)/") }.count == problems, "\(id): \(catalog.diagnostics)")
        }
        #expect(catalog.application(id: "org.example.Fifo")?.store == .keyFile)
        #expect(catalog.diagnostics.contains { $0.file.contains("/org.example.Fifo/") && $0.message.contains("named pipe") })
    }

    /// A schema ID or path the GSettings store would refuse when it opens (a control character,
    /// no schema ID) is said to the author, naming the file and the key, and the default key
    /// file is used: listed as GSettings, every write would be refused.
    @Test func aSchemaIDOrPathGSettingsCannotTakeFallsBackToTheKeyFile() throws {
        let fixture = ApplicationFixture()
        let cases = [
            ("org.example.ControlPath", "[Store]\nBackend=gsettings\nSchemaId=org.example.ControlPath\nPath=/org/ex\u{1}ample/\n", "Path"),
            ("org.example.EscapeID", "[Store]\nBackend=gsettings\nSchemaId=org.\u{1B}]0;title\u{7}example\n", "SchemaId"),
            ("org.example.SlashID", "[Store]\nBackend=gsettings\nSchemaId=org/example\n", "SchemaId"),
            ("org.example.ColonID", "[Store]\nBackend=gsettings\nSchemaId=org.example:/path/\n", "SchemaId"),
        ]
        for (id, text, _) in cases { fixture.files.text(fixture.install(id) + "/store.ini", text) }
        let catalog = fixture.scan()
        for (id, _, key) in cases {
            #expect(catalog.application(id: id)?.store == .keyFile, "\(id)")
            let said = catalog.diagnostics.filter { $0.file.hasSuffix("/\(id)/store.ini") }
            #expect(said.map(\.key) == [key], "\(id): \(catalog.diagnostics)")
            #expect(said.allSatisfy { !$0.description.unicodeScalars.contains(where: TerminalText.isControl) }, "\(said)")
        }
    }

    @Test func aSessionOnAnApplicationUsesItsIDAsDomainAndItsStore() throws {
        let fixture = ApplicationFixture()
        fixture.install("org.example.Plain")
        fixture.install("org.example.Group", extra: ["ApplicationGroupContainerIdentifier": "group.example"])
        fixture.files.text(fixture.install("org.example.GS") + "/store.ini", "[Store]\nBackend=gsettings\nSchemaId=org.example.GS\n")
        fixture.files.text(fixture.install("org.example.Plist") + "/store.ini", "[Store]\nBackend=plist\n")
        fixture.desktopEntry("org.example.Plain", name: "Plain App")
        let catalog = fixture.scan()
        let environment = ["HOME": "/h", "XDG_CONFIG_HOME": "/cfg"]
        func location(_ id: String, _ setup: (InstalledApplication) -> SessionSetup) throws -> (StoreLocation, String) {
            let application = try #require(catalog.application(id: id))
            let bundle = try SettingsBundle.open(path: try #require(application.bundlePath), languages: ["en"]).get()
            let made = setup(application)
            let location = StoreLocation.resolve(storePath: made.storePath, format: made.storeFormat, domain: made.domain,
                                                 groupContainer: bundle.rootPage.applicationGroup, applicationID: made.applicationID,
                                                 bundlePath: try #require(application.bundlePath), environment: environment)
            return (location, made.domain(of: bundle))
        }
        #expect(try location("org.example.Plain") { $0.sessionSetup() } == (StoreLocation(path: "/cfg/org.example.Plain/settings.ini", format: .keyFile), "org.example.Plain"))
        #expect(try location("org.example.Group") { $0.sessionSetup() }.1 == "group.example")
        #expect(try location("org.example.GS") { $0.sessionSetup() }.0 == StoreLocation(path: "gsettings:org.example.GS", format: .gsettings))
        #expect(try location("org.example.Plist") { $0.sessionSetup() }.0.path == "/cfg/org.example.Plist/settings.plist")
        // What the command line says explicitly comes first.
        #expect(try location("org.example.GS") { $0.sessionSetup(storePath: "/x/s.ini") }.0.path == "/x/s.ini")
        #expect(try location("org.example.Plain") { $0.sessionSetup(domain: "mine") }.1 == "mine")
        #expect(catalog.application(id: "org.example.Plain")?.sessionSetup().applicationName == "Plain App")
        #expect(catalog.application(id: "org.example.Plain")?.sessionSetup(applicationName: "T").applicationName == "T")
    }

    @Test func sortingFollowsTheUsersCollation() {
        let folder = ApplicationDataFolder(path: "/d", isUsers: false)
        let names = ["item 10", "Item 2", "éclair", "Eagle", "zed", "Zebra"]
        let applications = names.enumerated().map { index, name in
            InstalledApplication(id: "org.x.A\(index)", displayName: name, bundlePath: "/d/\(index)", dataFolder: folder)
        }
        #expect(ApplicationCatalog.sortedByName(applications).map(\.displayName) == ["Eagle", "éclair", "Item 2", "item 10", "Zebra", "zed"])
    }
}
