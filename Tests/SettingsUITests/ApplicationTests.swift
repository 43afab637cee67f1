import CGtk
import Foundation
import GtkKit
import SettingsKit
@testable import SettingsUI
import XCTest

/// The application shell as the executable runs it, quitting after its first frame.
@MainActor
final class ApplicationTests: XCTestCase {
    func testRunShowsTheWindowSavesAScreenshotAndQuits() async throws {
        GtkTestSupport.initialize()
        let path = "/tmp/bundle-settings-application.png"
        try? FileManager.default.removeItem(atPath: path)
        // 5,000 rows still being built must not keep the application from quitting.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("application-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = folder.appendingPathComponent("Settings.bundle")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        let rows: [[String: Any]] = (0..<5_000).map {
            ["Type": "PSToggleSwitchSpecifier", "Title": "Row \($0)", "Key": "row\($0)", "DefaultValue": false]
        }
        let data = try PropertyListSerialization.data(fromPropertyList: ["PreferenceSpecifiers": rows], format: .xml, options: 0)
        try data.write(to: bundle.appendingPathComponent("Root.plist"))
        let request = OpenRequest(bundlePath: bundle.path,
                                  setup: SessionSetup(storePath: folder.appendingPathComponent("store.ini").path),
                                  languages: ["en"])
        let start = Date()
        let status = SettingsApplication.run(request: request, applicationID: nil, forwardedArguments: [],
                                             readForwarded: { _ in nil },
                                             resourcesDirectory: GtkTestSupport.resourcesDirectory,
                                             geometryPath: nil, firstFrame: .screenshot(path: path))
        let seconds = Date().timeIntervalSince(start)
        print("application with 5,000 rows: screenshot and quit after \(Int(seconds * 1000)) ms")
        XCTAssertEqual(status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path))
        XCTAssertLessThan(seconds, 2)
    }

    func testClosingTheWindowStopsBuildingRows() async throws {
        let window = GtkTestSupport.makeWindow(FakeSession(root: DemoPages.root, pages: ["Long": DemoPages.long(rows: 5_000)]))
        window.openPage(named: "Long", title: "Long")
        let page = try XCTUnwrap(window.currentPage)
        XCTAssertFalse(page.isBuilt)
        window.window.destroy()
        let built = page.presenters.count
        GtkTestSupport.iterate(for: 0.3)
        XCTAssertEqual(page.presenters.count, built)
        XCTAssertLessThan(built, 5_000)
    }
}
