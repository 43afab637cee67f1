import CGtk
import Foundation
import GtkKit
@testable import SettingsUI
import XCTest

/// The InAppSettingsKit rows' controls as a screen reader announces them, read over AT-SPI.
@MainActor
final class IASKScreenReaderTests: XCTestCase {
    func testNoIASKControlIsUnnamedOrNamedAfterItsClass() async throws {
        let session = FakeSession(root: IASKPages.root, pages: ["Account": IASKPages.account])
        let window = GtkTestSupport.makeWindow(session)
        defer { window.window.destroy() }
        let controls = try ATSPIScript.controls()
        print("AT-SPI controls: \(controls)")
        XCTAssertFalse(controls.isEmpty)
        for control in controls {
            let name = control["name"] ?? ""
            XCTAssertFalse(name.isEmpty, "unnamed \(control)")
            XCTAssertFalse(name.hasPrefix("Gtk"), "named after its class: \(control)")
        }
        let names = controls.compactMap { $0["name"] }
        for expected in ["Meeting, hour", "Meeting, minutes", "Notes", "New item for Tags", "Add to Tags", "Delete red",
                         "Tags, item 1", "Email", "Birthday: not set", "Next month"] {
            XCTAssertTrue(names.contains(expected), "\(expected) missing from \(names)")
        }
    }
}
