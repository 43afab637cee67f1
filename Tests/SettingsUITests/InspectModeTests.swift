import CGtk
import Foundation
import GtkKit
import SettingsKit
@testable import SettingsUI
import XCTest

/// For end users by default; `--inspect` for the bundle's author: broken rows, the Problems
/// page, live reload.
@MainActor
final class InspectModeTests: XCTestCase {
    private var folder: URL!
    private var bundle: URL { folder.appendingPathComponent("Settings.bundle") }

    override func setUp() async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("inspect-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try writePage("Root", [
            ["Type": "PSToggleSwitchSpecifier", "Title": "First", "Key": "first", "DefaultValue": true],
            ["Type": "PSToggleSwitchSpecifier", "Title": "Second", "Key": "second", "DefaultValue": true],
            ["Type": "PSFancySpecifier", "Title": "Fancy", "Key": "fancy"],
            ["Type": "PSChildPaneSpecifier", "Title": "More", "File": "Child"],
        ])
        try writePage("Child", [
            ["Type": "PSToggleSwitchSpecifier", "Title": "Inner", "Key": "inner", "DefaultValue": true],
            ["Type": "PSToggleSwitchSpecifier", "Title": "Other", "Key": "other", "DefaultValue": true],
        ])
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func writePage(_ name: String, _ rows: [[String: Any]]) throws {
        let data = try PropertyListSerialization.data(fromPropertyList: ["PreferenceSpecifiers": rows], format: .xml, options: 0)
        // As an editor saves: a new file renamed over the old one.
        let temporary = bundle.appendingPathComponent(".\(name).plist.tmp")
        try data.write(to: temporary)
        _ = rename(temporary.path, bundle.appendingPathComponent("\(name).plist").path)
    }

    private func window(_ mode: WindowMode) throws -> SettingsWindow {
        let opened = try SettingsBundle.open(path: bundle.path, languages: ["en"]).get()
        let controller = SettingsController(bundle: opened, store: MemoryStore(), applicationName: "Inspected")
        return GtkTestSupport.makeWindow(controller, mode: mode)
    }

    private func texts(_ window: SettingsWindow) -> [String] {
        window.currentPage.map { GtkTestSupport.labels(in: $0.widget.pointer) } ?? []
    }

    private func focusedKey(_ window: SettingsWindow) -> String? {
        guard let focus = window.window.focusWidget, let page = window.currentPage else { return nil }
        return page.presenters.first { presenter in presenter.listRows.contains { focus.isInside($0) } }?.row.key?.text
    }

    private func focus(key: String, in window: SettingsWindow) throws {
        let presenter = try XCTUnwrap(window.currentPage?.presenters(forKey: SettingKey(key)).first)
        presenter.listRows[0].grabFocus()
        XCTAssertEqual(focusedKey(window), key)
    }

    func testForAUserBrokenRowsAndTheProblemsButtonAreNotShown() async throws {
        let window = try window(.endUser)
        defer { window.window.destroy() }
        XCTAssertFalse(window.currentPage?.presenters.contains { $0 is InvalidRowPresenter } ?? true)
        XCTAssertFalse(texts(window).contains("Fancy"), "\(texts(window))")
        XCTAssertTrue(texts(window).contains("Second"))
        GtkTestSupport.iterate(for: 1)
        XCTAssertNil(window.problems, "the bundle is not even checked")
        XCTAssertFalse(window.problemsButton.isVisible)
        window.binder.openPage(named: "Missing", title: "Missing")
        XCTAssertEqual(texts(window), ["This page cannot be shown."], "no author's message for a user")
    }

    func testInspectShowsBrokenRowsAndOneProblemsPageAtATime() async throws {
        let window = try window(.inspect)
        defer { window.window.destroy() }
        XCTAssertTrue(window.currentPage?.presenters.contains { $0 is InvalidRowPresenter } ?? false)
        XCTAssertTrue(GtkTestSupport.iterate(for: 10) { window.problemsButton.isVisible })
        bs_signal_emit(window.problemsButton.raw, "clicked")
        bs_signal_emit(window.problemsButton.raw, "clicked")
        GtkTestSupport.iterate(for: 0.2)
        XCTAssertEqual(window.navigation.pages.count, 2, "pressed twice, one Problems page")
        XCTAssertEqual(window.titleLabel.text, ProblemsPage.title)
        window.goBack()
        XCTAssertEqual(window.navigation.pages.count, 1)
    }

    func testAProblemOfARowOpensItsPageWithTheRowFocusedInPlainText() async throws {
        try writePage("Child", [
            ["Type": "PSToggleSwitchSpecifier", "Title": "Inner", "Key": "inner", "DefaultValue": true],
            ["Type": "PSOddSpecifier", "Title": "Odd", "Key": "odd"],
        ])
        let window = try window(.inspect)
        defer { window.window.destroy() }
        XCTAssertTrue(GtkTestSupport.iterate(for: 10) { window.problemsButton.isVisible })
        window.showProblems()
        GtkTestSupport.iterate(for: 1) { window.currentPage?.isSettled == true }
        let rows = listRows(in: try XCTUnwrap(window.currentPage).widget.pointer)
        let odd = try XCTUnwrap(rows.first { GtkTestSupport.labels(in: $0).contains { $0.contains("PSOddSpecifier") } })
        XCTAssertTrue(gtk_list_box_row_get_activatable(OpaquePointer(odd).map { UnsafeMutablePointer<GtkListBoxRow>($0) }) != 0)
        XCTAssertFalse(gtk_widget_has_css_class(odd, "error-row") != 0, "not all bold red")
        XCTAssertTrue(gtk_widget_has_css_class(odd, "problem-error") != 0)
        gtk_widget_activate(odd)
        GtkTestSupport.iterate(for: 1) { window.currentPage?.isSettled == true }
        XCTAssertEqual(window.navigation.pages.map(\.title), ["Demo", "More"], "opened from Root, so Back retraces the way")
        let invalid = try XCTUnwrap(window.currentPage?.presenters.first { $0.row.title == "Odd" })
        XCTAssertTrue(window.window.focusWidget?.isInside(invalid.listRows[0]) == true, "the row is focused")
        // A problem of a .strings file leads nowhere.
        XCTAssertNil(ProblemPlaces(root: window.session.rootPage, pageNamed: window.session.page(named:))
            .target(of: Diagnostic(.warning, file: "en.lproj/Root.strings", row: 2, "unused")))
    }

    private func listRows(in widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var rows: [UnsafeMutablePointer<GtkWidget>] = []
        if String(cString: bs_object_type_name(UnsafeMutableRawPointer(widget))) == "GtkListBoxRow" { rows.append(widget) }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            rows += listRows(in: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return rows
    }

    func testEditingThePageShowsTheNewTitleWithinHalfASecondKeepingPageAndFocus() async throws {
        let window = try window(.inspect)
        defer { window.window.destroy() }
        try focus(key: "second", in: window)
        GtkTestSupport.iterate(for: 0.3)
        let start = Date()
        try writePage("Root", [
            ["Type": "PSToggleSwitchSpecifier", "Title": "First, renamed", "Key": "first", "DefaultValue": true],
            ["Type": "PSToggleSwitchSpecifier", "Title": "Second", "Key": "second", "DefaultValue": true],
            ["Type": "PSChildPaneSpecifier", "Title": "More", "File": "Child"],
        ])
        XCTAssertTrue(GtkTestSupport.iterate(for: 3) { self.texts(window).contains("First, renamed") })
        let seconds = Date().timeIntervalSince(start)
        print("live reload: new title shown after \(Int(seconds * 1000)) ms")
        XCTAssertLessThan(seconds, 0.5)
        XCTAssertEqual(window.navigation.pages.count, 1)
        XCTAssertEqual(focusedKey(window), "second", "the focus stays on its row")
        XCTAssertFalse(texts(window).contains("Fancy"), "the removed row is gone")
    }

    func testSearchAfterALiveReloadFindsTheNewTitleNotTheOld() async throws {
        let window = try window(.inspect)
        defer { window.window.destroy() }
        let search = window.search
        let titles = { search.results.results.map(\.entry.title) }
        search.start(query: "inner")
        XCTAssertTrue(GtkTestSupport.iterate(for: 3) { titles() == ["Inner"] }, "\(titles())")
        try writePage("Child", [
            ["Type": "PSToggleSwitchSpecifier", "Title": "Renamed", "Key": "inner", "DefaultValue": true],
            ["Type": "PSToggleSwitchSpecifier", "Title": "Other", "Key": "other", "DefaultValue": true],
        ])
        // The results on screen are searched again in the re-read bundle.
        XCTAssertTrue(GtkTestSupport.iterate(for: 3) { titles().isEmpty }, "\(titles())")
        XCTAssertTrue(GtkTestSupport.labels(in: search.results.widget.pointer).contains("No Results Found"))
        search.entry.text = "renamed"
        XCTAssertTrue(GtkTestSupport.iterate(for: 3) { titles() == ["Renamed"] }, "\(titles())")
        XCTAssertEqual(search.results.results.first?.entry.path, ["More"])

        // Closed, the search is dropped and made again on the next one.
        search.stop()
        try writePage("Root", [
            ["Type": "PSToggleSwitchSpecifier", "Title": "First, edited", "Key": "first", "DefaultValue": true],
            ["Type": "PSChildPaneSpecifier", "Title": "More", "File": "Child"],
        ])
        XCTAssertTrue(GtkTestSupport.iterate(for: 3) { self.texts(window).contains("First, edited") })
        XCTAssertNil(search.index)
        search.start(query: "second")
        XCTAssertTrue(GtkTestSupport.iterate(for: 3) { search.index != nil })
        XCTAssertEqual(titles(), [], "the removed row is not found")
        search.entry.text = "edited"
        XCTAssertTrue(GtkTestSupport.iterate(for: 3) { titles() == ["First, edited"] }, "\(titles())")
    }

    /// A page a search result opened is a page like any other: live reload makes it again.
    func testAPageOpenedFromSearchSurvivesLiveReload() async throws {
        let window = try window(.inspect)
        defer { window.window.destroy() }
        window.search.start(query: "inner")
        XCTAssertEqual(window.search.results.results.map(\.entry.title), ["Inner"])
        window.search.results.activateFirst()
        XCTAssertEqual(window.navigation.pages.count, 2)
        try writePage("Child", [
            ["Type": "PSToggleSwitchSpecifier", "Title": "Inner, renamed", "Key": "inner", "DefaultValue": true],
        ])
        XCTAssertTrue(GtkTestSupport.iterate(for: 3) { self.texts(window).contains("Inner, renamed") }, "\(texts(window))")
        XCTAssertEqual(window.navigation.pages.count, 2)
    }

    func testLiveReloadKeepsTheStackAndGoesBackFromAPageThatIsGone() async throws {
        let window = try window(.inspect)
        defer { window.window.destroy() }
        let more = try XCTUnwrap(window.currentPage?.presenters.first { $0.row.title == "More" })
        more.listRows[0].grabFocus()
        window.binder.openPage(named: "Child", title: "More")
        GtkTestSupport.iterate(for: 0.2)
        try focus(key: "other", in: window)
        try writePage("Child", [
            ["Type": "PSToggleSwitchSpecifier", "Title": "Inner, edited", "Key": "inner", "DefaultValue": true],
            ["Type": "PSToggleSwitchSpecifier", "Title": "Other", "Key": "other", "DefaultValue": true],
        ])
        XCTAssertTrue(GtkTestSupport.iterate(for: 3) { self.texts(window).contains("Inner, edited") })
        XCTAssertEqual(window.navigation.pages.count, 2)
        XCTAssertEqual(window.titleLabel.text, "More")
        XCTAssertEqual(focusedKey(window), "other")

        // A broken file shows its error; the rest keeps working.
        try Data("<plist><dict><key>oops".utf8).write(to: bundle.appendingPathComponent("Child.plist"))
        XCTAssertTrue(GtkTestSupport.iterate(for: 3) { window.currentPage?.presenters.first is InvalidRowPresenter })
        XCTAssertEqual(window.navigation.pages.count, 2)

        try FileManager.default.removeItem(at: bundle.appendingPathComponent("Child.plist"))
        XCTAssertTrue(GtkTestSupport.iterate(for: 3) { window.navigation.pages.count == 1 })
        XCTAssertTrue(texts(window).contains("First"))
        let focus = try XCTUnwrap(window.window.focusWidget)
        let moreAgain = try XCTUnwrap(window.currentPage?.presenters.first { $0.row.title == "More" })
        XCTAssertTrue(focus.isInside(moreAgain.listRows[0]), "back on the row that led to the page")
    }

    func testAnOpenProblemsPageShowsTheNewFindingsAfterAnEdit() async throws {
        let window = try window(.inspect)
        defer { window.window.destroy() }
        XCTAssertTrue(GtkTestSupport.iterate(for: 10) { window.problemsButton.isVisible })
        window.showProblems()
        XCTAssertTrue(texts(window).contains { $0.contains("PSFancySpecifier") })
        try writePage("Root", [
            ["Type": "PSToggleSwitchSpecifier", "Title": "First", "Key": "first", "DefaultValue": true],
            ["Type": "PSOddSpecifier", "Title": "Odd", "Key": "odd"],
            ["Type": "PSChildPaneSpecifier", "Title": "More", "File": "Child"],
        ])
        XCTAssertTrue(GtkTestSupport.iterate(for: 5) { self.texts(window).contains { $0.contains("PSOddSpecifier") } },
                      "\(texts(window))")
        XCTAssertFalse(texts(window).contains { $0.contains("PSFancySpecifier") })
        XCTAssertEqual(window.navigation.pages.count, 2)
        XCTAssertEqual(window.titleLabel.text, ProblemsPage.title)
        window.goBack()
        GtkTestSupport.iterate(for: 0.2)
        XCTAssertTrue(texts(window).contains("Odd"), "the page below was made again too, and is shown: \(texts(window))")
        let shown = gtk_stack_get_visible_child(window.navigation.stack.opaque)
        XCTAssertEqual(shown, window.currentPage?.widget.pointer)
    }

    func testLiveReloadKeepsTheScrollPosition() async throws {
        let rows: ([String]) -> [[String: Any]] = { titles in
            titles.enumerated().map { ["Type": "PSToggleSwitchSpecifier", "Title": $1, "Key": "key\($0)", "DefaultValue": true] }
        }
        try writePage("Child", rows((0..<80).map { "Row \($0)" }))
        let window = try window(.inspect)
        defer { window.window.destroy() }
        window.binder.openPage(named: "Child", title: "More")
        let page = try XCTUnwrap(window.currentPage)
        let adjustment = gtk_scrolled_window_get_vadjustment(page.widget.opaque)
        XCTAssertTrue(GtkTestSupport.iterate(for: 5) {
            gtk_adjustment_set_value(adjustment, 1_500)
            return gtk_adjustment_get_value(adjustment) >= 1_500
        })
        GtkTestSupport.iterate(for: 0.3)
        try writePage("Child", rows(["Row 0, edited"] + (1..<80).map { "Row \($0)" }))
        XCTAssertTrue(GtkTestSupport.iterate(for: 3) { window.currentPage !== page })
        let rebuilt = try XCTUnwrap(window.currentPage)
        let newAdjustment = gtk_scrolled_window_get_vadjustment(rebuilt.widget.opaque)
        XCTAssertTrue(GtkTestSupport.iterate(for: 2) { abs(gtk_adjustment_get_value(newAdjustment) - 1_500) < 1 },
                      "scrolled to \(gtk_adjustment_get_value(newAdjustment))")
    }

    func testAStringsTableEditReloadsToo() async throws {
        let window = try window(.inspect)
        defer { window.window.destroy() }
        let table = bundle.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: table, withIntermediateDirectories: true)
        try Data("\"Second\" = \"Zweite\";".utf8).write(to: table.appendingPathComponent("Root.strings"))
        XCTAssertTrue(GtkTestSupport.iterate(for: 3) { self.texts(window).contains("Zweite") }, "\(texts(window))")
    }
}
