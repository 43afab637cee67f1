import CGtk
import Foundation
import GtkKit
import SettingsKit
@testable import SettingsUI
import XCTest

/// A switch that shows hundreds of rows (`BSVisibleIf`) shows those in and near the view at
/// once and the rest in the next frames (`RowsShownLater`), as issue 18's benchmark flips it.
@MainActor
final class ShownLaterTests: XCTestCase {
    private static let rows = 400
    private var folder: URL!

    override func setUp() async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("shown-later-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A switch "master", off, then `rows` switches in groups of 50, each shown only while it is
    /// on; the window with every row built.
    private func window() throws -> (SettingsWindow, SettingsController, PageView, [RowPresenter]) {
        let bundle = folder.appendingPathComponent("Settings.bundle")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        var specifiers: [[String: Any]] = [["Type": "PSToggleSwitchSpecifier", "Title": "Show Everything", "Key": "master", "DefaultValue": false]]
        for index in 0..<Self.rows {
            if index % 50 == 0 { specifiers.append(["Type": "PSGroupSpecifier", "Title": "Group \(index / 50 + 1)"]) }
            specifiers.append(["Type": "PSToggleSwitchSpecifier", "Title": "Setting \(index + 1)", "Key": "key\(index)", "DefaultValue": false,
                               "BSVisibleIf": ["Key": "master", "Equals": true]])
        }
        try PropertyListSerialization.data(fromPropertyList: ["PreferenceSpecifiers": specifiers], format: .xml, options: 0)
            .write(to: bundle.appendingPathComponent("Root.plist"))
        let controller = SettingsController(bundle: try SettingsBundle.open(path: bundle.path, languages: ["en"]).get(), store: MemoryStore())
        let window = GtkTestSupport.makeWindow(controller, mode: .endUser)
        let page = try XCTUnwrap(window.currentPage)
        page.buildPresenters(atLeast: Self.rows + 1)
        XCTAssertTrue(GtkTestSupport.iterate(for: 5) { page.isSettled })
        let rows = (0..<Self.rows).compactMap { page.presenters(forKey: SettingKey("key\($0)")).first }
        XCTAssertEqual(rows.count, Self.rows)
        return (window, controller, page, rows)
    }

    private func isShown(_ presenter: RowPresenter) -> Bool {
        presenter.listRows.allSatisfy { gtk_widget_is_visible($0.pointer) != 0 }
    }

    /// Runs the main loop until `count` more frames were painted.
    private func waitForFrames(_ count: Int, of window: SettingsWindow) throws {
        let clock = try XCTUnwrap(gtk_widget_get_frame_clock(window.window.pointer))
        var frames = 0
        let id = SignalConnection.connect(UnsafeMutableRawPointer(clock), "after-paint") { frames += 1 }
        defer { SignalConnection.disconnect(UnsafeMutableRawPointer(clock), id) }
        XCTAssertTrue(GtkTestSupport.iterate(for: 10) {
            gtk_widget_queue_draw(window.window.pointer)
            return frames >= count
        })
    }

    func testRowsAFlipShowsFarBelowTheViewShowInTheFramesAfter() async throws {
        let (window, controller, page, rows) = try window()
        defer { window.window.destroy() }
        XCTAssertFalse(rows.contains(where: isShown))

        try controller.set("on", forKey: "master")
        let shownAtOnce = rows.filter(isShown).count
        print("\(Self.rows) rows: \(shownAtOnce) shown with the update")
        XCTAssertTrue(rows.prefix(10).allSatisfy(isShown), "the rows in view show with the update")
        XCTAssertFalse(isShown(rows[Self.rows - 1]), "rows far below the view wait")
        XCTAssertFalse(page.isSettled)
        XCTAssertTrue(GtkTestSupport.iterate(for: 20) { rows.allSatisfy(self.isShown) }, "then every row shows")
        XCTAssertTrue(page.isSettled)
        // Laid out, every row in view was among those shown with the update.
        XCTAssertTrue(GtkTestSupport.iterate(for: 5) { gtk_widget_get_height(rows[Self.rows - 1].listRows[0].pointer) > 0 })
        var bounds = graphene_rect_t()
        let inView = rows.filter {
            gtk_widget_compute_bounds($0.listRows[0].pointer, page.widget.pointer, &bounds) != 0 && Double(bounds.origin.y) < page.widget.visibleHeight
        }
        XCTAssertGreaterThan(inView.count, 5)
        XCTAssertLessThanOrEqual(inView.count, shownAtOnce)
        XCTAssertTrue(inView.allSatisfy { row in rows.prefix(shownAtOnce).contains { $0 === row } })
        XCTAssertTrue(GtkTestSupport.labels(in: page.widget.pointer).contains("Group 8"), "with its section's heading")
    }

    func testRowsWaitingToShowNeverShowWhenTheSwitchFlipsBack() async throws {
        let (window, controller, page, rows) = try window()
        defer { window.window.destroy() }
        try controller.set("on", forKey: "master")
        XCTAssertFalse(isShown(rows[Self.rows - 1]))
        try controller.set("off", forKey: "master")
        XCTAssertTrue(page.isSettled, "nothing waits to be shown")
        try waitForFrames(3, of: window)
        XCTAssertFalse(rows.contains(where: isShown), "no row shows after the switch went off")
    }

    /// A newer state of a waiting row replaces the one waiting: its value shows when it does.
    func testAWaitingRowShowsItsNewestValue() async throws {
        let (window, controller, _, rows) = try window()
        defer { window.window.destroy() }
        let last = try XCTUnwrap(rows.last as? ToggleRowPresenter)
        try controller.set("on", forKey: "master")
        XCTAssertFalse(isShown(last))
        try controller.set("on", forKey: SettingKey("key\(Self.rows - 1)"))
        XCTAssertTrue(GtkTestSupport.iterate(for: 20) { self.isShown(last) })
        XCTAssertTrue(last.control.isOn)
    }

    /// Opening a search result focuses its row: a row still waiting shows first.
    func testARowFoundWhileItWaitsShowsWhenOpened() async throws {
        let (window, controller, page, rows) = try window()
        defer { window.window.destroy() }
        try controller.set("on", forKey: "master")
        let last = try XCTUnwrap(rows.last)
        XCTAssertFalse(isShown(last))
        let found = try XCTUnwrap(page.listRow(forRowAt: last.row.index, choice: nil))
        XCTAssertEqual(found.pointer, last.listRows.first?.pointer, "the row itself, not one after it")
        XCTAssertTrue(isShown(last))
        XCTAssertTrue(rows.allSatisfy(isShown), "and every row above it, so it is where it belongs")
    }

    /// A page closed while rows wait runs nothing more.
    func testAWindowClosedWhileRowsWaitRunsNothingMore() async throws {
        let (window, controller, page, rows) = try window()
        try controller.set("on", forKey: "master")
        XCTAssertFalse(page.isSettled)
        window.window.destroy()
        XCTAssertTrue(page.isSettled, "the waiting rows are let go")
        GtkTestSupport.iterate(for: 0.3)
        XCTAssertFalse(isShown(rows[Self.rows - 1]))
    }
}
