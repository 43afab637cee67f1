import Foundation
import Testing
@testable import SettingsKit

/// Walking Root and its child pages: order, titles, cycles, long chains.
@Suite struct ReaderWalkTests {
    @Test func pagesInOrderWithTitlesFromOpeningRows() throws {
        let fixture = BundleFixture()
        fixture.page([childPane("First", file: "A"), childPane("Second", file: "B")])
        fixture.page("Settings.bundle/A.plist", [childPane("Deeper", file: "C")])
        fixture.page("Settings.bundle/B.plist", [toggle("b")])
        fixture.page("Settings.bundle/C.plist", [toggle("c")])
        let walk = BundleWalk(bundle: fixture.open(), rootTitle: "My App")
        #expect(walk.pages.map(\.name) == ["Root", "A", "C", "B"])
        #expect(walk.pages.map(\.title) == ["My App", "First", "Deeper", "Second"])
        #expect(walk.diagnostics.isEmpty, "\(walk.diagnostics.messages)")
    }

    @Test func childTitleOverridesRowTitle() throws {
        let fixture = BundleFixture()
        fixture.page([row("PSChildPaneSpecifier", ["Title": "Row", "File": "A", "IASKChildTitle": "Page"])])
        fixture.page("Settings.bundle/A.plist", [toggle("a")])
        #expect(BundleWalk(bundle: fixture.open(), rootTitle: nil).pages[1].title == "Page")
    }

    @Test func pageReachedTwiceIsListedOnce() throws {
        let fixture = BundleFixture()
        fixture.page([childPane("A", file: "A"), childPane("B", file: "B")])
        fixture.page("Settings.bundle/A.plist", [childPane("Shared", file: "Shared")])
        fixture.page("Settings.bundle/B.plist", [childPane("Shared", file: "Shared")])
        fixture.page("Settings.bundle/Shared.plist", [toggle("s")])
        let walk = BundleWalk(bundle: fixture.open(), rootTitle: nil)
        #expect(walk.pages.map(\.name) == ["Root", "A", "Shared", "B"])
        #expect(walk.diagnostics.isEmpty)
    }

    /// A chain of pages that each lead back to Root: every cycle is reported once, briefly, so
    /// the report grows with the number of pages, not its square.
    @Test func aLongChainOfCyclesIsReportedInLinearSpace() throws {
        let fixture = BundleFixture()
        let count = 2_000
        fixture.page([childPane("P0", file: "P0")])
        for index in 0..<count {
            let next = index + 1 < count ? [childPane("Next", file: "P\(index + 1)")] : []
            fixture.page("Settings.bundle/P\(index).plist", [childPane("Back", file: "Root")] + next)
        }
        let walk = BundleWalk(bundle: fixture.open(), rootTitle: nil)
        #expect(walk.pages.count == count + 1)
        #expect(walk.errorCount == count)
        let longest = walk.diagnostics.map(\.message.count).max() ?? 0
        #expect(longest < 120, "a cycle message names the page it returns to, not the path: \(longest) characters")
    }

    @Test func noMoreThanThePageLimitIsRead() throws {
        let fixture = BundleFixture()
        let count = BundleWalk.pageLimit + 10
        fixture.page((0..<count).map { childPane("P\($0)", file: "P\($0)") })
        for index in 0..<count { fixture.page("Settings.bundle/P\(index).plist", [toggle("k\(index)")]) }
        let walk = BundleWalk(bundle: fixture.open(), rootTitle: nil)
        #expect(walk.pages.count == BundleWalk.pageLimit)
        let limit = try #require(walk.diagnostics.first { $0.message.contains("more than 5,000 pages") })
        #expect(limit.file == "Root.plist")
        #expect(limit.severity == .error)
    }

    @Test func cycleIsReportedAndCut() throws {
        let fixture = BundleFixture()
        fixture.page([childPane("A", file: "A")])
        fixture.page("Settings.bundle/A.plist", [childPane("B", file: "B")])
        fixture.page("Settings.bundle/B.plist", [toggle("b"), childPane("Back to A", file: "A")])
        let walk = BundleWalk(bundle: fixture.open(), rootTitle: nil)
        #expect(walk.pages.map(\.name) == ["Root", "A", "B"])
        let cycle = try #require(walk.diagnostics.first(key: "File", row: 1))
        #expect(cycle.file == "B.plist")
        #expect(cycle.severity == .error)
        #expect(cycle.message.contains("leads back to A,"))
        #expect(walk.errorCount == 1)
    }

    @Test func pageLeadingToItselfIsACycle() throws {
        let fixture = BundleFixture()
        fixture.page([childPane("Me", file: "Root")])
        let walk = BundleWalk(bundle: fixture.open(), rootTitle: nil)
        #expect(walk.pages.count == 1)
        #expect(walk.diagnostics.first(key: "File", row: 0)?.message.contains("cycle") == true)
    }

    @Test func chainOfFiftyChildPanesIsWalkedWhole() throws {
        let fixture = BundleFixture()
        fixture.page([childPane("Level 1", file: "Level1")])
        for level in 1...50 {
            let rows = level < 50 ? [toggle("k\(level)"), childPane("Level \(level + 1)", file: "Level\(level + 1)")] : [toggle("k50")]
            fixture.page("Settings.bundle/Level\(level).plist", rows)
        }
        let walk = BundleWalk(bundle: fixture.open(), rootTitle: nil)
        #expect(walk.pages.count == 51)
        #expect(walk.pages.last?.name == "Level50")
        #expect(walk.pages.last?.title == "Level 50")
        #expect(walk.diagnostics.isEmpty)
        #expect(DefaultsGatherer.gather(walk).count == 50)
    }

    @Test func listGroupAddPageIsWalked() throws {
        let fixture = BundleFixture()
        fixture.page([row("IASKListGroupSpecifier", ["Key": "servers", "AddSpecifier": row("PSChildPaneSpecifier", ["Title": "Add", "File": "Server"])])])
        fixture.page("Settings.bundle/Server.plist", [row("PSTextFieldSpecifier", ["Key": "host"])])
        #expect(BundleWalk(bundle: fixture.open(), rootTitle: nil).pages.map(\.name) == ["Root", "Server"])
    }

    @Test func customViewPagesAreWalkedLikeChildPanes() throws {
        let fixture = BundleFixture()
        fixture.page([
            row("IASKCustomViewSpecifier", ["Key": "custom", "Title": "Custom", "File": "Detail"]),
            row("IASKCustomViewSpecifier", ["Key": "plain", "Title": "Plain"]),
        ])
        fixture.page("Settings.bundle/Detail.plist", [
            toggle("detail", ["DefaultValue": true]),
            row("IASKCustomViewSpecifier", ["Key": "back", "Title": "Back", "File": "Root"]),
        ])
        let walk = BundleWalk(bundle: fixture.open(), rootTitle: nil)
        #expect(walk.pages.map(\.name) == ["Root", "Detail"])
        #expect(walk.pages[1].title == "Custom")
        #expect(DefaultsGatherer.gather(walk).map(\.key) == ["detail"])
        let cycle = try #require(walk.diagnostics.first(key: "File", row: 1))
        #expect(cycle.file == "Detail.plist")
        #expect(cycle.message.contains("leads back to Root,"))
    }

    @Test func customViewPageLeadingOutOfTheBundleIsRefused() throws {
        let fixture = BundleFixture()
        fixture.page("Outside.plist", [toggle("outside")])
        fixture.page([
            row("IASKCustomViewSpecifier", ["Key": "up", "Title": "Up", "File": "../Outside"]),
            row("IASKCustomViewSpecifier", ["Key": "linked", "Title": "Linked", "File": "Linked"]),
        ])
        fixture.symlink("Settings.bundle/Linked.plist", to: fixture.url("Outside.plist").path)
        let walk = BundleWalk(bundle: fixture.open(), rootTitle: nil)
        #expect(walk.pages[0].rows[0].kind.customView?.file == nil)
        let parent = try #require(walk.diagnostics.first(key: "File", row: 0))
        #expect(parent.severity == .error)
        #expect(parent.message.contains("\"..\""))
        let linked = try #require(walk.diagnostics.first(key: "File", row: 1))
        #expect(linked.message.contains("leads out of the bundle"))
        #expect(walk.pages.flatMap(\.rows).allSatisfy { $0.key != "outside" })
    }

    @Test func listElementPagesAreMarkedUnlessAlsoAnOrdinaryChildPane() throws {
        let fixture = BundleFixture()
        fixture.page([
            row("IASKListGroupSpecifier", ["Key": "servers", "AddSpecifier": row("PSChildPaneSpecifier", ["Title": "Add", "File": "Server"])]),
            row("IASKListGroupSpecifier", ["Key": "mirrors", "AddSpecifier": row("PSChildPaneSpecifier", ["Title": "Add", "File": "Mirror"])]),
            childPane("Mirror defaults", file: "Mirror"),
        ])
        fixture.page("Settings.bundle/Server.plist", [row("PSTextFieldSpecifier", ["Key": "host"])])
        fixture.page("Settings.bundle/Mirror.plist", [row("PSTextFieldSpecifier", ["Key": "url"])])
        let walk = BundleWalk(bundle: fixture.open(), rootTitle: nil)
        #expect(walk.pages.map(\.name) == ["Root", "Server", "Mirror"])
        #expect(walk.listElementPages == ["Server"])
    }

    @Test func pagesAreReadOnceAndCached() throws {
        let fixture = BundleFixture()
        fixture.page([toggle("first")])
        let bundle = fixture.open()
        #expect(bundle.rootPage.rows.map(\.key) == ["first"])
        fixture.page([toggle("second")])
        #expect(bundle.rootPage.rows.map(\.key) == ["first"])
    }

    @Test func applicationNameFromFolderOrEnclosingApp() throws {
        let fixture = BundleFixture()
        fixture.page("Demo.bundle/Root.plist", [toggle("t")])
        #expect(ApplicationName.of(bundle: fixture.open("Demo.bundle")) == "Demo")
        fixture.plist("My.app/Info.plist", ["CFBundleDisplayName": "Shiny", "CFBundleName": "shiny"])
        fixture.page("My.app/Settings.bundle/Root.plist", [toggle("t")])
        #expect(ApplicationName.of(bundle: fixture.open("My.app/Settings.bundle")) == "Shiny")
    }
}

/// SCHEMA.md §6: gathering `{Key: DefaultValue}`.
@Suite struct DefaultsTests {
    private func bundle() -> BundleFixture {
        let fixture = BundleFixture()
        fixture.page([
            group("G", ["Key": "section", "DefaultValue": "ignored"]),
            toggle("toggle", ["DefaultValue": true]),
            row("PSSliderSpecifier", ["Key": "slider", "DefaultValue": 0.5, "MinimumValue": 0, "MaximumValue": 1]),
            row("PSTextFieldSpecifier", ["Key": "text", "DefaultValue": "hi"]),
            row("PSTitleValueSpecifier", ["Key": "version", "DefaultValue": "1.0"]),
            row("PSMultiValueSpecifier", ["Key": "multi", "DefaultValue": "a", "Values": ["a"], "Titles": ["A"]]),
            row("PSTextFieldSpecifier", ["Key": "nodefault"]),
            toggle("phoneOnly", ["DefaultValue": true, "SupportedUserInterfaceIdioms": ["Phone"]]),
            row("PSMultiValueSpecifier", ["Key": "broken", "DefaultValue": "a", "Values": ["a", "b"], "Titles": ["A"]]),
            childPane("Child", file: "Child"),
        ])
        fixture.page("Settings.bundle/Child.plist", [
            row("PSRadioGroupSpecifier", ["Key": "radio", "DefaultValue": 2, "Values": [1, 2], "Titles": ["1", "2"]]),
            row("IASKTextViewSpecifier", ["Key": "notes", "DefaultValue": "n"]),
            row("IASKButtonSpecifier", ["Key": "button", "DefaultValue": "Press"]),
            childPane("Back", file: "Root"),
        ])
        return fixture
    }

    @Test func editableTypesOnly() throws {
        let fixture = bundle()
        let defaults = DefaultsGatherer.gather(BundleWalk(bundle: fixture.open(), rootTitle: nil))
        #expect(defaults.map(\.key) == ["toggle", "slider", "text", "multi", "radio", "notes"])
        #expect(defaults.map(\.value) == [.bool(true), .real(0.5), .string("hi"), .string("a"), .integer(2), .string("n")])
    }

    @Test func allTypes() throws {
        let fixture = bundle()
        let defaults = DefaultsGatherer.gather(BundleWalk(bundle: fixture.open(), rootTitle: nil), editableOnly: false)
        #expect(defaults.map(\.key) == ["section", "toggle", "slider", "text", "version", "multi", "radio", "notes", "button"])
    }

    @Test func idiomFilteredRowsLeftOut() throws {
        let fixture = bundle()
        let phone = DefaultsGatherer.gather(BundleWalk(bundle: fixture.open(idiom: .phone), rootTitle: nil))
        #expect(phone.map(\.key).contains("phoneOnly"))
        let pad = DefaultsGatherer.gather(BundleWalk(bundle: fixture.open(idiom: .pad), rootTitle: nil))
        #expect(!pad.map(\.key).contains("phoneOnly"))
    }

    @Test func cycleSafeAndEachPageOnce() throws {
        let fixture = bundle()
        let walk = BundleWalk(bundle: fixture.open(), rootTitle: nil)
        #expect(walk.pages.map(\.name) == ["Root", "Child"])
        let keys = DefaultsGatherer.gather(walk).map(\.key)
        #expect(keys.count == Set(keys).count)
    }
}

/// `dump`'s JSON shape and `validate`'s line format.
@Suite struct ReaderOutputTests {
    @Test func validateLineFormat() throws {
        #expect(Diagnostic(.error, file: "Root.plist", row: 3, key: "Titles", "Values has 3 items").description
                == "Root.plist:3:Titles: error: Values has 3 items")
        #expect(Diagnostic(.warning, file: "de.lproj/Root.strings", "Bad").description == "de.lproj/Root.strings::: warning: Bad")
    }

    @Test func validateLinesOfABrokenBundle() throws {
        let fixture = BundleFixture()
        fixture.page([row("PSMultiValueSpecifier", ["Key": "k", "DefaultValue": "a", "Values": ["a", "b"], "Titles": ["A"]])])
        let lines = BundleWalk(bundle: fixture.open(), rootTitle: nil).diagnostics.map(\.description)
        #expect(lines == ["Root.plist:0:Titles: error: Values has 2 items but Titles has 1: the choices cannot be paired, so the row is not shown."])
    }

    @Test func dumpJSONShape() throws {
        let fixture = BundleFixture()
        fixture.page([
            row("PSMultiValueSpecifier", ["Key": "m", "Title": "Multi", "DefaultValue": 1, "Values": [1, 2], "Titles": ["One", "Two"], "ShortTitles": ["1", "2"]]),
            group("G", ["FooterText": "F", "Key": "g"]),
            childPane("Child", file: "Missing"),
            toggle("t", ["DefaultValue": "YES"]),
        ], extra: ["ApplicationGroupContainerIdentifier": "group.x"])
        let bundle = fixture.open()
        let walk = BundleWalk(bundle: bundle, rootTitle: "App")
        let resolver = RowStateResolver()
        let dump = BundleDump(bundle: bundle, walk: walk) { row in
            resolver.state(of: row, value: row.defaultValue, source: row.defaultValue == nil ? .none : .default)
        }
        let object = dump.jsonObject()
        #expect(Set(object.keys) == ["bundle", "bundleFolders", "languages", "localizations", "idiom", "pages", "diagnostics"])
        #expect(object["bundle"] as? String == fixture.bundlePath)
        #expect(object["idiom"] as? String == "pad")
        #expect(object["languages"] as? [String] == ["en"])
        let pages = try #require(object["pages"] as? [[String: Any]])
        #expect(pages.count == 2, "a missing child page is listed with its error")
        #expect(pages[1]["file"] as? String == "Missing")
        #expect(isNull(pages[1]["path"]))
        #expect((pages[1]["error"] as? String)?.contains("not found") == true)
        let root = pages[0]
        #expect(Set(root.keys) == ["file", "path", "title", "sections", "applicationGroup"])
        #expect(root["file"] as? String == "Root")
        #expect(root["title"] as? String == "App")
        #expect(root["applicationGroup"] as? String == "group.x")
        let sections = try #require(root["sections"] as? [[String: Any]])
        #expect(sections.count == 2)
        #expect(Set(sections[0].keys) == ["title", "footer", "key", "rows"])
        #expect(isNull(sections[0]["title"]))
        #expect(sections[1]["title"] as? String == "G")
        #expect(sections[1]["footer"] as? String == "F")
        #expect(sections[1]["key"] as? String == "g")
        let multi = try #require((sections[0]["rows"] as? [[String: Any]])?.first)
        #expect(Set(multi.keys) == ["type", "index", "key", "title", "subtitle", "value", "source", "text", "choices", "visible", "editable"])
        #expect(multi["type"] as? String == "PSMultiValueSpecifier")
        #expect(multi["index"] as? Int == 0)
        #expect(multi["source"] as? String == "default")
        #expect(multi["text"] as? String == "1")
        let choice = try #require((multi["choices"] as? [[String: Any]])?.first)
        #expect(Set(choice.keys) == ["value", "title", "shortTitle"])
        #expect(choice["title"] as? String == "One")
        let rows = try #require(sections[1]["rows"] as? [[String: Any]])
        #expect(rows[0]["file"] as? String == "Missing")
        #expect(rows[1]["type"] as? String == "PSToggleSwitchSpecifier")
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(Set(diagnostics[0].keys) == ["severity", "file", "row", "key", "message"])
        #expect(diagnostics.contains { $0["row"] as? Int == 2 && $0["key"] as? String == "File" && $0["severity"] as? String == "error" })
        let text = dump.jsonText()
        #expect(try JSONSerialization.jsonObject(with: Data(text.utf8)) is [String: Any])
    }

    @Test func dumpOfAnUnreadablePageCarriesItsError() throws {
        let fixture = BundleFixture()
        fixture.raw("Settings.bundle/Root.plist", Data())
        let bundle = fixture.open()
        let dump = BundleDump(bundle: bundle, walk: BundleWalk(bundle: bundle, rootTitle: nil)) { _ in RowState(value: nil, source: .none) }
        let pages = try #require(dump.jsonObject()["pages"] as? [[String: Any]])
        #expect((pages[0]["error"] as? String)?.contains("empty") == true)
        #expect(isNull(pages[0]["title"]))
    }
}

/// Whether a `dump` field is null: an empty optional boxed in `Any`, as `BundleDump` writes an
/// absent field for `JSONWriter`.
private func isNull(_ field: Any?) -> Bool {
    guard let field else { return false }
    let mirror = Mirror(reflecting: field)
    return mirror.displayStyle == .optional && mirror.children.isEmpty
}
