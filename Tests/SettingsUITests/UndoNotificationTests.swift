import CGtk
import CGtkKit
import Foundation
import GtkKit
@testable import SettingsKit
@testable import SettingsUI
import XCTest

/// The notification that offers Undo after a list element is deleted (Restore Defaults' is in
/// MainMenuTests), its timer, and what a screen reader hears of it.
@MainActor
final class UndoNotificationTests: XCTestCase {
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

    private var notification: UndoNotification { window.notification }

    private func presenter<P>(_ type: P.Type, _ title: String) throws -> P {
        try GtkTestSupport.presenter(type, titled: title, in: window)
    }

    private func click(_ button: Widget) { bs_signal_emit(button.raw, "clicked") }

    func testDeletingAnItemOffersUndoWhichPutsItBackAtItsPlace() async throws {
        let tags = try presenter(ListGroupPresenter.self, "Tags")
        click(try XCTUnwrap(tags.itemRows[0].deleteButton))
        XCTAssertEqual(session.values["tags"], .array([.string("blue")]))
        XCTAssertTrue(notification.isShown)
        XCTAssertEqual(notification.message.text, "“red” deleted")
        XCTAssertTrue(notification.undoButton.isVisible)
        click(notification.undoButton)
        XCTAssertEqual(session.values["tags"], .array([.string("red"), .string("blue")]))
        XCTAssertEqual(tags.itemRows.map { $0.entry?.text }, ["red", "blue"])
        XCTAssertFalse(notification.isShown)
    }

    /// Shift+F10 or the Menu key on an element's row opens its context menu, whose Delete
    /// deletes it as the button does, with its Undo.
    func testTheContextMenuOfAnElementDeletesIt() async throws {
        let ada = PlistValue.dictionary(["user": .string("ada"), "server": .string("mail.example.org")])
        session.values["accounts"] = .array([ada])
        window.refresh(keys: ["accounts"])
        let accounts = try presenter(ListGroupPresenter.self, "Accounts")
        let item = try XCTUnwrap(accounts.itemRows.first)
        let menu = try XCTUnwrap(item.contextMenu)
        let row = item.view.listRow
        row.grabFocus()
        for (key, modifiers) in [(GDK_KEY_F10, GDK_SHIFT_MASK), (GDK_KEY_Menu, GdkModifierType(rawValue: 0))] {
            XCTAssertTrue(bs_test_activate_shortcut(row.pointer, guint(key), modifiers) != 0)
            GtkTestSupport.iterate(for: 0.2)
            XCTAssertTrue(menu.isShown, "opened by \(key)")
            let items = try ATSPIScript.controls("--menu-items")
            XCTAssertEqual(items, [["role": "menu item", "name": "Delete"]], "a screen reader hears the item")
            if let folder = ProcessInfo.processInfo.environment["BUNDLE_SETTINGS_SCREENSHOT_DIR"], let popover = menu.popover {
                XCTAssertTrue(WidgetScreenshot.savePNG(of: Widget(popover), to: "\(folder)/context-menu.png"))
                XCTAssertTrue(WidgetScreenshot.savePNG(of: window.window, to: "\(folder)/context-menu-window.png"))
            }
            menu.popDown()
            GtkTestSupport.iterate(for: 0.2)
        }
        XCTAssertEqual(menu.menu.itemCount, 1)
        XCTAssertTrue(gtk_widget_activate_action_variant(row.pointer, "context.delete", nil) != 0)
        XCTAssertEqual(session.values["accounts"], .array([]))
        XCTAssertEqual(notification.message.text, "“ada” deleted")
        click(notification.undoButton)
        XCTAssertEqual(session.values["accounts"], .array([ada]))
    }

    func testADictionaryElementIsNamedAsTheListShowsItAndComesBackWhole() async throws {
        let ada = PlistValue.dictionary(["user": .string("ada"), "server": .string("mail.example.org")])
        let bob = PlistValue.dictionary(["user": .string("bob"), "server": .string("imap.example.org")])
        session.values["accounts"] = .array([bob, ada])
        window.refresh(keys: ["accounts"])
        let accounts = try presenter(ListGroupPresenter.self, "Accounts")
        XCTAssertFalse(try XCTUnwrap(window.commands).actions.isEnabled("undo"), "Ctrl+Z is left to others")
        click(try XCTUnwrap(accounts.itemRows[1].deleteButton))
        XCTAssertEqual(notification.message.text, "“ada” deleted")
        XCTAssertTrue(try XCTUnwrap(window.commands).actions.isEnabled("undo"))
        XCTAssertTrue(window.window.activateAction(named: "undo"), "Ctrl+Z runs the same Undo")
        XCTAssertEqual(session.values["accounts"], .array([bob, ada]))
        XCTAssertFalse(try XCTUnwrap(window.commands).actions.isEnabled("undo"))
    }

    func testANewNotificationReplacesTheOldOne() async throws {
        let tags = try presenter(ListGroupPresenter.self, "Tags")
        click(try XCTUnwrap(tags.itemRows[0].deleteButton))
        click(try XCTUnwrap(tags.itemRows[0].deleteButton))
        XCTAssertEqual(notification.message.text, "“blue” deleted")
        XCTAssertEqual(session.values["tags"], .array([]))
        click(notification.undoButton)
        XCTAssertEqual(session.values["tags"], .array([.string("blue")]), "Undo undoes the deletion it names")
    }

    func testTabReachesTheUndoButton() async throws {
        let tags = try presenter(ListGroupPresenter.self, "Tags")
        click(try XCTUnwrap(tags.itemRows[0].deleteButton))
        let root = OpaquePointer(window.window.pointer)
        var reached = false
        for _ in 0..<300 where !reached {
            _ = gtk_widget_child_focus(window.window.pointer, GTK_DIR_TAB_FORWARD)
            GtkTestSupport.iterate(for: 0.01)
            reached = gtk_root_get_focus(root) == notification.undoButton.pointer
        }
        XCTAssertTrue(reached, "Tab goes through the page to the notification's Undo")
        XCTAssertTrue(notification.isShown)
    }

    func testClosingItFromTheKeyboardLeavesFocusInTheWindow() async throws {
        let tags = try presenter(ListGroupPresenter.self, "Tags")
        click(try XCTUnwrap(tags.itemRows[0].deleteButton))
        notification.closeButton.grabFocus()
        GtkTestSupport.iterate(for: 0.1)
        click(notification.closeButton)
        GtkTestSupport.iterate(for: 0.1)
        let focus = try XCTUnwrap(gtk_root_get_focus(OpaquePointer(window.window.pointer)), "focus is somewhere")
        XCTAssertTrue(gtk_widget_is_ancestor(focus, notification.widget.pointer) == 0)
    }

    func testTheCloseButtonDismissesWithoutUndoing() async throws {
        let tags = try presenter(ListGroupPresenter.self, "Tags")
        click(try XCTUnwrap(tags.itemRows[0].deleteButton))
        click(notification.closeButton)
        XCTAssertFalse(notification.isShown)
        XCTAssertTrue(GtkTestSupport.iterate(for: 2) { !self.notification.frame.isVisible }, "out of the accessibility tree")
        XCTAssertEqual(session.values["tags"], .array([.string("blue")]))
    }

    func testItGoesAfterItsTimeoutButNotWhileFocusIsInside() async throws {
        notification.timeout = 300
        notification.show("Something happened", undo: {})
        XCTAssertTrue(GtkTestSupport.iterate(for: 3) { !self.notification.isShown }, "gone after the timeout")

        notification.show("Something else happened", undo: {})
        notification.undoButton.grabFocus()
        GtkTestSupport.iterate(for: 0.1)
        XCTAssertTrue(notification.undoButton.isInside(notification.widget))
        GtkTestSupport.iterate(for: 1)
        XCTAssertTrue(notification.isShown, "kept while focus is in it")
        try presenter(ListGroupPresenter.self, "Tags").itemRows[0].entry?.grabFocus()
        XCTAssertTrue(GtkTestSupport.iterate(for: 3) { !self.notification.isShown }, "gone once focus left")
    }

    func testItStaysWhileThePointerIsOverIt() async throws {
        // Long enough for the pointer to arrive: the helper that moves it is a Python process,
        // which can take a second to start on a busy machine.
        let timeout = 2500
        notification.timeout = UInt32(timeout)
        let shown = Date()
        notification.show("Something happened", undo: {})
        GtkTestSupport.iterate(for: 0.1) // laid out
        try movePointer(to: notification.frame)
        let arrival = Date().timeIntervalSince(shown) * 1000
        try XCTSkipIf(arrival > Double(timeout) - 300, "the pointer took \(Int(arrival)) ms to arrive")
        // Past the moment it would have gone.
        GtkTestSupport.iterate(for: (Double(timeout) - arrival) / 1000 + 0.7)
        XCTAssertTrue(notification.isShown, "kept while hovered")
        try movePointer(to: window.window, x: 5, y: 5)
        XCTAssertTrue(GtkTestSupport.iterate(for: 10) { !self.notification.isShown }, "gone once the pointer left")
    }

    /// Moves the real pointer over `widget` (its centre unless given), on a window that Xvfb
    /// shows at the screen's origin (no window manager places it).
    private func movePointer(to widget: Widget, x: Double? = nil, y: Double? = nil) throws {
        var inWindow = graphene_point_t()
        var point = graphene_point_t()
        point.x = Float(x ?? Double(gtk_widget_get_width(widget.pointer)) / 2)
        point.y = Float(y ?? Double(gtk_widget_get_height(widget.pointer)) / 2)
        XCTAssertTrue(gtk_widget_compute_point(widget.pointer, window.window.pointer, &point, &inWindow) != 0)
        var offsetX = 0.0
        var offsetY = 0.0
        gtk_native_get_surface_transform(OpaquePointer(window.window.pointer), &offsetX, &offsetY)
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scripts/atspi-move-pointer.py").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script, String(Int(Double(inWindow.x) + offsetX)), String(Int(Double(inWindow.y) + offsetY))]
        try process.run()
        XCTAssertTrue(GtkTestSupport.iterate(for: 10) { !process.isRunning })
    }

    func testClosingTheWindowCancelsTheTimer() async throws {
        notification.timeout = 200
        notification.show("Something happened", undo: {})
        window.window.destroy()
        GtkTestSupport.iterate(for: 0.5)
        XCTAssertFalse(notification.isShown)
        window = GtkTestSupport.makeWindow(session)
    }

    // MARK: Screen readers

    func testTheMenuButtonAndTheUndoButtonAreNamedOverATSPI() async throws {
        let tags = try presenter(ListGroupPresenter.self, "Tags")
        click(try XCTUnwrap(tags.itemRows[0].deleteButton))
        GtkTestSupport.iterate(for: 0.3)
        let names = try ATSPIScript.controls().compactMap { $0["name"] }
        XCTAssertTrue(names.contains("Main Menu"), "\(names)")
        XCTAssertTrue(names.contains("Undo"), "\(names)")
        XCTAssertTrue(names.contains("Close Notification"), "\(names)")
    }

    func testAScreenReaderFindsTheNotificationNamedByItsMessage() async throws {
        let before = try ATSPIScript.run("atspi-find-notification.py") as? [String: Any]
        XCTAssertNotNil(before?["error"], "no notification in the tree while none shows: \(before ?? [:])")
        let tags = try presenter(ListGroupPresenter.self, "Tags")
        click(try XCTUnwrap(tags.itemRows[0].deleteButton))
        GtkTestSupport.iterate(for: 0.3)
        let found = try ATSPIScript.run("atspi-find-notification.py") as? [String: Any]
        print("AT-SPI notification: \(found ?? [:])")
        XCTAssertEqual(found?["role"] as? String, "alert", "\(found ?? [:])")
        XCTAssertEqual(found?["name"] as? String, "“red” deleted")
        XCTAssertEqual(found?["buttons"] as? [String], ["Undo", "Close Notification"])
    }
}
