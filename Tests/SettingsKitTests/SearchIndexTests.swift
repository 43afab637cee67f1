import Foundation
import Testing
@testable import SettingsKit

/// The search index: what it holds, paths and targets, ranking, hidden and broken rows, cycles.
@Suite struct SearchIndexTests {
    private func index(_ fixture: BundleFixture, languages: [String] = ["en"], title: String = "My App") -> SearchIndex {
        let bundle = fixture.open(languages: languages)
        var root = bundle.rootPage
        root.title = title
        return SearchIndex(root: root, pageNamed: bundle.page(named:))
    }

    private func titles(_ index: SearchIndex, _ query: String, hidden: Set<SettingKey> = []) -> [String] {
        index.search(query, isShown: { !$0.hidingKeys.contains(where: hidden.contains) }).results.map(\.entry.title)
    }

    @Test func findsRowsOnEveryPageWithThePathLeadingThere() throws {
        let fixture = BundleFixture()
        fixture.page([toggle("sounds", ["Title": "Play Sounds"]), childPane("Appearance", file: "Appearance")])
        fixture.page("Settings.bundle/Appearance.plist", [group("Display"), row("PSSliderSpecifier", ["Key": "brightness", "Title": "Brightness", "DefaultValue": 0.5]),
                                                           childPane("Advanced", file: "Advanced")])
        fixture.page("Settings.bundle/Advanced.plist", [toggle("hdr", ["Title": "High Brightness Mode"])])
        let index = index(fixture)
        let results = index.search("bright").results
        #expect(results.map(\.entry.title) == ["Brightness", "High Brightness Mode"])
        #expect(results[0].entry.path == ["Appearance", "Display"])
        #expect(results[0].entry.target == SearchTarget(steps: [.init(page: "Appearance", title: "Appearance", openerRow: 1)], row: 1))
        #expect(results[1].entry.path == ["Appearance", "Advanced"])
        #expect(results[1].entry.target.steps.map(\.page) == ["Appearance", "Advanced"])
        #expect(results[1].entry.target.steps.map(\.openerRow) == [1, 2])
        // Root's own rows say where they are with the window's title.
        #expect(index.search("sounds").results.first?.entry.path == ["My App"])
    }

    @Test func matchesHeadingsFootersSubtitlesAndChoices() throws {
        let fixture = BundleFixture()
        fixture.page([
            group("Privacy", ["FooterText": "Nothing leaves this computer."]),
            toggle("telemetry", ["Title": "Send Reports", "IASKSubtitle": "Crash reports only"]),
            row("PSMultiValueSpecifier", ["Key": "theme", "Title": "Theme", "DefaultValue": "l",
                                          "Titles": ["Light", "Dark"], "Values": ["l", "d"]]),
            row("PSRadioGroupSpecifier", ["Key": "size", "Title": "Size", "DefaultValue": "s",
                                          "Titles": ["Small", "Large"], "Values": ["s", "l"]]),
        ])
        let index = index(fixture)
        #expect(titles(index, "privacy") == ["Privacy"])
        #expect(index.search("privacy").results.first?.field == .heading)
        #expect(titles(index, "computer") == ["Privacy"])
        #expect(index.search("computer").results.first?.field == .footer)
        #expect(titles(index, "crash") == ["Send Reports"])
        #expect(index.search("crash").results.first?.field == .subtitle)
        let dark = try #require(index.search("dark").results.first)
        #expect(dark.entry.title == "Dark")
        #expect(dark.entry.path == ["My App", "Privacy", "Theme"])
        #expect(dark.entry.target.row == 2)
        let large = try #require(index.search("large").results.first)
        #expect(large.entry.target == SearchTarget(steps: [], row: 3, choice: 1))
        #expect(large.entry.path == ["My App", "Size"])
    }

    @Test func subtitleAndFooterMatchesShowWhereTheyMatched() throws {
        let fixture = BundleFixture()
        fixture.page([
            group("Privacy", ["FooterText": "Reports are sent once a day, and nothing else leaves this computer."]),
            toggle("telemetry", ["Title": "Send Reports", "IASKSubtitle": "Crash reports only"]),
        ])
        let index = index(fixture)
        #expect(index.search("computer").results.first?.excerpt == "…else leaves this computer.")
        #expect(index.search("REPORTS ARE").results.first?.excerpt == "Reports are sent once a day, and nothing else leaves this computer.")
        #expect(index.search("crash").results.first?.excerpt == "Crash reports only")
        // A title match needs no excerpt: the title shows it.
        #expect(index.search("send").results.first?.excerpt == nil)
    }

    @Test func excerptsOfLongTextsAreShortAndNearTheMatch() throws {
        let fixture = BundleFixture()
        let filler = String(repeating: "Permission is hereby granted, free of charge, to any person. ", count: 4_000)
        fixture.page([
            group("Licences", ["FooterText": filler + "Zebra clause applies here. " + filler]),
            group(nil, ["FooterText": String(repeating: "Untitled words ", count: 100)]),
            toggle("t", ["Title": "Short"]),
        ])
        let index = index(fixture)
        let zebra = try #require(index.search("zebra clause").results.first)
        #expect(zebra.entry.title == "Licences")
        let excerpt = try #require(zebra.excerpt)
        #expect(excerpt.hasPrefix("…"))
        #expect(excerpt.contains("Zebra clause applies here."), "\(excerpt)")
        #expect(excerpt.count <= 162)
        // A group with a footer and no heading is titled by its page, not by its footer: the
        // footer shows as the words around the match.
        let untitled = try #require(index.search("untitled").results.first)
        #expect(untitled.entry.title == "My App")
        #expect(untitled.excerpt?.hasPrefix("Untitled words Untitled") == true)
    }

    @Test func ranksWholeWordsThenWordStartsThenInsideWordsTitlesBeforeTheRest() throws {
        let fixture = BundleFixture()
        fixture.page([
            toggle("a", ["Title": "Highlights"]),
            toggle("b", ["Title": "Lightness"]),
            toggle("c", ["Title": "Sensor", "IASKSubtitle": "Reads the light around"]),
            toggle("d", ["Title": "Night Light"]),
            toggle("e", ["Title": "Flashes", "IASKSubtitle": "Lightning only"]),
        ])
        // Titles: the whole word (though later in its title), the word's start, inside a word;
        // then subtitles the same way.
        #expect(titles(index(fixture), "light") == ["Night Light", "Lightness", "Highlights", "Sensor", "Flashes"])
    }

    @Test func aMatchDeepInALongMarkedUpFooterIsShownAsOneLineOfTheWordsAroundIt() throws {
        let fixture = BundleFixture()
        var licence = "# MIT Licence\n\n**Copyright** (c) 2024 <b>Example &amp; Co</b>, see [the site](https://example.org/licence).\n\n"
        while licence.count < 20_000 { licence += "* Permission is *hereby* granted, free of charge, to any person.\n" }
        licence += "\n> The <i>zebra</i> clause: **no warranty** of any kind.\n\n" + String(repeating: "Trailing words. ", count: 50)
        fixture.page([childPane("About", file: "About")])
        fixture.page("Settings.bundle/About.plist", [group(nil, ["FooterText": licence])])
        let index = index(fixture)
        let zebra = try #require(index.search("zebra").results.first)
        #expect(zebra.entry.title == "About", "titled by its page, not by its licence")
        let excerpt = try #require(zebra.excerpt)
        #expect(excerpt.hasPrefix("…") && excerpt.hasSuffix("…"), "\(excerpt)")
        #expect(excerpt.contains("The zebra clause: no warranty of any kind."), "\(excerpt)")
        #expect(excerpt.count <= 140)
        for raw in ["\n", "**", "<i>", "> ", "  "] { #expect(!excerpt.contains(raw), "\(raw) in \(excerpt)") }
        let start = try #require(index.search("example").results.first?.excerpt)
        #expect(start.hasPrefix("…Copyright (c) 2024 Example & Co, see the site. Permission is hereby granted"), "\(start)")
    }

    @Test func ranksTitlesFirstThenEarlierMatches() throws {
        let fixture = BundleFixture()
        fixture.page([
            group("Sound Options", ["FooterText": "Sound is played through the speaker."]),
            toggle("a", ["Title": "Quiet", "IASKSubtitle": "No sound at night"]),
            toggle("b", ["Title": "Alert Sound"]),
            toggle("c", ["Title": "Sound"]),
        ])
        // Titles (earlier match first, then page order), the heading, then the subtitle.
        #expect(titles(index(fixture), "sound") == ["Sound", "Alert Sound", "Sound Options", "Quiet"])
    }

    @Test func searchesTheLocalisedTexts() throws {
        let fixture = BundleFixture()
        fixture.page([toggle("screen", ["Title": "SCREEN"]), childPane("DISPLAY", file: "Display")])
        fixture.page("Settings.bundle/Display.plist", [toggle("bright", ["Title": "BRIGHTNESS"])])
        fixture.strings("Settings.bundle/fr.lproj/Root.strings", ["SCREEN": "Écran", "DISPLAY": "Affichage"])
        fixture.strings("Settings.bundle/fr.lproj/Display.strings", ["BRIGHTNESS": "Luminosité"])
        let index = index(fixture, languages: ["fr"])
        #expect(titles(index, "ecran") == ["Écran"])
        #expect(titles(index, "screen").isEmpty)
        #expect(index.search("LUMINOSITE").results.first?.entry.path == ["Affichage"])
    }

    @Test func leavesOutBrokenRowsAndHiddenOnes() throws {
        let fixture = BundleFixture()
        fixture.page([
            row("PSNoSuchSpecifier", ["Title": "Volume Broken"]),
            toggle("volume", ["Title": "Volume Boost"]),
            group("Hidden Volume Group", ["Key": "hiddenGroup"]),
            toggle("inner", ["Title": "Volume Inner"]),
            childPane("Volume Page", file: "Volume"),
        ])
        fixture.page("Settings.bundle/Volume.plist", [toggle("deep", ["Title": "Volume Deep"])])
        let index = index(fixture)
        #expect(titles(index, "volume") == ["Volume Boost", "Volume Inner", "Volume Page", "Volume Deep", "Hidden Volume Group"])
        #expect(titles(index, "volume", hidden: ["volume"]) == ["Volume Inner", "Volume Page", "Volume Deep", "Hidden Volume Group"])
        // A hidden group hides its rows, and with them the pages they lead to.
        #expect(titles(index, "volume", hidden: ["hiddenGroup"]) == ["Volume Boost"])
    }

    @Test func followsCyclesAndSharedPagesOnce() throws {
        let fixture = BundleFixture()
        fixture.page([childPane("A", file: "A"), childPane("B", file: "B")])
        fixture.page("Settings.bundle/A.plist", [childPane("Shared", file: "Shared"), childPane("Back to Root", file: "Root")])
        fixture.page("Settings.bundle/B.plist", [childPane("Shared Again", file: "Shared"), childPane("Back to A", file: "A")])
        fixture.page("Settings.bundle/Shared.plist", [toggle("s", ["Title": "Shared Setting"]), childPane("Loop", file: "Shared")])
        let index = index(fixture)
        let shared = index.search("shared setting").results
        #expect(shared.count == 1)
        #expect(shared.first?.entry.path == ["A", "Shared"])
        #expect(index.entries.count == 8)
    }

    @Test func listGroupElementPagesAreNotSearched() throws {
        let fixture = BundleFixture()
        fixture.page([row("IASKListGroupSpecifier", ["Key": "albums", "Title": "Albums",
                                                     "ItemSpecifier": ["Type": "PSChildPaneSpecifier", "File": "Album", "Title": "Album"]])])
        fixture.page("Settings.bundle/Album.plist", [row("PSTextFieldSpecifier", ["Key": "name", "Title": "Album Name"])])
        let index = index(fixture)
        #expect(titles(index, "album") == ["Albums"])
    }

    @Test func listGroupAddRowsAreFoundByTheTextTheyShow() throws {
        let fixture = BundleFixture()
        fixture.page([
            row("IASKListGroupSpecifier", ["Key": "albums", "Title": "Albums",
                                           "ItemSpecifier": ["Type": "PSChildPaneSpecifier", "File": "Album", "Title": "Album"],
                                           "AddSpecifier": ["Type": "PSChildPaneSpecifier", "File": "Album", "Title": "Create Album…"]]),
            row("IASKListGroupSpecifier", ["Key": "tags", "Title": "Tags",
                                           "AddSpecifier": ["Type": "PSTextFieldSpecifier", "Key": "tag", "IASKPlaceholder": "New Tag"]]),
            row("IASKListGroupSpecifier", ["Key": "kinds", "Title": "Kinds",
                                           "AddSpecifier": ["Type": "PSMultiValueSpecifier", "Key": "kind",
                                                            "Titles": ["One"], "Values": [1]]]),
        ])
        fixture.page("Settings.bundle/Album.plist", [row("PSTextFieldSpecifier", ["Key": "name", "Title": "Album Name"])])
        let index = index(fixture)
        let created = try #require(index.search("create").results.first)
        #expect(created.entry.title == "Create Album…")
        #expect(created.entry.path == ["My App", "Albums"])
        #expect(created.entry.target == SearchTarget(steps: [], row: 0, isListAddRow: true))
        #expect(titles(index, "new tag") == ["New Tag"], "a text field's placeholder is what its row shows")
        #expect(index.search("new tag").results.first?.entry.target.isListAddRow == true)
        #expect(titles(index, "add") == [], "an add row with no title of the bundle's shows our own \"Add\"")
        #expect(titles(index, "create", hidden: ["albums"]) == [], "hidden with its list")
    }

    @Test func capsResultsAndSaysWhetherMoreMatched() throws {
        let fixture = BundleFixture()
        fixture.page((0..<300).map { toggle("k\($0)", ["Title": "Item \($0)"]) })
        let index = index(fixture)
        let found = index.search("item", limit: 100)
        #expect(found.results.count == 100)
        #expect(found.isTruncated)
        #expect(found.results.first?.entry.title == "Item 0")
        #expect(found.results.last?.entry.title == "Item 99")
        // Hidden entries do not count: 100 shown, and none left.
        let hidden = Set((100..<300).map { SettingKey("k\($0)") })
        let visible = index.search("item", isShown: { !$0.hidingKeys.contains(where: hidden.contains) }, limit: 100)
        #expect(visible.results.count == 100)
        #expect(!visible.isTruncated)
        #expect(index.search("item", limit: 300).isTruncated == false)
    }
}
