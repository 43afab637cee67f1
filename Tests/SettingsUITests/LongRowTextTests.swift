import CGtk
import Foundation
import GtkKit
import SettingsKit
@testable import SettingsUI
import XCTest

/// A row's title and subtitle show at most `RowView.linesShown` lines, so that long texts of
/// words (which wrap, so `ShownText` lets them through at 300 characters) cost a page's first
/// frame no more than short ones; the whole text stays the label's, so the control's
/// accessible name and the tooltip keep it. Only the rows that fill the window are built before
/// its first frame (`IncrementalBuild.linesBuiltAtOnce`).
@MainActor
final class LongRowTextTests: XCTestCase {
    /// Whether the label ends its text in "…", as laid out now.
    private static func isCut(_ label: UnsafeMutablePointer<GtkWidget>) -> Bool {
        pango_layout_is_ellipsized(gtk_label_get_layout(OpaquePointer(label))) != 0
    }

    private static func lineHeight(of label: UnsafeMutablePointer<GtkWidget>) -> Int32 {
        let layout = gtk_widget_create_pango_layout(label, "X")
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, nil, &logical)
        return logical.height
    }

    /// A bundle of `DemoPages.longWordRows(20)`, read by the real reader: the subtitles come
    /// through the controller's row states.
    private func longWordsController(heading: Bool = false) throws -> SettingsController {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("long-words-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let bundle = folder.appendingPathComponent("Settings.bundle")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        let rows: [[String: Any]] = (heading ? [["Type": "PSGroupSpecifier", "Title": DemoPages.longWords]] : []) + (0..<20).map { index in
            ["Type": "PSToggleSwitchSpecifier", "Title": DemoPages.longWords, "Key": "on\(index)", "DefaultValue": true,
             "IASKSubtitle": DemoPages.longWords]
        }
        try PropertyListSerialization.data(fromPropertyList: ["PreferenceSpecifiers": rows], format: .xml, options: 0)
            .write(to: bundle.appendingPathComponent("Root.plist"))
        return SettingsController(bundle: try SettingsBundle.open(path: bundle.path, languages: ["en"]).get(), store: MemoryStore())
    }

    func testOnlyTheRowsOfLongWordsThatFillTheWindowAreBuiltBeforeItsFirstFrame() async throws {
        let controller = try longWordsController()
        let start = Date()
        let window = GtkTestSupport.makeWindow(controller)
        defer { window.window.destroy() }
        print("20 rows of 300-character words: shown and settled after \(Int(Date().timeIntervalSince(start) * 1000)) ms")
        let page = SettingsPageBuilder.makePage(controller.rootPage, title: nil, binder: window.binder)
        defer { page.stopBuilding() }
        XCTAssertLessThanOrEqual(page.presenters.count, 7, "rows of six lines: 40 lines are 7 rows, not 19")
        // The window's own page, built as it was shown, fills it.
        let shown = try XCTUnwrap(window.currentPage)
        XCTAssertGreaterThan(gtk_widget_get_height(shown.column.pointer), gtk_widget_get_height(shown.widget.pointer),
                             "the rows built fill the window")
    }

    func testTitlesAndSubtitlesOfLongWordsShowThreeLinesEndingInAnEllipsisAndKeepTheirWholeText() async throws {
        let window = GtkTestSupport.makeWindow(try longWordsController())
        defer { window.window.destroy() }
        let shown = try XCTUnwrap(window.currentPage)
        let titles = GtkTestSupport.descendants(of: shown.widget.pointer, withClass: "row-title").filter { gtk_widget_get_mapped($0) != 0 }
        let subtitles = GtkTestSupport.descendants(of: shown.widget.pointer, withClass: "row-subtitle").filter { gtk_widget_get_mapped($0) != 0 }
        XCTAssertFalse(titles.isEmpty)
        XCTAssertEqual(titles.count, subtitles.count)
        for label in titles + subtitles {
            XCTAssertEqual(String(cString: gtk_label_get_text(OpaquePointer(label))), DemoPages.longWords, "the label holds the whole text")
            XCTAssertEqual(gtk_label_get_lines(OpaquePointer(label)), RowView.linesShown)
            XCTAssertTrue(Self.isCut(label), "300 characters take more than three lines of a 600-pixel page")
            XCTAssertTrue(bs_test_has_tooltip_to_show(label) != 0, "a cut text shows whole as a tooltip")
            XCTAssertLessThanOrEqual(gtk_widget_get_height(label), Self.lineHeight(of: label) * RowView.linesShown + 2,
                                     "at most three lines are shown")
        }
        // The switch is named by its title label, whose text is whole.
        let toggle = try XCTUnwrap(shown.presenters.first as? ToggleRowPresenter)
        XCTAssertTrue(bs_test_accessible_is_labelled_by(toggle.control.pointer, titles[0]) != 0)
        XCTAssertTrue(GtkTestSupport.iterate(for: 2) { WidgetScreenshot.savePNG(of: window.window, to: "/tmp/bundle-settings-long-words.png") })
    }

    func testAGroupHeadingOfLongWordsShowsThreeLinesAndKeepsItsWholeText() async throws {
        let window = GtkTestSupport.makeWindow(try longWordsController(heading: true))
        defer { window.window.destroy() }
        let shown = try XCTUnwrap(window.currentPage)
        let heading = try XCTUnwrap(GtkTestSupport.descendants(of: shown.widget.pointer, withClass: "section-heading").first)
        XCTAssertEqual(String(cString: gtk_label_get_text(OpaquePointer(heading))), DemoPages.longWords)
        XCTAssertEqual(gtk_label_get_lines(OpaquePointer(heading)), RowView.linesShown)
        XCTAssertTrue(Self.isCut(heading))
        XCTAssertTrue(bs_test_has_tooltip_to_show(heading) != 0, "a cut heading shows whole as a tooltip")
        XCTAssertLessThanOrEqual(gtk_widget_get_height(heading), Self.lineHeight(of: heading) * RowView.linesShown + 2)
    }

    func testAShortTitleIsNotCutAndHasNoTooltip() async throws {
        let window = GtkTestSupport.makeWindow(FakeSession(root: DemoPages.root, pages: [:]))
        defer { window.window.destroy() }
        let shown = try XCTUnwrap(window.currentPage)
        let titles = GtkTestSupport.descendants(of: shown.widget.pointer, withClass: "row-title").filter { gtk_widget_get_mapped($0) != 0 }
        XCTAssertFalse(titles.isEmpty)
        for label in titles {
            XCTAssertFalse(Self.isCut(label), String(cString: gtk_label_get_text(OpaquePointer(label))))
            XCTAssertFalse(bs_test_has_tooltip_to_show(label) != 0, "a whole text has no tooltip")
        }
    }
}
