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

    /// X11's `WM_CLASS` (instance and class) is the desktop entry's `StartupWMClass`, so the
    /// shell puts the windows under its icon; GTK alone would say "bundle-settings-window".
    func testWindowsAreOfTheDesktopEntrysClass() async throws {
        GtkTestSupport.initialize()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wm-class-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let request = OpenRequest(bundlePath: GtkTestSupport.resourcesDirectory + "/Settings.bundle",
                                  setup: SessionSetup(storePath: folder.appendingPathComponent("store.ini").path), languages: ["en"])
        let shot = folder.appendingPathComponent("shot.png").path
        _ = SettingsApplication.run(request: request, applicationID: nil, forwardedArguments: [], readForwarded: { _ in nil },
                                    resourcesDirectory: GtkTestSupport.resourcesDirectory, geometryPath: nil,
                                    firstFrame: .screenshot(path: shot))
        // A window made after the application set its class up, as every later window is.
        let window = Window(application: nil)
        defer { window.destroy() }
        window.present()
        GtkTestSupport.iterate(for: 2) { gtk_widget_get_mapped(window.pointer) != 0 }
        let id = bs_x11_window_id(window.pointer)
        XCTAssertNotEqual(id, 0, "the tests run on X11 (Xvfb)")
        let xprop = Process()
        xprop.executableURL = URL(fileURLWithPath: "/usr/bin/xprop")
        xprop.arguments = ["-id", String(id), "WM_CLASS"]
        let output = Pipe()
        xprop.standardOutput = output
        try xprop.run()
        xprop.waitUntilExit()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(text.trimmingCharacters(in: .whitespacesAndNewlines),
                       "WM_CLASS(STRING) = \"org.bundlesettings.BundleSettings\", \"org.bundlesettings.BundleSettings\"")
        let desktopEntry = try String(contentsOfFile: GtkTestSupport.resourcesDirectory + "/../data/org.bundlesettings.BundleSettings.desktop.in", encoding: .utf8)
        XCTAssertTrue(desktopEntry.contains("StartupWMClass=\(SettingsApplication.identifier)\n"))
    }

    func testClosingTheWindowStopsBuildingRows() async throws {
        let window = GtkTestSupport.makeWindow(FakeSession(root: DemoPages.root, pages: ["Long": DemoPages.long(rows: 5_000)]))
        window.binder.openPage(named: "Long", title: "Long")
        let page = try XCTUnwrap(window.currentPage)
        XCTAssertFalse(page.isBuilt)
        window.window.destroy()
        let built = page.presenters.count
        GtkTestSupport.iterate(for: 0.3)
        XCTAssertEqual(page.presenters.count, built)
        XCTAssertLessThan(built, 5_000)
    }
}
