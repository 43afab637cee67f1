import CGtk
import Foundation
import GtkKit
import XCTest

/// The window follows the desktop's light/dark preference from the settings portal.
@MainActor
final class ColorSchemeTests: XCTestCase {
    func testFollowsThePortalsColorScheme() async throws {
        GtkTestSupport.initialize()
        let settings = try XCTUnwrap(gtk_settings_get_default())
        defer { bs_object_set_boolean(UnsafeMutableRawPointer(settings), "gtk-application-prefer-dark-theme", 0) }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scripts/fake-settings-portal.py").path
        let output = Pipe()
        let portal = Process()
        portal.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        portal.arguments = [script]
        portal.standardOutput = output
        try portal.run()
        defer { if portal.isRunning { portal.terminate() } }
        // Wait for the portal to own its name on the bus.
        let ready = output.fileHandleForReading.availableData
        XCTAssertTrue(String(decoding: ready, as: UTF8.self).hasPrefix("ready"))

        XCTAssertFalse(ColorScheme.prefersDark)
        ColorScheme.followDesktop()
        XCTAssertTrue(GtkTestSupport.iterate(for: 5) { ColorScheme.prefersDark }, "read: prefer dark")
        XCTAssertTrue(GtkTestSupport.iterate(for: 5) { !ColorScheme.prefersDark }, "changed: prefer light")
    }
}
