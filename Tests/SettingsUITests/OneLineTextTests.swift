import CGtk
import Foundation
import GtkKit
import SettingsKit
@testable import SettingsUI
import XCTest

/// Titles and group headings that fit the narrowest window on one line are laid out as one
/// line, neither wrapping nor ellipsizing, and are so before the window first measures them:
/// GTK lays a wrapping label out again for every width it asks about (each title of the demo
/// was shaped about 30 times before its first frame, against once for a one-line label).
/// Longer ones wrap over at most `RowView.linesShown` lines, as before.
@MainActor
final class OneLineTextTests: XCTestCase {
    private static let longText = String(repeating: "Synchronise the originals of every photo ", count: 4)

    private func controller() throws -> SettingsController {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("one-line-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let bundle = folder.appendingPathComponent("Settings.bundle")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        let rows: [[String: Any]] = [
            ["Type": "PSGroupSpecifier", "Title": "Network"],
            ["Type": "PSToggleSwitchSpecifier", "Title": "Wi-Fi", "Key": "wifi", "DefaultValue": true],
            ["Type": "PSToggleSwitchSpecifier", "Title": Self.longText, "Key": "sync", "DefaultValue": false],
            ["Type": "PSGroupSpecifier", "Title": Self.longText],
            ["Type": "PSTextFieldSpecifier", "Title": "Name", "Key": "name"],
        ]
        try PropertyListSerialization.data(fromPropertyList: ["PreferenceSpecifiers": rows], format: .xml, options: 0)
            .write(to: bundle.appendingPathComponent("Root.plist"))
        return SettingsController(bundle: try SettingsBundle.open(path: bundle.path, languages: ["en"]).get(), store: MemoryStore())
    }

    private static func text(_ label: UnsafeMutablePointer<GtkWidget>) -> String {
        String(cString: gtk_label_get_text(OpaquePointer(label)))
    }

    private static func isOneLine(_ label: UnsafeMutablePointer<GtkWidget>) -> Bool {
        gtk_label_get_wrap(OpaquePointer(label)) == 0 && gtk_label_get_ellipsize(OpaquePointer(label)) == PANGO_ELLIPSIZE_NONE
    }

    func testTextsThatFitTheNarrowestWindowAreOneLineBeforeTheWindowFirstMeasuresThem() async throws {
        GtkTestSupport.initialize()
        let window = SettingsWindow(session: try controller(), application: nil, applicationName: "Demo", geometryPath: nil, mode: .inspect)
        defer { window.window.destroy() }
        XCTAssertEqual(gtk_widget_get_realized(window.window.pointer), 0, "not shown yet, so never measured by its window")
        let page = try XCTUnwrap(window.currentPage).widget.pointer
        let titles = Dictionary(uniqueKeysWithValues: GtkTestSupport.descendants(of: page, withClass: "row-title").map { (Self.text($0), $0) })
        let headings = Dictionary(uniqueKeysWithValues: GtkTestSupport.descendants(of: page, withClass: "section-heading").map { (Self.text($0), $0) })
        XCTAssertTrue(Self.isOneLine(try XCTUnwrap(titles["Wi-Fi"])), "a short title beside a switch")
        XCTAssertTrue(Self.isOneLine(try XCTUnwrap(titles["Name"])), "a short title beside an entry")
        XCTAssertTrue(Self.isOneLine(try XCTUnwrap(headings["Network"])))
        let longTitle = try XCTUnwrap(titles[Self.longText.trimmingCharacters(in: .whitespaces)] ?? titles[Self.longText])
        let longHeading = try XCTUnwrap(headings[Self.longText.trimmingCharacters(in: .whitespaces)] ?? headings[Self.longText])
        for label in [longTitle, longHeading] {
            XCTAssertFalse(Self.isOneLine(label), "too long for one line in the narrowest window: wraps")
            XCTAssertEqual(gtk_label_get_lines(OpaquePointer(label)), RowView.linesShown)
        }
    }

    /// A title shown one line is still whole at the narrowest width, beside its control.
    func testAOneLineTitleKeepsItsWholeTextInTheNarrowestWindow() async throws {
        GtkTestSupport.initialize()
        let window = GtkTestSupport.makeWindow(try controller())
        defer { window.window.destroy() }
        gtk_widget_set_size_request(window.window.pointer, 360, -1)
        gtk_window_set_default_size(gtkCast(window.window.pointer, to: GtkWindow.self), 360, 600)
        let page = try XCTUnwrap(window.currentPage).widget.pointer
        let title = try XCTUnwrap(GtkTestSupport.descendants(of: page, withClass: "row-title").first { Self.text($0) == "Wi-Fi" })
        XCTAssertTrue(GtkTestSupport.iterate(for: 5) { gtk_widget_get_width(window.window.pointer) <= 360 })
        var natural: Int32 = 0
        gtk_widget_measure(title, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
        XCTAssertGreaterThanOrEqual(gtk_widget_get_width(title), natural, "laid out whole")
        XCTAssertEqual(pango_layout_get_line_count(gtk_label_get_layout(OpaquePointer(title))), 1)
    }
}
