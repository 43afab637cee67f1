import CGtk
import GtkKit
@testable import SettingsKit
@testable import SettingsUI
import XCTest

/// A search result far down a long page opens at once: the page skips to the result's section
/// and builds the rows before it as the user scrolls up to them, in page order, the view held
/// still meanwhile (building every row before the 10,000th took 6.0 s).
@MainActor
final class FarResultTests: XCTestCase {
    func testAResultAtTheEndOfALongPageBuildsOnlyItsSectionThenTheRestAboveInOrder() async throws {
        GtkTestSupport.initialize()
        let page = DemoPages.long(rows: 3_000)
        let window = GtkTestSupport.makeWindow(FakeSession(root: page))
        defer { window.window.destroy() }
        window.window.setDefaultSize(width: 640, height: 600)
        GtkTestSupport.iterate(for: 0.3)
        let last = try XCTUnwrap(page.rows.last)

        window.open(SearchTarget(steps: [], row: last.index))
        let pageView = try XCTUnwrap(window.currentPage)
        let row = try XCTUnwrap(pageView.listRow(forRowAt: last.index, choice: nil))
        print("Far result: \(pageView.presenters.count) of 3,000 rows built to open the last")
        XCTAssertLessThan(pageView.presenters.count, 200, "the rows before the result's section are not built")
        XCTAssertEqual(pageView.presenters.last?.row.index, last.index)
        XCTAssertTrue(GtkTestSupport.iterate(for: 5) { window.window.focusWidget?.isInside(row) == true }, "the row is focused")
        // The rows between are built as the view nears them, from the gap's end up: not at rest.
        assertInPageOrder(pageView)

        // Scrolled up to where the gap starts, a section of it is built above the view: what
        // the user sees stays in place.
        GtkTestSupport.iterate(for: 5) { pageView.isSettled }
        pageView.widget.verticalOffset = .greatestFiniteMagnitude
        GtkTestSupport.iterate(for: 0.5)
        GtkTestSupport.iterate(for: 5) { pageView.isSettled }
        // The first row after the gap (rows of one group are one apart, of the next two), and
        // its place in the view (the column's place less the scroll: current after each layout).
        let afterGap = try XCTUnwrap(zip(pageView.presenters, pageView.presenters.dropFirst()).first { $1.row.index - $0.row.index > 2 }?.1)
        let firstOfTail = try XCTUnwrap(afterGap.listRows.first)
        func placeInView() throws -> Double {
            Double(try XCTUnwrap(firstOfTail.bounds(in: pageView.column)).y) - pageView.widget.verticalOffset
        }
        let built = pageView.presenters.count
        pageView.widget.verticalOffset += try placeInView() - 100
        XCTAssertTrue(GtkTestSupport.iterate(for: 5) { pageView.presenters.count > built && pageView.isSettled },
                      "rows above built as the view nears them")
        GtkTestSupport.iterate(for: 0.3)
        XCTAssertEqual(try placeInView(), 100, accuracy: 2, "the rows in view stay where they were")

        // Scrolling to the top builds every row, in the page's order.
        XCTAssertTrue(GtkTestSupport.iterate(for: 120) {
            pageView.widget.verticalOffset = max(0, pageView.widget.verticalOffset - pageView.widget.visibleHeight)
            return pageView.isBuilt
        }, "all built by scrolling up")
        XCTAssertEqual(pageView.presenters.count, 3_000)
        guard pageView.presenters.count == 3_000 else { return }
        assertInPageOrder(pageView)
        GtkTestSupport.iterate(for: 0.5)
        let tops = stride(from: 0, to: 3_000, by: 97).compactMap { pageView.presenters[$0].listRows.first?.bounds(in: pageView.column)?.y }
        XCTAssertEqual(tops.count, 31)
        XCTAssertEqual(tops, tops.sorted(), "the column shows the rows in the page's order")
        XCTAssertEqual(Set(tops).count, tops.count)
    }

    private func assertInPageOrder(_ pageView: PageView, file: StaticString = #filePath, line: UInt = #line) {
        let indexes = pageView.presenters.map(\.row.index)
        XCTAssertEqual(indexes, indexes.sorted(), "presenters in page order", file: file, line: line)
    }
}
