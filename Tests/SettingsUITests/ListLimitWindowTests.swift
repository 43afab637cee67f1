import CGtk
import Foundation
import GtkKit
import SettingsKit
@testable import SettingsUI
import XCTest

/// The demo's "Favourite Tags" list (`BSMaximumItems` 5) in the window, on the real controller
/// and a key-file store: a full list disables its add row and says why, until an item goes.
@MainActor
final class ListLimitWindowTests: XCTestCase {
    private var folder: URL!
    private static let demo = GtkTestSupport.resourcesDirectory + "/Settings.bundle"

    override func setUp() async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("list-limit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The window on the demo's Albums page, the tags list holding `tags`.
    private func albumsPage(tags: [String]) throws -> (SettingsWindow, SettingsController, ListGroupPresenter) {
        let bundle = try SettingsBundle.open(path: Self.demo, languages: ["en"]).get()
        let store = KeyFileStore(path: folder.appendingPathComponent("settings.ini").path)
        let controller = SettingsController(bundle: bundle, store: store, applicationName: "Shoebox")
        let row = try XCTUnwrap(bundle.page(named: "Albums").rows.first { $0.key == "albums_tags" })
        try controller.write(.array(tags.map(PlistValue.string)), to: row)
        let window = GtkTestSupport.makeWindow(controller, mode: .endUser)
        window.binder.openPage(named: "Albums", title: "Albums")
        var list: ListGroupPresenter?
        GtkTestSupport.iterate(for: 10) {
            list = GtkTestSupport.presenter(ListGroupPresenter.self, key: "albums_tags", in: window)
            return list != nil && window.currentPage?.isSettled == true
        }
        return (window, controller, try XCTUnwrap(list, "the Albums page shows the tags"))
    }

    private static let fullNote = "The list holds at most 5 items."

    func testAFullListDisablesItsAddRowAndSaysWhyUntilAnItemIsDeleted() async throws {
        let (window, controller, tags) = try albumsPage(tags: ["a", "b", "c", "d"])
        defer { window.window.destroy() }
        let add = try XCTUnwrap(tags.listRows.last)
        let entry = try XCTUnwrap(tags.addEntry)
        XCTAssertTrue(add.isSensitive, "four of five: one more can be added")
        XCTAssertFalse(shownLabels(in: add).contains(Self.fullNote))

        entry.grabFocus()
        entry.text = "e"
        entry.pressEnter()
        XCTAssertEqual(controller.listItems(of: tags.row).count, 5)
        XCTAssertFalse(add.isSensitive, "a full list takes no more")
        XCTAssertTrue(shownLabels(in: add).contains(Self.fullNote), "\(shownLabels(in: add))")
        let focus = try XCTUnwrap(window.window.focusWidget, "the focus stays in the list")
        XCTAssertTrue(focus.isInside(try XCTUnwrap(tags.itemRows.last).view.listRow), "on the item just added")

        bs_signal_emit(try XCTUnwrap(tags.itemRows[0].deleteButton).raw, "clicked")
        XCTAssertEqual(controller.listItems(of: tags.row).count, 4)
        XCTAssertTrue(add.isSensitive, "deleting an item makes room again")
        XCTAssertFalse(shownLabels(in: add).contains(Self.fullNote))
    }

    func testAListFilledByAnotherWriterDisablesItsAddRow() async throws {
        let (window, controller, tags) = try albumsPage(tags: ["a", "b"])
        defer { window.window.destroy() }
        let add = try XCTUnwrap(tags.listRows.last)
        XCTAssertTrue(add.isSensitive)
        try controller.write(.array(["a", "b", "c", "d", "e"].map(PlistValue.string)), to: tags.row)
        XCTAssertTrue(GtkTestSupport.iterate(for: 5) { !add.isSensitive }, "the window follows the store")
        XCTAssertTrue(shownLabels(in: add).contains(Self.fullNote))
    }

    func testTheLastItemAllowedTakesTheFocusWithNothingSelectedForTheNextKey() async throws {
        let (window, _, tags) = try albumsPage(tags: ["a", "b", "c", "d"])
        defer { window.window.destroy() }
        let entry = try XCTUnwrap(tags.addEntry)
        entry.grabFocus()
        entry.text = "e"
        entry.pressEnter()
        let last = try XCTUnwrap(tags.itemRows.last?.entry)
        XCTAssertTrue(try XCTUnwrap(window.window.focusWidget).isInside(last), "on the item just added")
        var start: Int32 = 0
        var end: Int32 = 0
        XCTAssertEqual(gtk_editable_get_selection_bounds(OpaquePointer(last.pointer), &start, &end), 0,
                       "no text selected: a key typed next adds to it rather than replacing it")
        XCTAssertEqual(gtk_editable_get_position(OpaquePointer(last.pointer)), 1, "the cursor after the text")
    }

    /// The Albums page with the tags "pets" and "garden", "more" typed over "pets" and not
    /// stored yet.
    private func typingInTheFirstTag() throws -> (SettingsWindow, SettingsController, ListGroupPresenter, TextEntry) {
        let (window, controller, tags) = try albumsPage(tags: ["pets", "garden"])
        let entry = try XCTUnwrap(tags.itemRows[0].entry)
        entry.grabFocus()
        entry.text = "more"
        return (window, controller, tags, entry)
    }

    func testAnItemEditIsStoredAfterTheTypingPause() async throws {
        let (window, controller, tags, entry) = try typingInTheFirstTag()
        defer { window.window.destroy() }
        XCTAssertEqual(controller.listItems(of: tags.row), ["pets", "garden"].map(PlistValue.string), "not at each keystroke")
        XCTAssertTrue(GtkTestSupport.iterate(for: 5) {
            controller.listItems(of: tags.row) == ["more", "garden"].map(PlistValue.string)
        }, "stored once the typing pauses, focus still in the item")
        XCTAssertTrue(try XCTUnwrap(window.window.focusWidget).isInside(entry), "the row typed in stays, with the focus")
    }

    func testDeletingAnotherItemKeepsAnEditNotYetStored() async throws {
        let (window, controller, tags, _) = try typingInTheFirstTag()
        defer { window.window.destroy() }
        bs_signal_emit(try XCTUnwrap(tags.itemRows[1].deleteButton).raw, "clicked")
        XCTAssertEqual(controller.listItems(of: tags.row), [.string("more")], "the edit stored before the deletion")
    }

    /// The full list, for looking at (`BUNDLE_SETTINGS_SCREENSHOT_DIR`).
    func testScreenshotOfAFullList() async throws {
        guard let screenshots = ProcessInfo.processInfo.environment["BUNDLE_SETTINGS_SCREENSHOT_DIR"] else {
            throw XCTSkip("set BUNDLE_SETTINGS_SCREENSHOT_DIR")
        }
        let (window, _, _) = try albumsPage(tags: ["family", "holidays", "garden", "cats", "friends"])
        defer { window.window.destroy() }
        window.window.setDefaultSize(width: 640, height: 700)
        GtkTestSupport.iterate(for: 0.5)
        XCTAssertTrue(WidgetScreenshot.savePNG(of: window.window, to: "\(screenshots)/list-full.png"))
    }

    /// The texts of the labels under `widget` a user sees (visible ones, in visible parents).
    private func shownLabels(in row: ListBoxRow) -> [String] { shownLabels(under: row.pointer) }

    private func shownLabels(under widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        guard gtk_widget_get_visible(widget) != 0 else { return [] }
        var result: [String] = []
        if String(cString: bs_object_type_name(UnsafeMutableRawPointer(widget))) == "GtkLabel" {
            result.append(String(cString: gtk_label_get_text(OpaquePointer(widget))))
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            result += shownLabels(under: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }
}
