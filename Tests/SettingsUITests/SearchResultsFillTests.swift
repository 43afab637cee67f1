import CGtk
import Foundation
import GtkKit
@testable import SettingsUI
import XCTest

/// A keystroke fills before its frame only the result rows in view; the rows below take their
/// texts once that frame is painted (issue 17: the hub's keystroke under 16 ms).
@MainActor
final class SearchResultsFillTests: XCTestCase {
    private var window: Window!
    private var view: SearchResultsView<String>!
    private var activated: [String] = []

    override func setUp() async throws {
        GtkTestSupport.initialize()
        view = SearchResultsView<String> { ResultRow.Shown(title: $0, path: ["Page"]) }
        view.onActivate = { [weak self] result in self?.activated.append(result) }
        window = Window(application: nil)
        window.setDefaultSize(width: 480, height: 500)
        window.setChild(view.widget)
        window.present()
        GtkTestSupport.iterate(for: 5) { gtk_widget_get_mapped(self.window.pointer) != 0 }
        // The first results, filled in full, so that later queries replace texts.
        view.show(Self.results("First"), isTruncated: false)
        XCTAssertTrue(GtkTestSupport.iterate(for: 5) { self.titles.contains("First 80") })
    }

    override func tearDown() async throws {
        window.destroy()
        GtkTestSupport.iterate(for: 0.05)
    }

    private static func results(_ word: String) -> [String] { (1...80).map { "\(word) \($0)" } }

    private var titles: [String] { GtkTestSupport.labels(in: view.list.pointer) }

    func testTheRowsInViewAreFilledAtOnceAndTheRowsBelowAfterTheFrame() async throws {
        view.show(Self.results("Second"), isTruncated: false)
        // The visible part of a 500-pixel window holds fewer than 12 rows of 50 pixels.
        XCTAssertTrue(titles.contains("Second 1"))
        XCTAssertTrue(titles.contains("Second 8"))
        XCTAssertFalse(titles.contains("Second 80"))
        XCTAssertTrue(GtkTestSupport.iterate(for: 5) { self.titles.contains("Second 80") })
        XCTAssertFalse(titles.contains { $0.hasPrefix("First") })
        XCTAssertEqual(titles.filter { $0.hasPrefix("Second") }.count, 80)
    }

    func testFewerResultsRemoveTheRowsBeyondThemAtOnce() async throws {
        view.show(["Only"], isTruncated: false)
        XCTAssertEqual(titles.filter { !$0.isEmpty && $0 != "Page" }, ["Only"])
        GtkTestSupport.iterate(for: 0.3)
        XCTAssertEqual(titles.filter { !$0.isEmpty && $0 != "Page" }, ["Only"])
    }

    func testANewerQueryReplacesTheRowsStillToFill() async throws {
        view.show(Self.results("Second"), isTruncated: false)
        view.show(Self.results("Third"), isTruncated: false)
        XCTAssertTrue(GtkTestSupport.iterate(for: 5) { self.titles.contains("Third 80") })
        GtkTestSupport.iterate(for: 0.3)
        XCTAssertFalse(titles.contains { $0.hasPrefix("Second") || $0.hasPrefix("First") })
    }

    func testActivatingARowBeforeItIsFilledActivatesTheResultItWillShow() async throws {
        view.show(Self.results("Second"), isTruncated: false)
        let row = try XCTUnwrap(gtk_list_box_get_row_at_index(OpaquePointer(view.list.pointer), 69))
        bs_signal_emit(UnsafeMutableRawPointer(row), "activate")
        XCTAssertEqual(activated, ["Second 70"])
        XCTAssertTrue(titles.contains("Second 70"))
    }
}
