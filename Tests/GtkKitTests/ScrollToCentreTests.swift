import CGtk
import GtkKit
import XCTest

/// Scrolling a widget to the middle of a scrolled window whose content is still growing.
@MainActor
final class ScrollToCentreTests: XCTestCase {
    override func setUp() async throws {
        GtkTestSupport.initialize()
    }

    /// Rows of 50 px, as a page's rows are built: some laid out, more added below.
    private func rows(_ range: ClosedRange<Int>, in column: Box) -> [Label] {
        range.map { index in
            let label = Label("Row \(index)")
            gtk_widget_set_size_request(label.pointer, -1, 50)
            column.append(label)
            return label
        }
    }

    /// The last row of the content can only come as near the middle as the end allows; once
    /// more rows are added below it (not laid out yet) that is no longer final, and after
    /// layout the row reaches the middle. Taking the stale end for final stopped a search
    /// result's reveal with the row far below the middle.
    func testAWidgetAtTheEndIsNotFinalWhileRowsBelowItWaitForLayout() async throws {
        let column = Box(.vertical)
        let first = rows(1...30, in: column)
        let (scrolled, window) = GtkTestSupport.scrolledWindow(showing: column, width: 300, height: 400)
        defer { window.destroy() }
        let last = try XCTUnwrap(first.last)
        XCTAssertTrue(GtkTestSupport.iterate { scrolled.scrollToCentre(last) == .atContentEnd }, "as near as the end allows")

        let added = rows(31...60, in: column)
        XCTAssertEqual(scrolled.scrollToCentre(last), .pending, "rows below it are not laid out yet")
        XCTAssertEqual(scrolled.scrollToCentre(added[10]), .pending, "nor is a row just added")
        XCTAssertTrue(GtkTestSupport.iterate { scrolled.scrollToCentre(last) == .centred }, "in the middle once they are")
        var offset = Double.infinity
        GtkTestSupport.iterate {
            guard let bounds = last.bounds(in: scrolled) else { return false }
            offset = Double(bounds.y + bounds.height / 2) - scrolled.visibleHeight / 2
            return abs(offset) < 1
        }
        XCTAssertLessThan(abs(offset), 1, "drawn in the middle")
    }

    func testAWidgetNearTheTopIsCentredAtTheTop() async throws {
        let column = Box(.vertical)
        let shown = rows(1...30, in: column)
        let (scrolled, window) = GtkTestSupport.scrolledWindow(showing: column, width: 300, height: 400)
        defer { window.destroy() }
        XCTAssertTrue(GtkTestSupport.iterate { scrolled.scrollToCentre(shown[1]) == .centred })
        XCTAssertEqual(scrolled.verticalOffset, 0, "the content's top stays at the top")
    }
}
