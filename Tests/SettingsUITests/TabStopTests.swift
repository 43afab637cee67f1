import CGtk
import Foundation
import GtkKit
@testable import SettingsKit
@testable import SettingsUI
import XCTest

/// One Tab stop per row on a page with an inline date picker, deletable list elements (text,
/// dictionary and choice) and a text view; the keys that reach what is no longer a stop.
@MainActor
final class TabStopTests: XCTestCase {
    // X keycodes of the standard PC keymap Xvfb loads.
    private static let tab = 23
    private static let delete = 119
    private static let alt = 64
    private static let escape = 9

    private var session: FakeSession!
    private var window: SettingsWindow!

    override func setUp() async throws {
        session = FakeSession(root: IASKPages.root, pages: ["Account": IASKPages.account])
        window = GtkTestSupport.makeWindow(session)
    }

    override func tearDown() async throws {
        window.window.destroy()
        GtkTestSupport.iterate(for: 0.05)
    }

    private func presenter<P>(_ type: P.Type, _ title: String) throws -> P {
        try GtkTestSupport.presenter(type, titled: title, in: window)
    }

    private var focus: UnsafeMutablePointer<GtkWidget>? { gtk_window_get_focus(gtkCast(window.window.pointer, to: GtkWindow.self)) }

    private func isFocused(in widget: Widget) -> Bool {
        guard let focus else { return false }
        return focus == widget.pointer || gtk_widget_is_ancestor(focus, widget.pointer) != 0
    }

    private func tabStops() -> [UnsafeMutablePointer<GtkWidget>] {
        GtkTestSupport.tabStops(in: window.window)
    }

    func testEveryRowIsOneTabStop() async throws {
        let stops = tabStops()
        // Rows only an iOS app can use are shown greyed to the author, with no control to reach.
        let rows = (window.currentPage?.presenters ?? [])
            .filter { $0.row.iOSOnlyReason(hostDrawsCustomViews: false) == nil }
            .flatMap(\.listRows)
        XCTAssertGreaterThan(rows.count, 15)
        for listRow in rows where listRow.isVisible {
            let inRow = stops.filter { $0 == listRow.pointer || gtk_widget_is_ancestor($0, listRow.pointer) != 0 }
            XCTAssertEqual(inRow.count, 1, "\(GtkTestSupport.labels(in: listRow.pointer).first ?? "?"): \(inRow.count) stops")
        }
        let meeting = try presenter(DatePickerRowPresenter.self, "Meeting")
        XCTAssertTrue(stops.contains(meeting.listRows[0].pointer), "the inline date row is its own stop")
        let tags = try presenter(ListGroupPresenter.self, "Tags")
        XCTAssertFalse(stops.contains { $0 == tags.itemRows[0].deleteButton?.pointer })
    }

    /// Headings and footers, short (a label) and long (a text view), are no Tab stops: a page of
    /// two sections with a row each has two.
    func testHeadingsAndFootersTakeNoFocus() async throws {
        let licence = String(repeating: "Permission is hereby granted, free of charge, to any person. ", count: 40)
        XCTAssertGreaterThan(licence.count, ShownText.Kind.paragraph.characterLimit, "a long footer")
        let first = DemoPages.row(0, .group(GroupRow(footer: "Changes apply at once.")), title: "General")
        let sounds = DemoPages.row(1, .toggle(ToggleRow()), key: "sounds", title: "Play sounds", default: .bool(true))
        let second = DemoPages.row(2, .group(GroupRow(footer: licence)), title: "Licence")
        let sync = DemoPages.row(3, .toggle(ToggleRow()), key: "sync", title: "Sync", default: .bool(true))
        let page = Page(name: "Root", path: nil, title: "Footers",
                        sections: [Section(header: first, rows: [sounds]), Section(header: second, rows: [sync])],
                        rows: [first, sounds, second, sync])
        let other = GtkTestSupport.makeWindow(FakeSession(root: page))
        defer { other.window.destroy() }
        let column = try XCTUnwrap(other.currentPage).column.pointer
        let parts = LayoutMatrixTests.descendants(of: column) {
            LayoutMatrixTests.hasClass($0, "section-heading") || LayoutMatrixTests.hasClass($0, "section-footer")
        }
        XCTAssertEqual(parts.count, 4, "two headings, two footers")
        XCTAssertTrue(parts.contains { LayoutMatrixTests.typeName($0) == "GtkTextView" }, "the long footer is a text view")
        gtk_window_set_focus(gtkCast(other.window.pointer, to: GtkWindow.self), nil)  // Tab from the top
        let stops = GtkTestSupport.tabStops(in: other.window)
        for part in parts {
            XCTAssertFalse(stops.contains { $0 == part || gtk_widget_is_ancestor($0, part) != 0 }, LayoutMatrixTests.typeName(part))
            XCTAssertFalse(gtk_widget_grab_focus(part) != 0, "\(LayoutMatrixTests.typeName(part)) refuses a click's focus too")
        }
        let controls = [sounds, sync].compactMap { GtkTestSupport.presenter(ToggleRowPresenter.self, key: $0.key!.text, in: other)?.control.pointer }
        XCTAssertEqual(stops.filter { stop in other.currentPage.map { gtk_widget_is_ancestor(stop, $0.widget.pointer) != 0 } ?? false }, controls)
    }

    func testEnterMovesIntoTheInlineDatePickerAndEscapeBackToItsRow() async throws {
        let meeting = try presenter(DatePickerRowPresenter.self, "Meeting")
        let row = meeting.listRows[0]
        XCTAssertTrue(bs_test_accessible_has_label(row.pointer, "Meeting: not set") != 0, "the row says its date")
        row.activate()  // Enter on the focused row
        XCTAssertTrue(isFocused(in: try XCTUnwrap(meeting.calendar)))
        // Tab now walks the parts (the calendar's month and year arrows, hour, minutes), then on
        // out of the row.
        var visited: [UnsafeMutablePointer<GtkWidget>] = []
        for _ in 0..<10 where isFocused(in: row) {
            visited.append(try XCTUnwrap(focus))
            _ = gtk_widget_child_focus(window.window.pointer, GTK_DIR_TAB_FORWARD)
        }
        XCTAssertFalse(isFocused(in: row))
        let hour = try XCTUnwrap(meeting.hour), minute = try XCTUnwrap(meeting.minute)
        XCTAssertTrue(visited.contains { gtk_widget_is_ancestor($0, hour.pointer) != 0 })
        XCTAssertTrue(visited.contains { gtk_widget_is_ancestor($0, minute.pointer) != 0 })
        GtkTestSupport.iterate(for: 0.05)
        XCTAssertFalse(try XCTUnwrap(meeting.parts).isEditing, "once left, Tab passes the parts by again")
        // Escape in a part goes back to the row, not back a page.
        row.activate()
        GtkTestSupport.iterate(for: 0.2)
        try KeyPresser.press(Self.escape)
        XCTAssertEqual(focus, row.pointer)
    }

    func testEditingTheDatePickerSurvivesAnotherWindowTakingFocus() async throws {
        let meeting = try presenter(DatePickerRowPresenter.self, "Meeting")
        meeting.listRows[0].activate()
        GtkTestSupport.iterate(for: 0.3)
        let other = Window(application: nil)
        defer { other.destroy() }
        other.present()
        XCTAssertTrue(GtkTestSupport.iterate(for: 2) { gtk_window_is_active(gtkCast(self.window.window.pointer, to: GtkWindow.self)) == 0 },
                      "the settings window lost focus")
        XCTAssertTrue(try XCTUnwrap(meeting.parts).isEditing)
    }

    func testAClickStillFocusesAPartOfTheInlineDatePicker() async throws {
        let meeting = try presenter(DatePickerRowPresenter.self, "Meeting")
        let hour = try XCTUnwrap(meeting.hour)
        hour.grabFocus()
        XCTAssertFalse(isFocused(in: hour), "out of the Tab order until edited")
        meeting.parts?.edit(focusing: hour)
        XCTAssertTrue(isFocused(in: hour))
    }

    func testDeleteOnAFocusedElementDeletesItOfferingUndo() async throws {
        let genes = try presenter(ListGroupPresenter.self, "DNA")
        try XCTUnwrap(genes.itemRows[0].menu).grabFocus()
        GtkTestSupport.iterate(for: 0.2)
        try KeyPresser.press(Self.delete)
        XCTAssertEqual(session.values["dna"], .array([.string("G")]))
        XCTAssertTrue(window.notification.isShown)
        XCTAssertEqual(window.notification.message.text, "“Adenine” deleted")
        XCTAssertTrue(isFocused(in: genes.itemRows[0].view.listRow), "focus stays in the list")
        bs_signal_emit(window.notification.undoButton.raw, "clicked")
        XCTAssertEqual(session.values["dna"], .array([.string("A"), .string("G")]))

        let accounts = try presenter(ListGroupPresenter.self, "Accounts")
        accounts.itemRows[0].view.listRow.grabFocus()
        GtkTestSupport.iterate(for: 0.2)
        try KeyPresser.press(Self.delete)
        XCTAssertEqual(session.values["accounts"], .array([]))
        XCTAssertEqual(window.notification.message.text, "“ada” deleted")
    }

    func testInATextElementDeleteEditsAndAltDeleteDeletesIt() async throws {
        let tags = try presenter(ListGroupPresenter.self, "Tags")
        let entry = try XCTUnwrap(tags.itemRows[0].entry)
        entry.grabFocus()
        GtkTestSupport.iterate(for: 0.2)
        try KeyPresser.press(Self.delete)
        XCTAssertEqual(tags.itemRows.count, 2, "Delete edits the text")
        try KeyPresser.press(Self.delete, holding: [Self.alt])
        XCTAssertEqual(tags.itemRows.map { $0.entry?.text }, ["blue"])
        XCTAssertTrue(window.notification.isShown)
        XCTAssertTrue(window.notification.message.text.hasSuffix("deleted"))
        XCTAssertTrue(isFocused(in: tags.itemRows[0].view.listRow))
        let delete = try XCTUnwrap(tags.itemRows[0].deleteButton)
        XCTAssertTrue(bs_test_accessible_has_label(delete.pointer, "Delete blue") != 0, "still named")
        XCTAssertFalse(delete.isFocusable)
    }

    func testTabLeavesTheTextView() async throws {
        let notes = try presenter(TextViewRowPresenter.self, "Notes")
        notes.editor.textView.grabFocus()
        GtkTestSupport.iterate(for: 0.2)
        try KeyPresser.press(Self.tab)
        XCTAssertEqual(notes.editor.text, "", "no tab typed")
        XCTAssertFalse(isFocused(in: notes.listRows[0]))
        try KeyPresser.press(Self.tab, holding: [KeyPresser.shift])
        XCTAssertTrue(isFocused(in: notes.editor.textView), "Shift+Tab comes back")
    }

    func testTheKeyboardShortcutsWindowListsTheNewKeys() {
        let listed = Set(ShortcutsWindow.groups.flatMap(\.shortcuts).flatMap { $0.accelerators.split(separator: " ") })
        for accelerator in ListItemDeletionKeys.accelerators where !accelerator.contains("KP_") {
            XCTAssertTrue(listed.contains(Substring(accelerator)), accelerator)
        }
        XCTAssertTrue(listed.contains("Return"))
    }

    /// The stops with keyboard focus shown, for looking at: set `BUNDLE_SETTINGS_SCREENSHOT_DIR`.
    func testScreenshotsOfTheFocusedStops() async throws {
        guard let folder = ProcessInfo.processInfo.environment["BUNDLE_SETTINGS_SCREENSHOT_DIR"] else {
            throw XCTSkip("set BUNDLE_SETTINGS_SCREENSHOT_DIR")
        }
        let meeting = try presenter(DatePickerRowPresenter.self, "Meeting")
        let tags = try presenter(ListGroupPresenter.self, "Tags")
        let accounts = try presenter(ListGroupPresenter.self, "Accounts")
        let genes = try presenter(ListGroupPresenter.self, "DNA")
        let notes = try presenter(TextViewRowPresenter.self, "Notes")
        let stops: [(String, () throws -> Void)] = [
            ("text-view", { notes.editor.textView.grabFocus() }),
            ("date-row", { meeting.listRows[0].grabFocus() }),
            ("date-editing", { meeting.listRows[0].activate() }),
            ("date-arrow", { try KeyPresser.press(114) }),  // Right
            ("text-item", { tags.itemRows[0].entry?.grabFocus() }),
            ("dictionary-item", { accounts.itemRows[0].view.listRow.grabFocus() }),
            ("choice-item", { genes.itemRows[0].menu?.grabFocus() }),
        ]
        gtk_window_set_default_size(gtkCast(window.window.pointer, to: GtkWindow.self), 700, 1000)
        for (name, focusIt) in stops {
            try focusIt()
            gtk_window_set_focus_visible(gtkCast(window.window.pointer, to: GtkWindow.self), 1)
            GtkTestSupport.iterate(for: 0.5)
            XCTAssertTrue(WidgetScreenshot.savePNG(of: window.window, to: "\(folder)/tabstop-\(name).png"))
        }
    }
}
