import CGtk
import Foundation
import GtkKit
@testable import SettingsUI
import XCTest

/// What a screen reader announces, read over AT-SPI by a Python script while GTK keeps running.
@MainActor
final class ScreenReaderTests: XCTestCase {
    func testNoControlIsUnnamedOrNamedAfterItsClass() async throws {
        let window = GtkTestSupport.makeWindow(FakeSession(root: DemoPages.root))
        defer { window.window.destroy() }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scripts/atspi-list-controls.py").path
        let output = Pipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script, String(getpid())]
        process.standardOutput = output
        try process.run()
        // The script asks this process over D-Bus: keep GTK answering until it is done.
        XCTAssertTrue(GtkTestSupport.iterate(for: 30) { !process.isRunning })
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let controls = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [[String: String]],
                                     String(decoding: data, as: UTF8.self))
        print("AT-SPI controls: \(controls)")
        let names = controls.compactMap { $0["name"] }
        XCTAssertFalse(controls.isEmpty)
        for control in controls {
            let name = control["name"] ?? ""
            XCTAssertFalse(name.isEmpty, "unnamed \(control)")
            XCTAssertFalse(name.hasPrefix("Gtk"), "named after its class: \(control)")
        }
        for expected in ["Play sounds", "Volume", "Name", "PIN code", "Password", "balance", "Send usage data"] {
            XCTAssertTrue(names.contains(expected), "\(expected) missing from \(names)")
        }
    }
}
