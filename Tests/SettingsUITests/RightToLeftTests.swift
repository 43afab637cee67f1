import CGtk
import Foundation
import GtkKit
import SettingsKit
@testable import SettingsUI
import XCTest

/// A right-to-left window (the direction `WindowLanguage.use` sets before building widgets for
/// Arabic, Hebrew, …) mirrors the header: the back button, its start widget, is on the right.
@MainActor
final class RightToLeftTests: XCTestCase {
    /// Where the back button sits in its window: its left and right edges, and the window's width.
    private func backButtonPlace(language: String) throws -> (left: Double, right: Double, width: Double) {
        GtkTestSupport.initialize()
        WindowLanguage.followDirection(of: InterfaceLanguage(tag: language))
        defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
        let window = GtkTestSupport.makeWindow(FakeSession(root: DemoPages.root, pages: ["Long": DemoPages.long(rows: 3)]))
        defer { window.window.destroy() }
        window.openPage(named: "Long", title: "Long")
        GtkTestSupport.iterate(for: 1) { gtk_widget_get_mapped(window.backButton.pointer) != 0 }
        GtkTestSupport.iterate(for: 0.2)
        var bounds = graphene_rect_t()
        XCTAssertNotEqual(gtk_widget_compute_bounds(window.backButton.pointer, window.window.pointer, &bounds), 0)
        let width = Double(gtk_widget_get_width(window.window.pointer))
        return (Double(bounds.origin.x), Double(bounds.origin.x + bounds.size.width), width)
    }

    func testTheBackButtonIsOnTheRightOfAMirroredWindow() async throws {
        let rightToLeft = try backButtonPlace(language: "ar")
        let leftToRight = try backButtonPlace(language: "de")
        print("back button: RTL \(rightToLeft), LTR \(leftToRight)")
        XCTAssertGreaterThan(rightToLeft.left, rightToLeft.width * 3 / 4)
        XCTAssertLessThan(leftToRight.right, leftToRight.width / 4)
    }

    func testAltRightGoesBackInAMirroredWindowAndTheShortcutsWindowSaysSo() async throws {
        // GTK's initialisation sets the direction from the locale: first, as in the application.
        GtkTestSupport.initialize()
        WindowLanguage.followDirection(of: InterfaceLanguage(tag: "ar"))
        defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
        XCTAssertTrue(ShortcutsWindow.groups.contains { $0.shortcuts.contains { $0.accelerators == "<Alt>Right Escape" } })
        let window = GtkTestSupport.makeWindow(FakeSession(root: DemoPages.root, pages: ["Long": DemoPages.long(rows: 3)]))
        defer { window.window.destroy() }
        window.openPage(named: "Long", title: "Long")
        XCTAssertEqual(window.navigation.pages.count, 2)
        XCTAssertNotEqual(bs_test_activate_shortcut(window.window.pointer, guint(GDK_KEY_Right), GDK_ALT_MASK), 0)
        XCTAssertTrue(GtkTestSupport.iterate(for: 2) { window.navigation.pages.count == 1 }, "Alt+Right went back")
    }
}
