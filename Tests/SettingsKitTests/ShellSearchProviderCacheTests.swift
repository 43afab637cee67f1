import Foundation
import Testing
@testable import SettingsKit

/// The desktop search provider's index kept between its runs (`ApplicationSearchIndexCache`): a
/// second start reads it instead of the bundles, a bundle or schema changed since is read again,
/// and a cache file that is corrupt, cut short or of another kind is ignored and written again.
@MainActor
@Suite struct ShellSearchProviderCacheTests {
    private static let id = "org.example.Darkroom"
    private static let page = "system/bundle-settings/apps/org.example.Darkroom/Settings.bundle/Root.plist"

    private func titles(_ provider: ShellSearchProvider, _ term: String) -> [String] {
        provider.metas(identifiers: provider.initialResults(terms: [term])).map(\.name)
    }

    private func cacheFile(_ fixture: ApplicationFixture) -> String {
        fixture.path("home/.cache/bundle-settings/search-index/\(Self.id).index")
    }

    /// Rewrites `relative` in place with `text`, as long as before, then gives it back its
    /// modification time: a change the cache's stamps cannot see, so what a start finds says
    /// whether it read the bundle or the cache.
    private func replaceUnseen(_ fixture: ApplicationFixture, _ relative: String, _ old: String, _ new: String) throws {
        let path = fixture.path(relative)
        var before = stat()
        #expect(stat(path, &before) == 0)
        let contents = try String(contentsOfFile: path, encoding: .utf8)
        let changed = contents.replacingOccurrences(of: old, with: new)
        #expect(changed != contents && changed.utf8.count == contents.utf8.count)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.write(contentsOf: Data(changed.utf8))
        try handle.close()
        var times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
    }

    @Test func aSecondStartReadsTheCacheNotTheBundle() throws {
        let fixture = ApplicationFixture()
        fixture.install(Self.id, rowTitle: "Dark Appearance")
        #expect(titles(ShellSearchProvider(environment: fixture.environment), "appearance") == ["Dark Appearance"])
        #expect(FileManager.default.fileExists(atPath: cacheFile(fixture)), "the first start wrote the cache")
        try replaceUnseen(fixture, Self.page, "Dark Appearance", "Dusk Appearance")
        let second = ShellSearchProvider(environment: fixture.environment)
        #expect(titles(second, "appearance") == ["Dark Appearance"], "read from the cache: the bundle looks unchanged")
        #expect(second.windowArguments(opening: second.initialResults(terms: ["appearance"])[0]) != nil,
                "a result read from the cache opens")
    }

    @Test func aBundleChangedAfterTheCacheWasWrittenIsReadAgain() throws {
        let fixture = ApplicationFixture()
        fixture.install(Self.id, rowTitle: "Dark Appearance")
        #expect(titles(ShellSearchProvider(environment: fixture.environment), "appearance") == ["Dark Appearance"])
        // Edited a second later than the cache: its stamp differs even on a coarse clock.
        fixture.install(Self.id, rowTitle: "Dusk Appearance")
        var later = [timespec(tv_sec: time(nil) + 1, tv_nsec: 0), timespec(tv_sec: time(nil) + 1, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, fixture.path(Self.page), &later, 0) == 0)
        #expect(titles(ShellSearchProvider(environment: fixture.environment), "appearance") == ["Dusk Appearance"])
        // A table added for the language searched, the page untouched.
        fixture.files.strings("system/bundle-settings/apps/\(Self.id)/Settings.bundle/en.lproj/Root.strings",
                              ["Dusk Appearance": "Night Appearance"])
        #expect(titles(ShellSearchProvider(environment: fixture.environment), "appearance") == ["Night Appearance"])
    }

    /// An application whose settings are its GSettings schemas is kept too, and read again once
    /// a schema is compiled after its cache file was written: in the same folder (a key added)
    /// or in a folder that had no compiled schemas and comes first (the user's).
    @Test func aSchemaApplicationIsKeptAndASchemaCompiledSinceIsFound() throws {
        let fixture = ApplicationFixture()
        fixture.desktopEntry("org.example.Editor", name: "Editor")
        func compile(_ keys: String, in data: String) throws {
            let schemas = #"<schemalist><schema id="org.example.Editor" path="/org/example/editor/">"# + keys + "</schema></schemalist>"
            let compiled = try GSettingsSchemaWriterTests.compile(schemas, id: "editor", in: fixture.path(data + "/glib-2.0/schemas"))
            try #require(compiled.status == 0, "\(compiled.messages)")
        }
        let tab = #"<key name="tab-width" type="u"><default>8</default><summary>Tab Width</summary></key>"#
        try compile(tab, in: "system")
        #expect(titles(ShellSearchProvider(environment: fixture.environment), "tab width") == ["Tab Width"])
        #expect(FileManager.default.fileExists(atPath: fixture.path("home/.cache/bundle-settings/search-index/org.example.Editor.index")),
                "its index is kept")
        try compile(tab + #"<key name="line-numbers" type="b"><default>false</default><summary>Line Numbers</summary></key>"#, in: "system")
        #expect(titles(ShellSearchProvider(environment: fixture.environment), "line numbers") == ["Line Numbers"], "a key added")
        try compile(#"<key name="soft-wrap" type="b"><default>false</default><summary>Soft Wrap</summary></key>"#, in: "user")
        let provider = ShellSearchProvider(environment: fixture.environment)
        #expect(titles(provider, "soft wrap") == ["Soft Wrap"], "the user's schemas, compiled where there were none")
        #expect(titles(provider, "line numbers").isEmpty, "GLib reads the user's first")
    }

    @Test func aCorruptOrForeignCacheFileIsIgnoredAndReplaced() throws {
        let fixture = ApplicationFixture()
        fixture.install(Self.id, rowTitle: "Dark Appearance")
        #expect(titles(ShellSearchProvider(environment: fixture.environment), "appearance") == ["Dark Appearance"])
        let written = try Data(contentsOf: URL(fileURLWithPath: cacheFile(fixture)))
        for damaged in [Data("not a cache".utf8), written.prefix(written.count / 2), written + Data([0]), Data()] {
            try damaged.write(to: URL(fileURLWithPath: cacheFile(fixture)))
            // Seen as changed, so that the cache would be the only place the old title is.
            try replaceUnseen(fixture, Self.page, "Dark Appearance", "Dusk Appearance")
            #expect(titles(ShellSearchProvider(environment: fixture.environment), "appearance") == ["Dusk Appearance"],
                    "a damaged cache of \(damaged.count) bytes is not read")
            // Back as it was, unseen again: what the start found is now the cache's.
            try replaceUnseen(fixture, Self.page, "Dusk Appearance", "Dark Appearance")
            #expect(titles(ShellSearchProvider(environment: fixture.environment), "appearance") == ["Dusk Appearance"],
                    "the damaged cache was written again")
        }
    }

    /// The provider keeps its entries packed (`PackedSearchEntries`): a result it finds, in
    /// entries packed from the bundle or read from the cache, is what the hub's index (entries
    /// as values) finds, shows what the hub shows of it (title, "App › Page › Heading", icon),
    /// and opens: a row of a page one pane down, a choice of a multi-value row on it.
    @Test func aResultFromPackedEntriesShowsAndOpensAsTheHubsDoes() throws {
        let fixture = ApplicationFixture()
        let folder = "system/bundle-settings/apps/\(Self.id)/Settings.bundle"
        fixture.files.page(folder + "/Root.plist", [
            ["Type": "PSGroupSpecifier", "Title": "Look", "FooterText": "How it looks."],
            ["Type": "PSToggleSwitchSpecifier", "Title": "Dark Appearance", "Key": "dark", "DefaultValue": false],
            ["Type": "PSChildPaneSpecifier", "Title": "More Options", "File": "More"],
        ])
        fixture.files.page(folder + "/More.plist", [
            ["Type": "PSGroupSpecifier", "Title": "Colours"],
            ["Type": "PSMultiValueSpecifier", "Title": "Accent Theme", "Key": "theme", "DefaultValue": "a",
             "Values": ["a", "b"], "Titles": ["Amber Appearance", "Blue"]],
        ])
        fixture.desktopEntry(Self.id, name: "Photo Studio", "Icon=studio-icon")
        let hub = ApplicationSearchIndex(applications: fixture.scan().applications, languages: ["en"])
        for start in ["from the bundle", "from the cache"] {
            let provider = ShellSearchProvider(environment: fixture.environment)
            for term in ["appearance", "amber", "theme", "looks"] {
                let found = provider.initialResults(terms: [term])
                let expected = hub.search(term, limit: ShellSearchProvider.resultLimit).results
                #expect(!found.isEmpty && found == expected.map(\.identifier), "\(start): \(term)")
                #expect(provider.metas(identifiers: found) == zip(found, expected).map { ShellSearchResultMeta(identifier: $0, result: $1) },
                        "\(start): \(term)")
                for identifier in found {
                    #expect(provider.windowArguments(opening: identifier) != nil, "\(start): \(identifier)")
                }
            }
            #expect(provider.metas(identifiers: provider.initialResults(terms: ["amber"])).map(\.description)
                == ["Photo Studio › More Options › Colours › Accent Theme"], "\(start)")
            #expect(FileManager.default.fileExists(atPath: cacheFile(fixture)), "the first start wrote the cache")
        }
    }

    /// Every byte of a cache file changed, one at a time: each reads as a cache or as none, and
    /// what reads is searched without a crash (the scan reads the block through pointers).
    @Test func anyDamagedByteReadsAsNoCacheOrAsAnIndexThatSearches() throws {
        let fixture = ApplicationFixture()
        fixture.files.page("system/bundle-settings/apps/\(Self.id)/Settings.bundle/Root.plist", [
            ["Type": "PSGroupSpecifier", "Title": "Look", "FooterText": "How it looks."],
            ["Type": "PSToggleSwitchSpecifier", "Title": "Dark Appearance", "Key": "dark", "DefaultValue": false],
            ["Type": "PSMultiValueSpecifier", "Title": "Theme", "Key": "theme", "DefaultValue": "a",
             "Values": ["a", "b"], "Titles": ["Amber", "Blue"]],
            ["Type": "PSChildPaneSpecifier", "Title": "More", "File": "More"],
        ])
        fixture.files.page("system/bundle-settings/apps/\(Self.id)/Settings.bundle/More.plist", [
            ["Type": "PSTextFieldSpecifier", "Title": "Name", "Key": "name"],
        ])
        let application = try #require(fixture.scan().applications.first)
        let cache = try #require(ApplicationSearchIndexCache(environment: fixture.environment))
        let built = ApplicationSearchIndex(applications: [application], languages: ["en"], compact: true, cache: cache)
        let stamps = try #require(ApplicationFolderStamps(application: application, schemas: nil))
        let path = try #require(cache.path(of: application))
        let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(cache.read(application, languages: ["en"], idiom: .pad, stamps: stamps) != nil)
        #expect(cache.read(application, languages: ["de", "en"], idiom: .pad, stamps: stamps) == nil, "other languages, another index")
        #expect(cache.read(application, languages: ["en"], idiom: .phone, stamps: stamps) == nil)
        #expect(built.search("name").results.count == 1)
        var read = 0
        for position in written.indices {
            for value: UInt8 in [0, 0x7F, 0xFF] where written[position] != value {
                var damaged = written
                damaged[position] = value
                try Data(damaged).write(to: URL(fileURLWithPath: path))
                guard let cached = cache.read(application, languages: ["en"], idiom: .pad, stamps: stamps) else { continue }
                read += 1
                for needle in ["a", "dark", "e", "\u{0}"] { _ = cached.block.ranks(of: SearchText(folding: needle)) }
            }
        }
        #expect(read > 0, "some changes (a letter of a title) still read")
    }
}
