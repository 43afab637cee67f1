import CGtk
import GtkKit
import XCTest

/// What a widget knows of being shown: in a window, realized, mapped, its height, where it is,
/// and how far its scrolled window is scrolled.
@MainActor
final class WidgetShowingTests: XCTestCase {
    override func setUp() async throws {
        GtkTestSupport.initialize()
    }

    func testAWidgetInAShownWindow() async throws {
        let label = Label("Shown")
        let hidden = Label("Hidden")
        hidden.isVisible = false
        let column = Box(.vertical)
        column.append(label)
        column.append(hidden)
        XCTAssertFalse(label.isInWindow)
        let window = Window(application: nil)
        defer { window.destroy() }
        window.setChild(column)
        XCTAssertTrue(label.isInWindow)
        XCTAssertFalse(label.isRealized)
        window.present()
        XCTAssertTrue(GtkTestSupport.iterate { label.isMapped })
        XCTAssertTrue(label.isRealized)
        XCTAssertTrue(hidden.isInWindow)
        XCTAssertFalse(hidden.isMapped, "hidden")
        XCTAssertTrue(GtkTestSupport.iterate { label.height > 0 })
        XCTAssertEqual(label.height, gtk_widget_get_height(label.pointer))
        XCTAssertEqual(label.scaleFactor, 1)
        let bounds = try XCTUnwrap(label.bounds(in: column))
        XCTAssertEqual(bounds.y, 0)
        XCTAssertEqual(Int32(bounds.height), label.height)
        XCTAssertNil(Label("Elsewhere").bounds(in: column), "in no window")
    }

    func testOpacity() async {
        let mark = Image(iconName: "object-select-symbolic")
        mark.opacity = 0
        XCTAssertEqual(gtk_widget_get_opacity(mark.pointer), 0)
        mark.opacity = 1
        XCTAssertEqual(mark.opacity, 1)
    }

    func testAScrolledWindowsVerticalOffset() async {
        let column = Box(.vertical)
        for index in 0..<100 { column.append(Label("Line \(index)")) }
        let (scrolled, window) = GtkTestSupport.scrolledWindow(showing: column, width: 200, height: 200)
        defer { window.destroy() }
        XCTAssertTrue(GtkTestSupport.iterate { (scrolled.heightBelowView ?? 0) > 100 })
        scrolled.verticalOffset = 100
        XCTAssertEqual(scrolled.verticalOffset, 100)
        XCTAssertEqual(gtk_adjustment_get_value(gtk_scrolled_window_get_vadjustment(scrolled.opaque)), 100)
    }

    /// Tab from the last stop of a window goes round to its first.
    func testMovingAWindowsFocusForward() async {
        let first = Button(label: "First")
        let second = Button(label: "Second")
        let row = Box(.horizontal)
        row.append(first)
        row.append(second)
        let window = Window(application: nil)
        defer { window.destroy() }
        window.setChild(row)
        window.present()
        XCTAssertTrue(GtkTestSupport.iterate { second.isMapped })
        first.grabFocus()
        XCTAssertTrue(first.containsFocus)
        first.moveWindowFocusForward()
        XCTAssertTrue(second.containsFocus)
    }
}
