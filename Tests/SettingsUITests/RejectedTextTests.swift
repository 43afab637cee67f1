import CGtk
import CGtkKit
import GtkKit
@testable import SettingsKit
@testable import SettingsUI
import XCTest

/// Text a field's rule refuses is never dropped without a word: Back and closing the window keep
/// the page once, focus the field and say why; doing it again discards the text.
@MainActor
final class RejectedTextTests: XCTestCase {
    private var session: FakeSession!
    private var window: SettingsWindow!

    override func setUp() async throws {
        var code = DemoPages.row(1, .textField(TextFieldRow()), key: "code", title: "Code")
        code.rules.maximumLength = 2
        let group = DemoPages.row(0, .group(GroupRow(footer: nil)), title: "Connection")
        session = FakeSession(root: DemoPages.root, pages: [
            "Advanced": Page(name: "Advanced", path: nil, title: "Advanced", sections: [Section(header: group, rows: [code])],
                             rows: [group, code]),
        ])
        window = GtkTestSupport.makeWindow(session)
        window.binder.openPage(named: "Advanced", title: "Advanced")
        GtkTestSupport.iterate(for: 1) { self.window.currentPage?.isBuilt == true }
    }

    override func tearDown() async throws {
        window.window.destroy()
        GtkTestSupport.iterate(for: 0.05)
    }

    /// The field on the Advanced page, holding `text` typed, which its rule (at most 2
    /// characters) refuses, with the focus elsewhere.
    private func typeRefusedText(_ text: String = "Ada") throws -> TextFieldRowPresenter {
        let field = try XCTUnwrap(GtkTestSupport.presenter(TextFieldRowPresenter.self, key: "code", in: window))
        field.entry.grabFocus()
        field.entry.text = text
        window.backButton.grabFocus()
        XCTAssertNotNil(field.violation)
        XCTAssertTrue(session.writes.isEmpty, "refused text is not stored")
        return field
    }

    func testBackKeepsAPageWithRefusedTextOnceFocusingTheFieldAndSayingWhy() async throws {
        let field = try typeRefusedText()
        XCTAssertTrue(sendKey(GDK_KEY_Left, GDK_ALT_MASK))
        XCTAssertEqual(window.navigation.pages.count, 2, "the page stays")
        XCTAssertEqual(field.entry.text, "Ada")
        XCTAssertTrue(window.banner.isRevealed)
        XCTAssertEqual(window.banner.message.text, "“Code” is not saved: Enter at most 2 characters. Go back again to discard it.")
        XCTAssertTrue(try XCTUnwrap(window.window.focusWidget).isInside(field.entry), "the field has the focus")
        XCTAssertFalse(hasSelection(field.entry), "nothing selected for the next key to replace")

        XCTAssertTrue(sendKey(GDK_KEY_Left, GDK_ALT_MASK))
        XCTAssertEqual(window.navigation.pages.count, 1, "Back again discards it")
        XCTAssertTrue(session.writes.isEmpty)
    }

    func testTypingAgainAfterTheWarningWarnsAgain() async throws {
        let field = try typeRefusedText()
        XCTAssertTrue(sendKey(GDK_KEY_Escape, GdkModifierType(0)))
        XCTAssertEqual(window.navigation.pages.count, 2)
        field.entry.text = "Adam"
        XCTAssertTrue(sendKey(GDK_KEY_Escape, GdkModifierType(0)))
        XCTAssertEqual(window.navigation.pages.count, 2, "other text: the user is told again")
        field.entry.text = "Al"
        XCTAssertTrue(sendKey(GDK_KEY_Escape, GdkModifierType(0)))
        XCTAssertEqual(window.navigation.pages.count, 1, "valid text is stored and the page goes")
        XCTAssertEqual(session.writes.last?.value, .string("Al"))
    }

    func testControlWKeepsTheWindowWithRefusedTextOnceThenCloses() async throws {
        _ = try typeRefusedText()
        XCTAssertTrue(sendKey(GDK_KEY_w, GDK_CONTROL_MASK))
        GtkTestSupport.iterate(for: 0.2)
        XCTAssertNotEqual(gtk_widget_get_visible(window.window.pointer), 0, "still open, saying why")
        XCTAssertEqual(window.banner.message.text, "“Code” is not saved: Enter at most 2 characters. Close again to discard it.")
        XCTAssertTrue(sendKey(GDK_KEY_w, GDK_CONTROL_MASK))
        GtkTestSupport.iterate(for: 1) { gtk_widget_get_visible(self.window.window.pointer) == 0 }
        XCTAssertEqual(gtk_widget_get_visible(window.window.pointer), 0, "a second close goes through")
    }

    /// The page kept by Back, for looking at in each style (`BUNDLE_SETTINGS_SCREENSHOT_DIR`).
    func testScreenshotOfThePageKeptByBack() async throws {
        guard let screenshots = ProcessInfo.processInfo.environment["BUNDLE_SETTINGS_SCREENSHOT_DIR"] else {
            throw XCTSkip("set BUNDLE_SETTINGS_SCREENSHOT_DIR")
        }
        _ = try typeRefusedText()
        window.window.setDefaultSize(width: 640, height: 400)
        XCTAssertTrue(sendKey(GDK_KEY_Left, GDK_ALT_MASK))
        try ThemeContrastTests.inEachTheme { theme in
            GtkTestSupport.iterate(for: 0.3)
            XCTAssertTrue(WidgetScreenshot.savePNG(of: window.window, to: "\(screenshots)/refused-text-kept-\(theme).png"))
        }
    }

    private func hasSelection(_ entry: TextEntry) -> Bool {
        var start: Int32 = 0
        var end: Int32 = 0
        return gtk_editable_get_selection_bounds(OpaquePointer(entry.pointer), &start, &end) != 0
    }

    /// Sends a key press through the window's shortcut controllers, as typing it would.
    private func sendKey(_ keyval: Int32, _ modifiers: GdkModifierType) -> Bool {
        bs_test_activate_shortcut(window.window.pointer, guint(keyval), modifiers) != 0
    }
}
