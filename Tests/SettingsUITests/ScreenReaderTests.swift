import CGtk
import Foundation
import GtkKit
@testable import SettingsUI
import XCTest

/// What a screen reader announces, read over AT-SPI by a Python script while GTK keeps running.
@MainActor
final class ScreenReaderTests: XCTestCase {
    /// Role and name of each control (and with `rows`, each list row) this process shows.
    private func announced(rows: Bool = false) throws -> [[String: String]] {
        try rows ? ATSPIScript.controls("--rows") : ATSPIScript.controls()
    }

    func testRowsThatShowAStateSayIt() async throws {
        let window = GtkTestSupport.makeWindow(FakeSession(root: DemoPages.root))
        defer { window.window.destroy() }
        let rows = try announced(rows: true).filter { $0["role"] == "list item" }.compactMap { $0["name"] }
        print("AT-SPI rows: \(rows)")
        for expected in ["Colour: Green", "Medium, selected", "Small", "balance"] {
            XCTAssertTrue(rows.contains(expected), "\(expected) missing from \(rows)")
        }
    }

    func testNoControlIsUnnamedOrNamedAfterItsClass() async throws {
        let window = GtkTestSupport.makeWindow(FakeSession(root: DemoPages.root))
        defer { window.window.destroy() }
        let controls = try announced()
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
