import Foundation
import Testing
@testable import SettingsKit

/// The searches across applications leave out rows a condition hides, evaluated on each
/// application's own values (its store, where `store.ini` puts it, and its bundle's defaults),
/// and list them again once the value makes them show.
@MainActor
@Suite struct ApplicationRowVisibilityTests {
    /// `org.example.Net`: "Use Proxy" (off by default), a "Proxy host" field shown only while it
    /// is on, and a child pane shown only while it is on leading to "Proxy tunnel".
    @discardableResult
    static func installProxyApplication(_ fixture: ApplicationFixture, storeFile: String? = nil) -> InstalledApplication? {
        let folder = fixture.install("org.example.Net")
        fixture.files.page(folder + "/Settings.bundle/Root.plist", [
            toggle("proxy", ["Title": "Use Proxy"]),
            row("PSTextFieldSpecifier", ["Key": "host", "Title": "Proxy host", "BSVisibleIf": ["Key": "proxy", "Equals": true]]),
            row("PSChildPaneSpecifier", ["Title": "Expert", "File": "Expert", "BSVisibleIf": ["Key": "proxy", "Equals": true]]),
        ])
        fixture.files.page(folder + "/Settings.bundle/Expert.plist", [toggle("tunnel", ["Title": "Proxy tunnel"])])
        if let storeFile { fixture.files.text(folder + "/" + ApplicationStoreFile.fileName, storeFile) }
        fixture.install("org.example.Plain", rowTitle: "Proxy cache")
        return fixture.scan().applications.first { $0.id == "org.example.Net" }
    }

    /// The application's own values, as its window stores them.
    static func turnProxy(_ on: Bool, of application: InstalledApplication, _ fixture: ApplicationFixture) throws {
        let bundle = try SettingsBundle.open(path: try #require(application.bundlePath), languages: ["en"]).get()
        let controller = application.sessionSetup(watchesStore: false).openController(for: bundle, environment: fixture.environment)
        try controller.set(on ? "on" : "off", forKey: "proxy")
    }

    private func titles(_ index: ApplicationSearchIndex, _ visibility: ApplicationRowVisibility) -> Set<String> {
        Set(index.search("proxy", hidden: visibility.hiddenRows).results.map(\.title))
    }

    @Test func rowsHiddenByAConditionAreLeftOutUntilTheValueShowsThem() throws {
        let fixture = ApplicationFixture()
        let application = try #require(Self.installProxyApplication(fixture))
        let index = ApplicationSearchIndex(applications: fixture.scan().applications, languages: ["en"])
        let visibility = ApplicationRowVisibility(environment: fixture.environment, watchesStores: false)
        visibility.update(for: index)
        #expect(titles(index, visibility) == ["Use Proxy", "Proxy cache"], "the condition is false by the bundle's default")

        try Self.turnProxy(true, of: application, fixture)
        #expect(titles(index, visibility) == ["Use Proxy", "Proxy cache"], "an unwatched store is read again only when asked")
        visibility.reread()
        #expect(titles(index, visibility) == ["Use Proxy", "Proxy cache", "Proxy host", "Proxy tunnel"],
                "the row and the page behind the shown child pane")

        try Self.turnProxy(false, of: application, fixture)
        visibility.reread()
        #expect(titles(index, visibility) == ["Use Proxy", "Proxy cache"])
    }

    @Test func theStoreIsTheOneStoreIniNames() throws {
        let fixture = ApplicationFixture()
        let application = try #require(Self.installProxyApplication(fixture, storeFile: "[Store]\nBackend=plist\n"))
        #expect(application.store == .plist)
        try Self.turnProxy(true, of: application, fixture)
        #expect(FileManager.default.fileExists(atPath: fixture.path("home/.config/org.example.Net/settings.plist")))
        let index = ApplicationSearchIndex(applications: fixture.scan().applications, languages: ["en"])
        let visibility = ApplicationRowVisibility(environment: fixture.environment, watchesStores: false)
        visibility.update(for: index)
        #expect(titles(index, visibility).contains("Proxy host"), "read from settings.plist, not the default key file")
    }

    @Test func aWatchedStoreShowsTheRowWhenItChangesAndSaysSo() throws {
        let fixture = ApplicationFixture()
        let application = try #require(Self.installProxyApplication(fixture))
        let index = ApplicationSearchIndex(applications: fixture.scan().applications, languages: ["en"])
        var changes = 0
        let visibility = ApplicationRowVisibility(environment: fixture.environment, watchesStores: true) { changes += 1 }
        visibility.update(for: index)
        #expect(!titles(index, visibility).contains("Proxy host"))
        try Self.turnProxy(true, of: application, fixture)
        // The file monitor's event, delivered by the main loop.
        #expect(iterateMainContext(for: 10) { changes > 0 })
        #expect(titles(index, visibility).contains("Proxy host"))
    }

    /// The walk that checks a bundle's conditions (for cycles: 5 ms for 500 conditioned rows)
    /// is made with the index, off the main thread, as the application's session makes it; the
    /// controller opened on it does not walk the bundle again on the main thread.
    @Test func theIndexWalksAConditionedBundleAndItsControllerTakesThatWalk() throws {
        let fixture = ApplicationFixture()
        let application = try #require(Self.installProxyApplication(fixture))
        let index = ApplicationSearchIndex(applications: fixture.scan().applications, languages: ["en"])
        #expect(index.conditionedApplications.map(\.application.id) == ["org.example.Net"])
        let conditioned = try #require(index.conditionedApplications.first)
        #expect(conditioned.walk.pages.map(\.name) == ["Root", "Expert"])
        #expect(conditioned.walk.pages.first?.title == application.displayName, "titled as its session titles it")
        var marked = conditioned.walk
        marked.pages[0].title = "Walked with the index"
        let controller = application.sessionSetup(watchesStore: false)
            .openController(for: conditioned.bundle, walk: marked, environment: fixture.environment)
        #expect(controller.walk.pages.first?.title == "Walked with the index", "not walked again")
        #expect(controller.isHidden(try #require(controller.rows(forKey: "host").first)), "its conditions read with that walk")
    }

    @Test func anApplicationWithoutConditionsIsNotOpened() throws {
        let fixture = ApplicationFixture()
        fixture.install("org.example.Plain", rowTitle: "Proxy cache")
        let index = ApplicationSearchIndex(applications: fixture.scan().applications, languages: ["en"])
        #expect(index.conditionedApplications.isEmpty, "no bundle kept, no store to open")
        let visibility = ApplicationRowVisibility(environment: fixture.environment, watchesStores: false)
        visibility.update(for: index)
        #expect(visibility.hiddenRows == HiddenApplicationRows())
    }
}
