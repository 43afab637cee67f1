import CGtk
import GtkKit
@testable import SettingsKit
@testable import SettingsUI
import XCTest

/// The row a search result opens lands in the middle of the view and is highlighted briefly,
/// as GNOME Settings shows it, not at the view's bottom edge behind a 1 px focus ring.
@MainActor
final class LandingOnAResultTests: XCTestCase {
    func testTheRowOpenedSitsInTheMiddleOfTheViewHighlightedForAMoment() async throws {
        GtkTestSupport.initialize()
        let group = DemoPages.row(0, .group(GroupRow(footer: nil)), title: "Many")
        let toggles = (1...60).map { DemoPages.row($0, .toggle(ToggleRow()), key: "toggle\($0)", title: "Toggle \($0)") }
        let page = Page(name: "Root", path: nil, title: "Many", sections: [Section(header: group, rows: toggles)],
                        rows: [group] + toggles)
        let window = GtkTestSupport.makeWindow(FakeSession(root: page))
        defer { window.window.destroy() }
        window.window.setDefaultSize(width: 640, height: 600)
        GtkTestSupport.iterate(for: 0.3)

        window.open(SearchTarget(steps: [], row: 40))
        let pageView = try XCTUnwrap(window.currentPage)
        let row = try XCTUnwrap(pageView.listRow(forRowAt: 40, choice: nil))
        XCTAssertTrue(row.hasStyleClass(PageView.landedStyle), "highlighted")
        var offset = Double.infinity
        GtkTestSupport.iterate(for: 5) {
            guard let bounds = row.bounds(in: pageView.widget) else { return false }
            offset = Double(bounds.y + bounds.height / 2) - pageView.widget.visibleHeight / 2
            return abs(offset) < 2
        }
        print("Landing: the row's centre is \(offset) px from the view's")
        XCTAssertLessThan(abs(offset), 2, "the row in the middle of the view")
        XCTAssertTrue(try XCTUnwrap(window.window.focusWidget).isInside(row), "and focused")
        if let folder = ProcessInfo.processInfo.environment["BUNDLE_SETTINGS_SCREENSHOT_DIR"] {
            WidgetScreenshot.savePNG(of: window.window, to: "\(folder)/landed-row.png")
        }
        XCTAssertTrue(GtkTestSupport.iterate(for: 3) { !row.hasStyleClass(PageView.landedStyle) },
                      "the highlight goes after a moment")
        XCTAssertTrue(row.hasStyleClass(PageView.fadingStyle), "fading out")
        XCTAssertTrue(GtkTestSupport.iterate(for: 3) { !row.hasStyleClass(PageView.fadingStyle) }, "then the row is as any")
    }
}
