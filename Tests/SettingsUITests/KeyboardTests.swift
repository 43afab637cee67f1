import CGtk
import Foundation
import GtkKit
@testable import SettingsUI
import XCTest

/// Real key presses, injected through AT-SPI (XTest under Xvfb), reach the window's shortcuts.
@MainActor
final class KeyboardTests: XCTestCase {
    // X keycodes of the standard PC keymap Xvfb loads.
    private static let escape = 9
    private static let left = 113
    private static let alt = 64

    private func press(_ key: Int, holding modifiers: [Int] = []) throws {
        try KeyPresser.press(key, holding: modifiers)
    }

    func testEscapeAndAltLeftKeysGoBack() async throws {
        let session = FakeSession(root: DemoPages.root, pages: ["Advanced": DemoPages.advanced])
        let window = GtkTestSupport.makeWindow(session)
        defer { window.window.destroy() }
        for (key, modifiers) in [(Self.escape, []), (Self.left, [Self.alt])] {
            window.binder.openPage(named: "Advanced", title: "Advanced")
            GtkTestSupport.iterate(for: 0.2)
            XCTAssertEqual(window.navigation.pages.count, 2)
            try press(key, holding: modifiers)
            XCTAssertEqual(window.navigation.pages.count, 1, "key \(key) with \(modifiers)")
        }
    }
}
