import CGtk
import Foundation
import GtkKit
import SettingsKit
@testable import SettingsUI
import XCTest

/// A list group's add row ("Add Album…") is a search result that leads to the add row itself,
/// after however many items the list holds.
@MainActor
final class SearchListAddRowTests: XCTestCase {
    func testActivatingAnAddRowResultFocusesTheAddRowAfterTheItems() async throws {
        let bundle = try SettingsBundle.open(path: GtkTestSupport.resourcesDirectory + "/Settings.bundle", languages: ["en"]).get()
        let controller = SettingsController(bundle: bundle, store: MemoryStore(), applicationName: "Shoebox")
        let window = GtkTestSupport.makeWindow(controller)
        defer { window.window.destroy() }
        let search = window.search
        search.start(query: "add album")
        XCTAssertTrue(GtkTestSupport.iterate(for: 3) { !search.results.results.isEmpty })
        XCTAssertEqual(search.results.results.map(\.entry.title), ["Add Album…"])
        search.results.activateFirst()
        GtkTestSupport.iterate(for: 1)
        let list = try XCTUnwrap(window.currentPage?.presenters.compactMap { $0 as? ListGroupPresenter }
            .first { $0.row.key == "albums_shared" })
        XCTAssertGreaterThan(list.listRows.count, 1, "the list holds items before its add row")
        let addRow = try XCTUnwrap(list.addView?.listRow)
        XCTAssertTrue(window.window.focusWidget.map { $0.isInside(addRow) || addRow.isInside($0) } ?? false,
                      "the add row is focused, not the first item")
    }
}
