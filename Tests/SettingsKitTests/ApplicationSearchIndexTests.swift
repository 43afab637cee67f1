import Foundation
import Testing
@testable import SettingsKit

/// The search across installed applications: what it finds, how results name their place and
/// find their way back, and that a keystroke stays within a frame with 200 applications.
@Suite struct ApplicationSearchIndexTests {
    private func installEditor(_ fixture: ApplicationFixture) {
        let folder = fixture.install("org.example.Editor", rowTitle: "Dark Mode")
        fixture.files.page(folder + "/Settings.bundle/Root.plist", [
            ["Type": "PSGroupSpecifier", "Title": "Look"],
            ["Type": "PSToggleSwitchSpecifier", "Title": "Dark Mode", "Key": "dark", "DefaultValue": false],
            ["Type": "PSChildPaneSpecifier", "Title": "Advanced", "File": "Advanced"],
        ])
        fixture.files.page(folder + "/Settings.bundle/Advanced.plist", [
            ["Type": "PSMultiValueSpecifier", "Title": "Theme", "Key": "theme", "DefaultValue": "a",
             "Values": ["a", "b"], "Titles": ["Light", "Darker"]],
        ])
        fixture.desktopEntry("org.example.Editor", name: "Editor", "Icon=org.example.Editor", "Keywords=text;")
    }

    /// The editor, and two applications whose names or rows say "dark" too.
    private func installThreeDarkOnes(_ fixture: ApplicationFixture) {
        installEditor(fixture)
        fixture.install("org.example.Viewer", rowTitle: "Dark background")
        fixture.desktopEntry("org.example.Viewer", name: "Viewer")
        fixture.install("org.example.Darkroom", rowTitle: "Exposure")
        fixture.desktopEntry("org.example.Darkroom", name: "Darkroom")
    }

    @Test func resultsAreGroupedUnderTheirApplicationInTheOrderOfEachOnesBest() throws {
        let fixture = ApplicationFixture()
        installThreeDarkOnes(fixture)
        let index = ApplicationSearchIndex(applications: fixture.scan().applications, languages: ["en"])
        let grouped = ApplicationSearchResult.groupedByApplication(index.search("dark").results)
        #expect(grouped.map(\.pathParts) == [
            ["Darkroom"],
            ["Editor", "Look", "Dark Mode"],
            ["Editor", "Advanced", "Theme", "Darker"],
            ["Viewer", "Dark background"],
        ])
    }

    @Test func rowsOfEveryApplicationAreFoundWithTheirPlace() throws {
        let fixture = ApplicationFixture()
        installThreeDarkOnes(fixture)
        let catalog = fixture.scan()
        let index = ApplicationSearchIndex(applications: catalog.applications, languages: ["en"])

        let found = index.search("dark")
        #expect(found.results.map(\.pathParts) == [
            ["Darkroom"],
            ["Editor", "Look", "Dark Mode"],
            ["Viewer", "Dark background"],
            ["Editor", "Advanced", "Theme", "Darker"],
        ])
        #expect(found.isTruncated == false)
        let application = try #require(found.results.first)
        #expect(application.match == nil && application.target == nil && application.title == "Darkroom")
        let choice = try #require(found.results.last)
        #expect(choice.application.id == "org.example.Editor")
        #expect(choice.application.icon == "org.example.Editor")
        #expect(choice.title == "Darker")
        #expect(choice.target == SearchTarget(steps: [SearchTarget.Step(page: "Advanced", title: "Advanced", openerRow: 2)], row: 0))
        #expect(choice.rowReference == SearchRowReference(page: "Advanced", row: 0))
        #expect(found.results[1].rowReference == SearchRowReference(page: "Root", row: 1))

        #expect(index.search("TEXT").results.map(\.title) == ["Editor"], "keywords find the application")
        #expect(index.search("dark", limit: 2).results.count == 2)
        #expect(index.search("dark", limit: 2).isTruncated)
        #expect(index.search(" ").results.isEmpty)
        #expect(index.search("dark") { _, entry in entry.title != "Dark Mode" }.results.count == 3)

        // The shell hands identifiers back: each finds its result again.
        for result in found.results {
            let again = try #require(index.result(identifier: result.identifier))
            #expect(again.application == result.application)
            #expect(again.target == result.target)
            #expect(again.pathParts == result.pathParts)
        }
        #expect(index.result(identifier: "org.example.Gone") == nil)
        #expect(index.result(identifier: "org.example.Editor\u{1F}99\u{1F}\u{1F}") == nil)
        #expect(index.result(identifier: "org.example.Editor\u{1F}x") == nil)
        #expect(index.result(identifier: "") == nil)
    }

    @Test func anUnchangedApplicationKeepsItsIndexAndAChangedOneIsReadAgain() throws {
        let fixture = ApplicationFixture()
        installEditor(fixture)
        fixture.install("org.example.Viewer", rowTitle: "Zoom")
        let first = ApplicationSearchIndex(applications: fixture.scan().applications, languages: ["en"])
        #expect(first.search("zoom").results.count == 1)

        // The Viewer's page is replaced, its application unchanged (as listed before): its old
        // index is kept, and only the added application is read.
        let viewer = fixture.path("system/bundle-settings/apps/org.example.Viewer/Settings.bundle")
        fixture.files.page("system/bundle-settings/apps/org.example.Viewer/Settings.bundle/Root.plist",
                           [["Type": "PSToggleSwitchSpecifier", "Title": "Pan", "Key": "pan", "DefaultValue": false]])
        fixture.install("org.example.Added", rowTitle: "Zoom level")
        let unchanged = fixture.scan().applications.map { application in
            first.applications.first { $0.id == application.id } ?? application
        }
        let second = ApplicationSearchIndex(applications: unchanged, languages: ["en"], reusing: first)
        #expect(second.search("zoom").results.map(\.application.id) == ["org.example.Added", "org.example.Viewer"])

        // A new modification time (a package upgrade renames files into the folder) reads it again.
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 10)], ofItemAtPath: viewer)
        try FileManager.default.removeItem(atPath: fixture.path("system/bundle-settings/apps/org.example.Added"))
        let third = ApplicationSearchIndex(applications: fixture.scan().applications, languages: ["en"], reusing: second)
        #expect(third.search("zoom").results.isEmpty)
        #expect(third.search("pan").results.map(\.application.id) == ["org.example.Viewer"])
        #expect(third.applications.map(\.id) == ["org.example.Editor", "org.example.Viewer"])
        // Another language is another index.
        #expect(ApplicationSearchIndex(applications: third.applications, languages: ["de"], reusing: third).languages == ["de"])
    }

    @Test func aBrokenBundlesApplicationIsFoundByNameOnly() throws {
        let fixture = ApplicationFixture()
        fixture.files.text("system/bundle-settings/apps/org.example.Broken/Settings.bundle/Root.plist", "<plist><dict><key>")
        fixture.desktopEntry("org.example.Broken", name: "Broken Dark")
        let index = ApplicationSearchIndex(applications: fixture.scan().applications, languages: ["en"])
        #expect(index.entryCount == 0)
        #expect(index.search("dark").results.map(\.pathParts) == [["Broken Dark"]])
    }

    /// The block's scan must rank exactly as the entries do, on real bundles.
    @Test func theTextBlockRanksAsTheEntriesDo() throws {
        var checked = 0
        for bundle in Self.corpusBundles() {
            let opened = try SettingsBundle.open(path: bundle.path, languages: ["en"]).get()
            let index = SearchIndex(root: opened.rootPage, pageNamed: opened.page(named:))
            let block = FoldedTextBlock(index)
            for query in ["a", "e", "de", "on", "dark", "passcode", "subtitles", "zzz", "é", "the ", "ion"] {
                let needle = SearchText(folding: query)
                #expect(block.ranks(of: needle) == index.ranks(of: needle), "\(bundle.lastPathComponent): \(query)")
                checked += 1
            }
        }
        print("text block ranks compared for \(checked) queries")
    }

    /// The desktop search keeps its entries packed (`PackedSearchEntries`): each, made again,
    /// is the entry it packed, on real bundles, packed from the index and read back from a cache
    /// file's bytes: what a result shows (title, path), what opens it (target, with its steps'
    /// titles), whether a host draws it; and each is found by its title.
    @Test func packedEntriesAreTheEntriesTheyPacked() throws {
        var checked = 0
        for bundle in Self.corpusBundles() {
            let opened = try SettingsBundle.open(path: bundle.path, languages: ["en"]).get()
            let entries = SearchIndex(root: opened.rootPage, pageNamed: opened.page(named:)).entries
            let packed = PackedSearchEntries(entries)
            let readBack = try #require(PackedSearchEntries(bytes: packed.packedBytes))
            #expect(packed.count == entries.count && readBack.count == entries.count)
            for (position, entry) in entries.enumerated() {
                for unpacked in [packed[position], readBack[position]] {
                    #expect(unpacked.title == entry.title && unpacked.path == entry.path && unpacked.target == entry.target
                        && unpacked.isDrawnByHost == entry.isDrawnByHost, "\(bundle.lastPathComponent): \(entry.title)")
                }
                #expect(readBack.positions(titled: entry.title).contains(position))
                checked += 1
            }
        }
        print("packed entries compared: \(checked)")
    }

    /// The shared corpus's bundles (`$CORPUS`, else `../shared/corpus` beside the repository), if there.
    static func corpusBundles() -> [URL] {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let corpus = ProcessInfo.processInfo.environment["CORPUS"].map { URL(fileURLWithPath: $0) }
            ?? repository.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        let found = FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return found.filter { $0.pathExtension == "bundle" }.sorted { $0.path < $1.path }
    }
}
