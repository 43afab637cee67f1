import CGtk
import CGtkKit
import Foundation
import GtkKit
@testable import SettingsKit
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
        window.binder.openPage(named: "Long", title: "Long")
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

    /// Where the field's text starts and ends, as fractions of the field's width.
    private func textPlace(of field: TextFieldRowPresenter) throws -> (start: Double, end: Double) {
        let delegate = try XCTUnwrap(gtk_editable_get_delegate(field.entry.opaque))
        let text = UnsafeMutablePointer<GtkWidget>(delegate)
        let width = Double(gtk_widget_get_width(text))
        XCTAssertGreaterThan(width, 100, "laid out")
        let edges = [0, field.entry.text.count].map { position in
            var strong = graphene_rect_t()
            gtk_text_compute_cursor_extents(gtkCast(text, to: GtkText.self), gsize(position), &strong, nil)
            return Double(strong.origin.x) / width
        }
        return (edges.min() ?? 0, edges.max() ?? 0)
    }

    /// The demo's proxy group in Arabic: the port's digits (no direction of their own) sat on
    /// the right while the field was not focused and jumped to the left once it was, and the
    /// host name sat on the left. Every field's text now starts at the window's start, the
    /// right, its characters still in their own order.
    func testTheFieldsOfAMirroredWindowKeepTheirTextOnTheRightFocusedOrNot() async throws {
        GtkTestSupport.initialize()
        WindowLanguage.followDirection(of: InterfaceLanguage(tag: "ar"))
        defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
        var port = TextFieldRow()
        port.traits.keyboard = .numberPad
        let host = DemoPages.row(0, .textField(TextFieldRow()), key: "host", title: "Host", default: .string("proxy.example.org"))
        let portRow = DemoPages.row(1, .textField(port), key: "port", title: "Port", default: .string("8080"))
        let page = Page(name: "Root", path: nil, title: "Proxy", sections: [Section(header: nil, rows: [host, portRow])],
                        rows: [host, portRow])
        let window = GtkTestSupport.makeWindow(FakeSession(root: page))
        defer { window.window.destroy() }
        let hostField = try XCTUnwrap(GtkTestSupport.presenter(TextFieldRowPresenter.self, key: "host", in: window))
        let portField = try XCTUnwrap(GtkTestSupport.presenter(TextFieldRowPresenter.self, key: "port", in: window))
        XCTAssertTrue(GtkTestSupport.iterate(for: 2) { gtk_widget_get_mapped(portField.entry.pointer) != 0 })
        for (name, field) in [("host", hostField), ("port", portField)] {
            let place = try textPlace(of: field)
            XCTAssertGreaterThan(place.start, 0.5, "\(name): on the right, \(place)")
        }
        portField.entry.grabFocus()
        XCTAssertTrue(GtkTestSupport.iterate(for: 2) { portField.entry.containsFocus })
        let focused = try textPlace(of: portField)
        XCTAssertGreaterThan(focused.start, 0.5, "the focused port: still on the right, \(focused)")
        XCTAssertEqual(portField.entry.text, "8080")
        // Emptied while focused, it shows its placeholder, which GTK places by the widget's
        // direction: the field's alignment is then 0, keeping it on the right too.
        portField.entry.text = ""
        XCTAssertEqual(gtk_editable_get_alignment(portField.entry.opaque), 0)
    }

    func testAltRightGoesBackInAMirroredWindowAndTheShortcutsWindowSaysSo() async throws {
        // GTK's initialisation sets the direction from the locale: first, as in the application.
        GtkTestSupport.initialize()
        WindowLanguage.followDirection(of: InterfaceLanguage(tag: "ar"))
        defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
        XCTAssertTrue(ShortcutsWindow.groups.contains { $0.shortcuts.contains { $0.accelerators == "<Alt>Right Escape" } })
        let window = GtkTestSupport.makeWindow(FakeSession(root: DemoPages.root, pages: ["Long": DemoPages.long(rows: 3)]))
        defer { window.window.destroy() }
        window.binder.openPage(named: "Long", title: "Long")
        XCTAssertEqual(window.navigation.pages.count, 2)
        XCTAssertNotEqual(bs_test_activate_shortcut(window.window.pointer, guint(GDK_KEY_Right), GDK_ALT_MASK), 0)
        XCTAssertTrue(GtkTestSupport.iterate(for: 2) { window.navigation.pages.count == 1 }, "Alt+Right went back")
    }
}
