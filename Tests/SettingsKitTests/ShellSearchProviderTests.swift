import CGLib
import Foundation
import Testing
@testable import SettingsKit

/// What the shell's search provider answers, without D-Bus (EndToEndTests/SearchProviderTests
/// asks it over the bus): IDs that stay valid, metas with the application's icon, unknown IDs
/// skipped, and installs and removals followed at the next search once the monitor tells.
@MainActor
@Suite struct ShellSearchProviderTests {
    @Test func resultsAreDescribedWithTheirApplicationsNameAndIcon() throws {
        let fixture = ApplicationFixture()
        fixture.install("org.example.Darkroom", rowTitle: "Dark Appearance")
        fixture.desktopEntry("org.example.Darkroom", name: "Darkroom", "Icon=org.example.Darkroom")
        fixture.install("org.example.Plain", rowTitle: "Dark Corners")
        let provider = ShellSearchProvider(environment: fixture.environment)
        let found = provider.initialResults(terms: ["dark"])
        #expect(found.count == 3, "both rows and the Darkroom application itself: \(found)")
        let metas = provider.metas(identifiers: found + ["org.example.Gone"])
        #expect(metas.map(\.identifier) == found, "the unknown ID is skipped")
        let row = try #require(metas.first { $0.name == "Dark Appearance" })
        #expect(row.description == "Darkroom")
        #expect(row.icon == "org.example.Darkroom")
        let plain = try #require(metas.first { $0.name == "Dark Corners" })
        #expect(plain.icon == ShellSearchResultMeta.fallbackIcon, "no desktop entry: our own icon")
        #expect(provider.subsearchResults(previous: found, terms: ["dark", "app"]).count == 1)
        #expect(provider.windowArguments(opening: found[0]) != nil && provider.windowArguments(opening: "org.example.Gone") == nil)
    }

    /// KRunner's matches are the same results in the same order, each saying where it is, with
    /// a relevance falling with its rank, and a higher category relevance for an exact title.
    @Test func krunnerMatchesAreTheSameResultsSayingWhereEachIs() throws {
        let fixture = ApplicationFixture()
        fixture.install("org.example.Darkroom", rowTitle: "Dark Appearance")
        fixture.desktopEntry("org.example.Darkroom", name: "Darkroom", "Icon=org.example.Darkroom")
        fixture.install("org.example.Plain", rowTitle: "Dark")
        fixture.desktopEntry("org.example.Plain", name: "Plain")
        let provider = ShellSearchProvider(environment: fixture.environment)
        provider.beginSearch()
        let results = provider.results(for: "dark")
        let matches = results.enumerated().map { KRunnerMatch(result: $1, query: "dark", position: $0, count: results.count) }
        #expect(matches.map(\.identifier) == provider.initialResults(terms: ["dark"]))
        let falling: [Double] = [1, 2.0 / 3, 1.0 / 3]
        #expect(matches.map(\.relevance) == falling, "falling with the index's rank")
        let byText = Dictionary(uniqueKeysWithValues: matches.map { ($0.text, $0) })
        #expect(matches.first?.text == "Darkroom" && byText.count == 3, "the application first: \(matches.map(\.text))")
        #expect(byText["Darkroom"]?.subtext == "Settings", "the application itself")
        #expect(byText["Dark Appearance"]?.subtext == "Darkroom" && byText["Dark"]?.subtext == "Plain", "where the row is")
        #expect(byText["Dark"]?.categoryRelevance == KRunnerMatch.exactCategoryRelevance, "the query is its title")
        #expect(byText["Dark Appearance"]?.categoryRelevance == KRunnerMatch.categoryRelevance)
        #expect(byText["Darkroom"]?.categoryRelevance == KRunnerMatch.categoryRelevance)
        #expect(byText["Dark Appearance"]?.iconName == "org.example.Darkroom" && byText["Dark"]?.iconName == ShellSearchResultMeta.fallbackIcon)
    }

    @Test func aNewSearchFollowsInstallsAndRemovalsOnceTold() throws {
        let fixture = ApplicationFixture()
        fixture.install("org.example.First", rowTitle: "Volume")
        let provider = ShellSearchProvider(environment: fixture.environment)
        let before = provider.initialResults(terms: ["volume"])
        #expect(before.count == 1)
        fixture.install("org.example.Second", in: "user", rowTitle: "Volume Boost")
        try FileManager.default.removeItem(atPath: fixture.path("system/bundle-settings/apps/org.example.First"))
        #expect(provider.windowArguments(opening: before[0]) == nil, "a removed application is not opened, told or not")
        #expect(provider.initialResults(terms: ["volume"]) == before, "listed again only when told")
        provider.catalogueChanged()
        let after = provider.initialResults(terms: ["volume"])
        #expect(after.count == 1 && after[0].hasPrefix("org.example.Second"), "\(after)")
        #expect(provider.metas(identifiers: before).isEmpty, "a removed application's result is no longer known")
    }

    @Test func rowsHiddenByAConditionAreOfferedOnceANewSearchFindsThemShown() throws {
        let fixture = ApplicationFixture()
        let application = try #require(ApplicationRowVisibilityTests.installProxyApplication(fixture))
        let provider = ShellSearchProvider(environment: fixture.environment)
        func titles(_ identifiers: [String]) -> [String] { provider.metas(identifiers: identifiers).map(\.name) }
        #expect(titles(provider.initialResults(terms: ["proxy", "host"])).isEmpty, "hidden while Use Proxy is off")
        try ApplicationRowVisibilityTests.turnProxy(true, of: application, fixture)
        #expect(titles(provider.subsearchResults(previous: [], terms: ["proxy", "host"])).isEmpty,
                "more typed: the values read at the search's start")
        #expect(titles(provider.initialResults(terms: ["proxy", "host"])) == ["Proxy host"])
        #expect(titles(provider.initialResults(terms: ["tunnel"])) == ["Proxy tunnel"])
    }

    /// A request costs what the overview can show, whatever the caller sends: at most
    /// `resultLimit` results, the first `requestLimit` IDs of a metas request described.
    @Test func requestsAreBoundedToWhatTheShellCanShow() throws {
        let fixture = ApplicationFixture()
        let rows = ShellSearchProvider.resultLimit + 10
        fixture.files.page("system/bundle-settings/apps/org.example.Many/Settings.bundle/Root.plist", (0..<rows).map { row in
            ["Type": "PSToggleSwitchSpecifier", "Title": "Volume \(row)", "Key": "volume\(row)", "DefaultValue": false]
        })
        let provider = ShellSearchProvider(environment: fixture.environment)
        let found = provider.initialResults(terms: ["volume"])
        #expect(found.count == ShellSearchProvider.resultLimit, "\(rows) rows match")
        #expect(provider.subsearchResults(previous: found, terms: ["volume"]).count == ShellSearchProvider.resultLimit)
        let many = Array(repeating: found, count: ShellSearchProvider.requestLimit / found.count + 2).flatMap { $0 }
        #expect(many.count > ShellSearchProvider.requestLimit)
        #expect(provider.metas(identifiers: many).map(\.identifier) == Array(many.prefix(ShellSearchProvider.requestLimit)))
    }

    /// Given a reading time, a start answers from what it read by then (here nothing: the
    /// application found by its name, its row opening all the same), and reads the rest on
    /// another thread, in place once the main loop runs.
    @Test func aStartAnswersFromWhatItReadInItsTimeAndReadsTheRestAfter() throws {
        let fixture = ApplicationFixture()
        fixture.install("org.example.Darkroom", rowTitle: "Dark Appearance")
        fixture.desktopEntry("org.example.Darkroom", name: "Darkroom")
        let row = try #require(ShellSearchProvider(environment: fixture.environment).initialResults(terms: ["dark appearance"]).first)
        let provider = ShellSearchProvider(environment: fixture.environment, readingTime: .zero)
        #expect(provider.index.pendingCount == 1)
        #expect(provider.metas(identifiers: provider.initialResults(terms: ["dark"])).map(\.name) == ["Darkroom"], "by its name until read")
        #expect(provider.windowArguments(opening: row) != nil, "a row of an application not read yet opens")
        while provider.index.pendingCount > 0 { g_main_context_iteration(nil, 1) }
        #expect(provider.metas(identifiers: provider.initialResults(terms: ["dark"])).map(\.name) == ["Darkroom", "Dark Appearance"])
    }

    /// The desktop's search finds a group's footer, not a licence: a footer longer than a
    /// paragraph is a document, which the overview (no excerpts) could not show why it matched,
    /// and which was most of what the index kept. The hub's index still finds both.
    @Test func longFootersAreLeftToTheHub() throws {
        let fixture = ApplicationFixture()
        let licence = "Permission is hereby granted, free of charge. " + String(repeating: "The software is provided as is. ", count: 100)
            + "Quixotic warranty."
        fixture.files.page("system/bundle-settings/apps/org.example.Licensed/Settings.bundle/Root.plist", [
            ["Type": "PSGroupSpecifier", "Title": "Sync", "FooterText": "Keeps your zephyr folders in step."],
            ["Type": "PSToggleSwitchSpecifier", "Title": "Sync Now", "Key": "sync", "DefaultValue": false],
            ["Type": "PSGroupSpecifier", "Title": "Licence", "FooterText": licence],
            ["Type": "PSToggleSwitchSpecifier", "Title": "Agree", "Key": "agree", "DefaultValue": false],
        ])
        let provider = ShellSearchProvider(environment: fixture.environment)
        #expect(provider.metas(identifiers: provider.initialResults(terms: ["zephyr"])).map(\.name) == ["Sync"])
        #expect(provider.initialResults(terms: ["quixotic"]).isEmpty)
        let hub = ApplicationSearchIndex(applications: fixture.scan().applications, languages: ["en"])
        #expect(hub.search("quixotic").results.map(\.title) == ["Licence"])
    }
}
