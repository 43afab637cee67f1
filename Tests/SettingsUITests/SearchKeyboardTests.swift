import CGtk
import Foundation
import GtkKit
@testable import SettingsKit
@testable import SettingsUI
import XCTest

/// Search from the keyboard with real key presses (XTest under Xvfb, through AT-SPI), and what
/// a screen reader hears of it.
@MainActor
final class SearchKeyboardTests: XCTestCase {
    // X keycodes of the standard PC keymap Xvfb loads.
    private static let escape = 9
    private static let control = 37
    private static let keyF = 41
    private static let keyS = 39
    private static let keyO = 32
    private static let enter = 36
    private static let down = 116

    private var session: FakeSession!
    private var window: SettingsWindow!

    override func setUp() async throws {
        session = FakeSession(root: DemoPages.root, pages: ["Advanced": DemoPages.advanced])
        window = GtkTestSupport.makeWindow(session)
    }

    override func tearDown() async throws {
        window.window.destroy()
        GtkTestSupport.iterate(for: 0.05)
    }

    private var search: WindowSearch { window.search }

    private func press(_ key: Int, holding modifiers: [Int] = []) throws {
        try KeyPresser.press(key, holding: modifiers, settle: 0.3)
    }

    private func focusRow(withKey key: String) throws {
        let presenter = try XCTUnwrap(window.currentPage?.presenters.first { $0.row.key == SettingKey(key) })
        presenter.listRows[0].grabFocus()
        GtkTestSupport.iterate(for: 0.1)
    }

    func testControlFOpensAndEscapeCloses() async throws {
        try focusRow(withKey: "sounds")
        try press(Self.keyF, holding: [Self.control])
        XCTAssertTrue(search.bar.isSearchMode)
        XCTAssertTrue(window.window.focusWidget?.isInside(search.entry) == true)
        try press(Self.escape)
        XCTAssertFalse(search.bar.isSearchMode)
        XCTAssertEqual(window.navigation.pages.count, 1)
    }

    func testEscapeOnAChildPageClosesTheSearchNotThePage() async throws {
        window.binder.openPage(named: "Advanced", title: "Advanced")
        GtkTestSupport.iterate(for: 0.3)
        let debug = try XCTUnwrap(window.currentPage?.presenters.first { $0.row.key == "debug" })
        debug.listRows[0].grabFocus()
        try press(Self.keyF, holding: [Self.control])
        XCTAssertTrue(search.bar.isSearchMode)
        try press(Self.escape)
        XCTAssertFalse(search.bar.isSearchMode)
        XCTAssertEqual(window.navigation.pages.count, 2, "Escape closed the search, not the page")
        XCTAssertTrue(window.window.focusWidget?.isInside(debug.listRows[0]) == true, "focus back where it was")
    }

    func testEscapeWithThePageFocusedClosesAnOpenSearchFirst() async throws {
        window.binder.openPage(named: "Advanced", title: "Advanced")
        GtkTestSupport.iterate(for: 0.3)
        search.start()
        let debug = try XCTUnwrap(window.currentPage?.presenters.first { $0.row.key == "debug" })
        debug.listRows[0].grabFocus()
        try press(Self.escape)
        XCTAssertFalse(search.bar.isSearchMode)
        XCTAssertEqual(window.navigation.pages.count, 2)
        try press(Self.escape)
        XCTAssertEqual(window.navigation.pages.count, 1, "then Escape goes back")
    }

    func testTypingWhereNoEntryHasFocusSearches() async throws {
        try focusRow(withKey: "sounds")
        try press(Self.keyS)
        try press(Self.keyO)
        XCTAssertTrue(search.bar.isSearchMode)
        XCTAssertEqual(search.entry.text, "so")
        GtkTestSupport.iterate(for: 2) { self.search.results.results.count > 0 }
        XCTAssertEqual(search.results.results.first?.entry.title, "Play sounds")
        // Down goes to the results; Up and Tab work there as in any list.
        try press(Self.down)
        XCTAssertTrue(window.window.focusWidget?.isInside(search.results.list) == true)
        search.entry.grabFocus()
        GtkTestSupport.iterate(for: 0.1)
        // Enter opens the first result: its row, focused.
        try press(Self.enter)
        XCTAssertFalse(search.bar.isSearchMode)
        let toggle = try XCTUnwrap(window.currentPage?.presenters.first { $0.row.key == "sounds" })
        XCTAssertTrue(window.window.focusWidget?.isInside(toggle.listRows[0]) == true)
    }

    func testTypingInATextFieldDoesNotSearch() async throws {
        let field = try XCTUnwrap(GtkTestSupport.presenter(TextFieldRowPresenter.self, key: "name", in: window))
        field.entry.grabFocus()
        GtkTestSupport.iterate(for: 0.1)
        try press(Self.keyS)
        XCTAssertFalse(search.bar.isSearchMode)
        XCTAssertTrue(field.entry.text.hasSuffix("s") || field.entry.text.hasPrefix("s"), field.entry.text)
    }

    func testTheEntryTheButtonAndTheResultsAreNamed() async throws {
        search.start()
        search.entry.text = "sounds"
        GtkTestSupport.iterate(for: 3) { self.search.results.results.count == 2 }
        let controls = try ATSPIScript.controls("--rows")
        print("AT-SPI: \(controls)")
        // GTK 4.8 exposes a toggle button as a push button (with a pressed state).
        XCTAssertTrue(controls.contains { ["toggle button", "push button"].contains($0["role"]) && $0["name"] == "Search" },
                      "\(controls)")
        XCTAssertTrue(controls.contains { ["entry", "text"].contains($0["role"]) && $0["name"] == "Search" }, "\(controls)")
        let rows = controls.filter { $0["role"] == "list item" }.compactMap { $0["name"] }
        XCTAssertTrue(rows.contains("Play sounds"), "\(rows)")
        XCTAssertTrue(rows.contains("Play sounds (same key)"), "\(rows)")
    }
}
