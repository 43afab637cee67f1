import Foundation
import Testing
@testable import SettingsKit

/// Narrowing a search across applications from the last keystrokes' matches
/// (`ApplicationSearchHits`): the results are those of a search without them, whatever is typed
/// next, and hits of an index built before an install or a removal are not used.
@Suite struct ApplicationSearchHitsTests {
    /// Typing a letter, taking it back, replacing the query: what the window's search goes through.
    static let typing = ["d", "da", "dar", "dark", "dark ", "dark m", "dark", "dar", "d", "", "de", "e", "theme", "them", "hem",
                         "subtitles", "subtitle", "title", "e", "ion", "on", "zzz", "a", "ab", "b", "DARK", "Dárk", "passcode"]

    /// Each query of `queries` searched one after the other with hits, and alone.
    private func expectSameResults(_ index: ApplicationSearchIndex, _ queries: [String], limit: Int = 50,
                                   hidden: HiddenApplicationRows = HiddenApplicationRows()) {
        var hits = ApplicationSearchHits()
        for query in queries {
            let narrowed = index.search(query, limit: limit, hidden: hidden, narrowing: &hits)
            let alone = index.search(query, limit: limit, hidden: hidden)
            #expect(narrowed.results.map(\.identifier) == alone.results.map(\.identifier), "\(query)")
            #expect(narrowed.results.map(\.pathParts) == alone.results.map(\.pathParts), "\(query)")
            #expect(narrowed.results.map { $0.match?.excerpt } == alone.results.map { $0.match?.excerpt }, "\(query)")
            #expect(narrowed.isTruncated == alone.isTruncated, "\(query)")
        }
    }

    private func installThree(_ fixture: ApplicationFixture) {
        fixture.install("org.example.Editor", rowTitle: "Dark Mode")
        fixture.files.page("system/bundle-settings/apps/org.example.Editor/Settings.bundle/Root.plist", [
            ["Type": "PSGroupSpecifier", "Title": "Look", "FooterText": "The theme follows the desktop's dark style."],
            ["Type": "PSToggleSwitchSpecifier", "Title": "Dark Mode", "Key": "dark", "DefaultValue": false],
            ["Type": "PSMultiValueSpecifier", "Title": "Theme", "Key": "theme", "DefaultValue": "a",
             "Values": ["a", "b"], "Titles": ["Light", "Darker"]],
        ])
        fixture.desktopEntry("org.example.Editor", name: "Editor", "Keywords=text;theme;")
        fixture.install("org.example.Viewer", rowTitle: "Dark background")
        fixture.desktopEntry("org.example.Viewer", name: "Viewer")
        fixture.install("org.example.Darkroom", rowTitle: "Subtitles")
        fixture.desktopEntry("org.example.Darkroom", name: "Darkroom")
    }

    @Test func typingTakingBackAndReplacingFindWhatASearchAloneFinds() {
        let fixture = ApplicationFixture()
        installThree(fixture)
        let index = ApplicationSearchIndex(applications: fixture.scan().applications, languages: ["en"])
        expectSameResults(index, Self.typing)
        expectSameResults(index, Self.typing, limit: 2)
    }

    @Test func theQueriesAQueryContainsAreKeptForTheNextKeystroke() {
        let fixture = ApplicationFixture()
        installThree(fixture)
        let index = ApplicationSearchIndex(applications: fixture.scan().applications, languages: ["en"])
        var hits = ApplicationSearchHits()
        for query in ["d", "da", "dar", "dark"] { _ = index.search(query, narrowing: &hits) }
        #expect(hits.queries.map(\.needle) == ["d", "da", "dar", "dark"].map { SearchText(folding: $0) })
        // A letter taken back: its query is read again, not scanned; the longer one is dropped.
        _ = index.search("dar", narrowing: &hits)
        #expect(hits.queries.map(\.needle) == ["d", "da", "dar"].map { SearchText(folding: $0) })
        // Another query: nothing it contains was searched.
        _ = index.search("theme", narrowing: &hits)
        #expect(hits.queries.map(\.needle) == [SearchText(folding: "theme")])
        // Hits narrow only by what they matched: emptied of matches, a query they contain finds
        // nothing more (so the next one is read from them, not from the whole index).
        hits.queries = hits.queries.map { ($0.needle, $0.matches.map { _ in [] }) }
        #expect(index.search("theme", narrowing: &hits).results.filter { $0.match != nil }.isEmpty)
        #expect(index.search("themes", narrowing: &hits).results.isEmpty)
    }

    @Test func anInstallOrARemovalBetweenKeystrokesIsSearchedInFull() {
        let fixture = ApplicationFixture()
        installThree(fixture)
        let before = ApplicationSearchIndex(applications: fixture.scan().applications, languages: ["en"])
        var hits = ApplicationSearchHits()
        _ = before.search("da", narrowing: &hits)

        // Installed between two keystrokes, listed first: every application's place moves.
        fixture.install("org.example.Aardvark", rowTitle: "Dark corners")
        fixture.desktopEntry("org.example.Aardvark", name: "Aardvark")
        let installed = ApplicationSearchIndex(applications: fixture.scan().applications, languages: ["en"], reusing: before)
        let found = installed.search("dar", narrowing: &hits)
        #expect(found.results.map(\.identifier) == installed.search("dar").results.map(\.identifier))
        #expect(found.results.contains { $0.application.id == "org.example.Aardvark" && $0.title == "Dark corners" })
        expectSameResults(installed, Self.typing)

        // Removed between two keystrokes.
        _ = installed.search("da", narrowing: &hits)
        try? FileManager.default.removeItem(atPath: fixture.path("system/bundle-settings/apps/org.example.Editor"))
        try? FileManager.default.removeItem(atPath: fixture.path("system/applications/org.example.Editor.desktop"))
        let removed = ApplicationSearchIndex(applications: fixture.scan().applications, languages: ["en"], reusing: installed)
        let afterRemoval = removed.search("dar", narrowing: &hits)
        #expect(afterRemoval.results.map(\.identifier) == removed.search("dar").results.map(\.identifier))
        #expect(!afterRemoval.results.contains { $0.application.id == "org.example.Editor" })
    }

    /// On the shared corpus's bundles (if there), installed as applications: the same results
    /// as without hits, for queries typed and taken back, with rows hidden by conditions left out.
    @MainActor @Test func theCorpusBundlesNarrowToTheSameResults() throws {
        let bundles = ApplicationSearchIndexTests.corpusBundles()
        guard !bundles.isEmpty else { return }
        let fixture = ApplicationFixture()
        for (number, bundle) in bundles.enumerated() {
            let folder = fixture.path("user/bundle-settings/apps/org.example.Corpus\(number)")
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: folder + "/Settings.bundle", withDestinationPath: bundle.path)
            fixture.desktopEntry("org.example.Corpus\(number)", in: "user", name: "Corpus \(number)")
        }
        let index = ApplicationSearchIndex(applications: fixture.scan().applications, languages: ["en"])
        #expect(index.entryCount > 1000, "the corpus bundles are indexed")
        let hidden = ApplicationRowVisibility(environment: fixture.environment, watchesStores: false)
        hidden.update(for: index)
        var typed: [String] = []
        for query in ["brightness", "subtitle", "passcode", "network"] {
            let prefixes = (1...query.count).map { String(query.prefix($0)) }
            typed += prefixes + prefixes.reversed()
        }
        expectSameResults(index, typed + Self.typing, hidden: hidden.hiddenRows)
        print("narrowed searches compared on \(bundles.count) corpus bundles, \(index.entryCount) entries")
    }
}
