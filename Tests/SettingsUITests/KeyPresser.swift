import Foundation
import XCTest

/// Real key presses through AT-SPI's device controller (X keycodes of the Xvfb keymap).
@MainActor
enum KeyPresser {
    static let f10 = 76
    static let slash = 61
    static let control = 37
    static let shift = 50

    /// `settle`: how long the main loop then runs, for what the key started.
    static func press(_ key: Int, holding modifiers: [Int] = [], settle: TimeInterval = 0.2) throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scripts/atspi-press-key.py").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script, String(key)] + modifiers.map(String.init)
        try process.run()
        XCTAssertTrue(GtkTestSupport.iterate(for: 10) { !process.isRunning })
        GtkTestSupport.iterate(for: settle)
    }
}
