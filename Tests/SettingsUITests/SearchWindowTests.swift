import CGtk
import CGtkKit
import Foundation
import GtkKit
@testable import SettingsKit
@testable import SettingsUI
import XCTest

/// Search across every page: opening it (button, Ctrl+F, typing), results, opening a result,
/// the empty state, closing it.
@MainActor
final class SearchWindowTests: XCTestCase {
    private var session: FakeSession!
    private var window: SettingsWindow!

    override func setUp() async throws {
        var root = DemoPages.root
        // A page further down, so opening its last row needs rows built and scrolled to.
        var long = DemoPages.row(15, .childPane(ChildPaneRow(target: .page("Long"))), title: "Long Page")
        long.file = "Root.plist"
        root.sections[root.sections.count - 1].rows.append(long)
        root.rows.append(long)
        session = FakeSession(root: root, pages: ["Advanced": DemoPages.advanced, "Long": DemoPages.long(rows: 500)])
        window = GtkTestSupport.makeWindow(session)
    }

    override func tearDown() async throws {
        window.window.destroy()
        GtkTestSupport.iterate(for: 0.05)
    }

    private var search: WindowSearch { window.search }

    /// Types `text` into the search entry and waits for the results (the entry waits for a
    /// pause in typing, and the index may still be building).
    private func type(_ text: String) {
        search.entry.text = text
        GtkTestSupport.iterate(for: 3) { self.search.index != nil && self.shownTitles().count > 0 || self.isEmptyStateShown }
        GtkTestSupport.iterate(for: 0.3)
    }

    private func shownTitles() -> [String] { search.results.results.map(\.entry.title) }

    private var isResultsShown: Bool { search.content.visibleChild == search.results.widget.pointer }

    private var isEmptyStateShown: Bool {
        isResultsShown && GtkTestSupport.labels(in: search.results.widget.visibleChild!).contains("No Results Found")
    }

    func testTheHeaderButtonTogglesTheSearchBar() async throws {
        XCTAssertFalse(search.bar.isSearchMode)
        XCTAssertTrue(search.button.isVisible)
        XCTAssertTrue(bs_test_accessible_has_label(search.button.pointer, "Search") != 0)
        XCTAssertEqual(search.button.tooltip, "Search")
        search.button.isActive = true
        XCTAssertTrue(search.bar.isSearchMode)
        search.button.isActive = false
        XCTAssertFalse(search.bar.isSearchMode)
    }

    func testControlFOpensTheBarAndFocusesTheEntry() async throws {
        XCTAssertTrue(bs_test_activate_shortcut(window.window.pointer, guint(GDK_KEY_f), GDK_CONTROL_MASK) != 0)
        GtkTestSupport.iterate(for: 0.2)
        XCTAssertTrue(search.bar.isSearchMode)
        XCTAssertTrue(search.button.isActive)
        XCTAssertTrue(window.window.focusWidget?.isInside(search.entry) == true)
    }

    func testFindsRowsOnEveryPageWithTheirPath() async throws {
        search.start()
        type("SOUNDS")
        XCTAssertTrue(isResultsShown)
        XCTAssertEqual(shownTitles(), ["Play sounds", "Play sounds (same key)"])
        let labels = GtkTestSupport.labels(in: search.results.list.pointer).filter { !$0.isEmpty }
        XCTAssertEqual(labels, ["Play sounds", "Demo › General", "Play sounds (same key)", "Advanced › Expert"])
        // A footer match shows the footer, so the result says why it is one.
        type("apply")
        XCTAssertEqual(GtkTestSupport.labels(in: search.results.list.pointer), ["General", "Changes apply at once.", "Demo"])
        // Clearing the text shows the pages again.
        type("")
        XCTAssertFalse(isResultsShown)
    }

    func testHiddenAndBrokenRowsAreNotResults() async throws {
        search.start()
        type("fancy")
        XCTAssertTrue(isEmptyStateShown, "the broken row is not a result")
        type("play")
        XCTAssertEqual(shownTitles(), ["Play sounds", "Play sounds (same key)"])
        session.setHiddenKeys(["sounds"])
        GtkTestSupport.iterate(for: 0.1)
        XCTAssertTrue(isEmptyStateShown, "both rows of the hidden key are hidden, at once")
        session.setHiddenKeys([])
        GtkTestSupport.iterate(for: 0.1)
        XCTAssertEqual(shownTitles(), ["Play sounds", "Play sounds (same key)"])
    }

    func testNoMatchShowsAnEmptyState() async throws {
        search.start()
        type("zzz")
        XCTAssertTrue(isEmptyStateShown)
        let labels = GtkTestSupport.labels(in: search.results.widget.visibleChild!)
        XCTAssertEqual(labels, ["No Results Found", "Try a different search"])
    }

    func testActivatingAResultOpensItsPageWithTheRowFocused() async throws {
        search.start()
        type("setting number 480")
        XCTAssertEqual(shownTitles(), ["Setting number 480"])
        let row = try XCTUnwrap(search.results.list.pointer.firstListRow)
        gtk_widget_activate(row)
        // Until the page has slid in, been laid out and scrolled to the row: a fixed second was
        // too short on a loaded machine (the page was still 0 px high).
        XCTAssertTrue(GtkTestSupport.iterate(for: 15) {
            guard let page = self.window.currentPage, page.widget.visibleHeight > 0,
                  let shown = page.presenters.first(where: { $0.row.title == "Setting number 480" }) else { return false }
            var bounds = graphene_rect_t()
            return gtk_widget_compute_bounds(shown.listRows[0].pointer, page.widget.pointer, &bounds) != 0 && bounds.origin.y >= 0
                && Double(bounds.origin.y + bounds.size.height) <= page.widget.visibleHeight + 1
        }, "the row is scrolled into view")
        XCTAssertFalse(search.bar.isSearchMode, "opening a result ends the search")
        XCTAssertFalse(isResultsShown)
        XCTAssertEqual(window.navigation.pages.map(\.title), ["Demo", "Long Page"])
        let page = try XCTUnwrap(window.currentPage)
        let focused = try XCTUnwrap(window.window.focusWidget)
        let presenter = try XCTUnwrap(page.presenters.first { $0.row.title == "Setting number 480" })
        XCTAssertTrue(focused.isInside(presenter.listRows[0]) || presenter.listRows[0].isInside(focused),
                      "the row is focused")
        // Scrolled into view.
        var bounds = graphene_rect_t()
        XCTAssertTrue(gtk_widget_compute_bounds(presenter.listRows[0].pointer, page.widget.pointer, &bounds) != 0)
        XCTAssertGreaterThanOrEqual(bounds.origin.y, 0)
        XCTAssertLessThanOrEqual(Double(bounds.origin.y + bounds.size.height), page.widget.visibleHeight + 1)
        // Back goes to Root, to the row that opens the page.
        window.goBack()
        GtkTestSupport.iterate(for: 0.3)
        XCTAssertEqual(window.navigation.pages.count, 1)
        XCTAssertEqual(window.titleLabel.text, "Demo")
    }

    func testEnterOpensTheFirstResultAndAChoiceFocusesItsRow() async throws {
        window.binder.openPage(named: "Advanced", title: "Advanced")
        GtkTestSupport.iterate(for: 0.3)
        search.start()
        type("large")
        XCTAssertEqual(shownTitles(), ["Large"])
        bs_signal_emit(UnsafeMutableRawPointer(search.entry.pointer), "activate")
        GtkTestSupport.iterate(for: 0.5)
        XCTAssertEqual(window.navigation.pages.count, 1, "Root's row: the pages above it close")
        let radio = try XCTUnwrap(window.currentPage?.presenters.first { $0.row.key == "size" })
        XCTAssertTrue(window.window.focusWidget?.isInside(radio.listRows[2]) == true)
    }

    func testDownFromTheEntryGoesToTheFirstResult() async throws {
        search.start()
        type("sounds")
        XCTAssertTrue(bs_test_activate_shortcut(search.entry.pointer, guint(GDK_KEY_Down), GdkModifierType(rawValue: 0)) != 0)
        let first = try XCTUnwrap(search.results.list.pointer.firstListRow)
        XCTAssertEqual(window.window.focusWidget?.pointer, first)
    }

    func testEscapeOnAResultClosesTheSearch() async throws {
        search.start()
        type("sounds")
        search.results.focusFirst()
        XCTAssertTrue(bs_test_activate_shortcut(search.content.pointer, guint(GDK_KEY_Escape), GdkModifierType(rawValue: 0)) != 0)
        XCTAssertFalse(search.bar.isSearchMode)
        XCTAssertFalse(isResultsShown)
        // Closed, Escape is the window's again.
        XCTAssertFalse(bs_test_activate_shortcut(search.content.pointer, guint(GDK_KEY_Escape), GdkModifierType(rawValue: 0)) != 0)
    }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    var firstListRow: UnsafeMutablePointer<GtkWidget>? { gtk_list_box_get_row_at_index(OpaquePointer(self), 0).map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self) } }
}
