import CGtk
import CGtkKit
import Foundation
import GtkKit
@testable import SettingsKit
@testable import SettingsUI
import XCTest

/// A search result says only what is needed: one title line, then dim, the words around the
/// match and the path, however long the text it matched in (a licence's match made the whole
/// licence, Markdown included, one result's title, about 200 px tall).
@MainActor
final class SearchResultRowTests: XCTestCase {
    func testAMatchDeepInALongMarkedUpFooterIsARowOfThreeLinesNamedByItsTitleAndTheWordsAroundIt() async throws {
        GtkTestSupport.initialize()
        var licence = "# MIT Licence\n\n**Copyright** (c) 2024 <b>Example</b>\n\n"
        while licence.count < 20_000 { licence += "* Permission is *hereby* granted, free of charge, to any person.\n" }
        licence += "\n> The <i>zebra</i> clause: **no warranty** of any kind.\n"
        let group = DemoPages.row(0, .group(GroupRow(footer: licence)))
        let about = Page(name: "About", path: nil, title: "About", sections: [Section(header: group)], rows: [group])
        let opener = DemoPages.row(0, .childPane(ChildPaneRow(target: .page("About"))), title: "About")
        let root = Page(name: "Root", path: nil, title: "Licensed", sections: [Section(header: nil, rows: [opener])], rows: [opener])
        let window = GtkTestSupport.makeWindow(FakeSession(root: root, pages: ["About": about]))
        defer { window.window.destroy() }
        window.window.setDefaultSize(width: 640, height: 500)
        GtkTestSupport.iterate(for: 0.3)

        window.search.start()
        window.search.entry.text = "zebra"
        XCTAssertTrue(GtkTestSupport.iterate(for: 5) { !window.search.results.results.isEmpty })
        GtkTestSupport.iterate(for: 0.5)
        let list = window.search.results.list
        let labels = GtkTestSupport.labels(in: list.pointer).filter { !$0.isEmpty }
        XCTAssertEqual(labels.count, 3, "\(labels)")
        XCTAssertEqual(labels.first, "About", "titled by its page")
        let context: String = try XCTUnwrap(labels.dropFirst().first)
        XCTAssertTrue(context.contains("The zebra clause: no warranty of any kind."), context)
        XCTAssertFalse(context.contains("\n") || context.contains("**") || context.contains("<i>"), context)
        XCTAssertEqual(labels.last, "About", "the path")
        let row = try XCTUnwrap(gtk_list_box_get_row_at_index(list.opaque, 0))
        XCTAssertTrue(bs_test_accessible_has_label(gtkCast(row, to: GtkWidget.self), "About, " + context) != 0,
                      "named by its title and the words around the match")

        // Three lines high: as tall as a row of three one-line labels, at 640 px and at 360.
        for width: Int32 in [640, 360] {
            XCTAssertEqual(LayoutMatrixTests.resize(window, to: width), width)
            GtkTestSupport.iterate(for: 0.5)
            let height = gtk_widget_get_height(gtkCast(row, to: GtkWidget.self))
            let title = try XCTUnwrap(GtkTestSupport.firstLabel(in: gtkCast(row, to: GtkWidget.self)))
            let lineHeight = gtk_widget_get_height(title)
            print("Result row at \(width) px: \(height) px high, a line \(lineHeight) px")
            XCTAssertGreaterThan(lineHeight, 0)
            XCTAssertLessThanOrEqual(height, 3 * lineHeight + 32, "three lines and the row's padding at \(width) px")
            if let folder = ProcessInfo.processInfo.environment["BUNDLE_SETTINGS_SCREENSHOT_DIR"] {
                WidgetScreenshot.savePNG(of: window.window, to: "\(folder)/search-result-licence-\(width).png")
            }
        }
    }
}
