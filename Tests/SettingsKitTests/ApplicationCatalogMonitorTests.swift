import Foundation
import Testing
@testable import SettingsKit

/// The hub follows installs and removals while open: the monitor reports them, once per burst,
/// also in data folders that did not exist when it started, and ignores what is no application's.
@MainActor
@Suite struct ApplicationCatalogMonitorTests {
    private func monitor(_ fixture: ApplicationFixture, changes: @escaping @MainActor () -> Void) -> ApplicationCatalogMonitor {
        ApplicationCatalogMonitor(dataFolders: ApplicationDataFolder.inLookupOrder(environment: fixture.environment), onChange: changes)
    }

    @Test func installsAndRemovalsInFoldersThatDidNotExistAreReported() throws {
        let fixture = ApplicationFixture()
        fixture.files.folder("user")
        fixture.files.folder("system")
        var changes = 0
        let watching = monitor(fixture) { changes += 1 }
        // Each missing folder is waited for from its nearest existing parent (`vendor` is missing
        // too: from the fixture's folder).
        #expect(watching.watchedFolders == [fixture.base.path, fixture.path("system"), fixture.path("user")])

        // The user's first application: every folder on the way is new.
        fixture.install("org.example.First", in: "user")
        #expect(iterateMainContext(for: 5) { changes == 1 })
        #expect(fixture.scan().applications.map(\.id) == ["org.example.First"])
        #expect(watching.watchedFolders.contains(fixture.path("user/bundle-settings/apps/org.example.First")))

        // A second one, into the folder now watched directly, reported once for all its files.
        fixture.install("org.example.Second", in: "user")
        fixture.files.text("user/bundle-settings/apps/org.example.Second/store.ini", "[Store]\nBackend=plist\n")
        #expect(iterateMainContext(for: 5) { changes == 2 })
        _ = iterateMainContext(for: Double(ApplicationCatalogMonitor.quietPeriod) * 2 / 1000)
        #expect(changes == 2, "a burst of files is one change")

        // A bundle copied into an application's existing folder.
        fixture.files.folder("user/bundle-settings/apps/org.example.Later")
        #expect(iterateMainContext(for: 5) { changes == 3 })
        fixture.install("org.example.Later", in: "user", bundle: "InAppSettings.bundle")
        #expect(iterateMainContext(for: 5) { changes == 4 })

        try FileManager.default.removeItem(atPath: fixture.path("user/bundle-settings/apps/org.example.First"))
        #expect(iterateMainContext(for: 5) { changes == 5 })
        #expect(fixture.scan().applications.map(\.id) == ["org.example.Later", "org.example.Second"])
    }

    @Test func desktopEntriesAreFollowedAndOtherFilesIgnored() throws {
        let fixture = ApplicationFixture()
        fixture.install("org.example.App")
        fixture.files.folder("system/applications")
        fixture.files.folder("user")
        var changes = 0
        let watching = monitor(fixture) { changes += 1 }
        #expect(watching.watchedFolders.contains(fixture.path("system/applications")))

        fixture.desktopEntry("org.example.App", name: "Named")
        #expect(iterateMainContext(for: 5) { changes == 1 })
        #expect(fixture.scan().applications.first?.displayName == "Named")
        fixture.desktopEntry("org.example.App", name: "Renamed")
        #expect(iterateMainContext(for: 5) { changes == 2 })

        // What is no application's: a desktop database cache, a user's recent files, a hidden file.
        fixture.files.text("system/applications/mimeinfo.cache", "[MIME Cache]\n")
        fixture.files.text("user/recently-used.xbel", "<xbel/>")
        fixture.files.text("system/bundle-settings/apps/.org.example.App.tmp", "partial")
        _ = iterateMainContext(for: Double(ApplicationCatalogMonitor.quietPeriod) * 3 / 1000)
        #expect(changes == 2)

        try FileManager.default.removeItem(atPath: fixture.path("system/applications/org.example.App.desktop"))
        #expect(iterateMainContext(for: 5) { changes == 3 })
    }

    /// A package adding a schema compiles the folder's schemas again: the hub lists its owner.
    @Test func schemasCompiledAgainAreReportedAndTheirFilesAloneAreNot() throws {
        let fixture = ApplicationFixture()
        fixture.files.folder("system/glib-2.0/schemas")
        fixture.files.folder("user")
        fixture.desktopEntry("org.example.Clock", name: "Clock")
        var changes = 0
        let watching = monitor(fixture) { changes += 1 }
        #expect(watching.watchedFolders.contains(fixture.path("system/glib-2.0/schemas")))
        fixture.files.text("system/glib-2.0/schemas/notes.txt", "not a schema")
        _ = iterateMainContext(for: Double(ApplicationCatalogMonitor.quietPeriod) * 3 / 1000)
        #expect(changes == 0, "only the compiled schemas count")
        let compiled = try GSettingsSchemaWriterTests.compile(
            #"<schemalist><schema id="org.example.Clock" path="/org/example/clock/"><key name="seconds" type="b"><default>false</default></key></schema></schemalist>"#,
            id: "org.example.Clock", in: fixture.path("system/glib-2.0/schemas"))
        try #require(compiled.status == 0, "\(compiled.messages)")
        #expect(iterateMainContext(for: 5) { changes == 1 })
        #expect(fixture.scan().applications.map(\.id) == ["org.example.Clock"])
    }

    @Test func aFlatpakInstallationsChangeMarkerIsReportedAndNothingElseInIt() throws {
        let fixture = ApplicationFixture()
        fixture.files.folder("user")
        let installation = FlatpakInstallation(path: fixture.path("flatpak"), kind: .system)
        var changes = 0
        let watching = ApplicationCatalogMonitor(dataFolders: ApplicationDataFolder.inLookupOrder(environment: fixture.environment),
                                                 flatpakInstallations: [installation]) { changes += 1 }
        // Missing: waited for from its parent.
        #expect(!watching.watchedFolders.contains(installation.path))
        fixture.files.folder("flatpak/app")
        #expect(iterateMainContext(for: 5) { changes == 1 })
        #expect(watching.watchedFolders.contains(installation.path))

        // A deployment's files are not watched: flatpak's marker after them is.
        fixture.files.text("flatpak/app/org.example.App/x86_64/stable/abc/metadata", "[Application]\nname=org.example.App\n")
        _ = iterateMainContext(for: Double(ApplicationCatalogMonitor.quietPeriod) * 2 / 1000)
        #expect(changes == 1)
        // flatpak writes the marker by replacing it, as g_file_replace_contents does.
        fixture.files.text("flatpak/.changed.tmp", "")
        #expect(rename(fixture.path("flatpak/.changed.tmp"), fixture.path("flatpak/.changed")) == 0)
        #expect(iterateMainContext(for: 5) { changes == 2 })
    }
}
