import CGtk
import Foundation
import GtkKit
import SettingsKit
@testable import SettingsUI
import XCTest

/// An administrator changes the system defaults and locks (`$XDG_CONFIG_DIRS/DOMAIN/…`, README
/// "Many machines") while the window is open: the window follows at once, as it follows the
/// store, through the session `SessionSetup` opens.
@MainActor
final class AdministratorWindowTests: XCTestCase {
    private var folder: URL!
    /// The administrator's folder for the domain "demo"; made by the tests that write in it.
    private var systemFolder: URL { folder.appendingPathComponent("etc/demo") }
    private static let demo = GtkTestSupport.resourcesDirectory + "/Settings.bundle"

    override func setUp() async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("administrator-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("etc"), withIntermediateDirectories: true)
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func window() throws -> SettingsWindow {
        let bundle = try SettingsBundle.open(path: Self.demo, languages: ["en"]).get()
        let setup = SessionSetup(storePath: folder.appendingPathComponent("settings.ini").path, domain: "demo")
        let controller = setup.openController(for: bundle, environment: ["XDG_CONFIG_DIRS": folder.appendingPathComponent("etc").path])
        return GtkTestSupport.makeWindow(controller, mode: .endUser)
    }

    /// Writes the administrator's `name` file as configuration management does: a new file
    /// renamed over the old one.
    private func writeSystemFile(_ name: String, _ text: String) throws {
        try FileManager.default.createDirectory(at: systemFolder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: systemFolder.appendingPathComponent(name), options: .atomic)
    }

    func testALockTheAdministratorAddsMakesTheRowReadOnlyAtOnce() async throws {
        let window = try window()
        defer { window.window.destroy() }
        let useProxy = try XCTUnwrap(GtkTestSupport.presenter(ToggleRowPresenter.self, key: "proxy_enabled", in: window))
        let row = try XCTUnwrap(useProxy.listRows.first)
        XCTAssertTrue(row.isSensitive)

        try writeSystemFile("locks", "proxy_enabled\n")
        XCTAssertTrue(GtkTestSupport.iterate(for: 10) { !row.isSensitive }, "the locked row is read-only")
        XCTAssertTrue(GtkTestSupport.labels(in: row.pointer).contains(RowView.lockedSubtitle))

        try FileManager.default.removeItem(at: systemFolder.appendingPathComponent("locks"))
        XCTAssertTrue(GtkTestSupport.iterate(for: 10) { row.isSensitive }, "unlocked again")
    }

    func testASystemDefaultTheAdministratorSetsShowsTheRowsThatDependOnIt() async throws {
        let window = try window()
        defer { window.window.destroy() }
        let useProxy = try XCTUnwrap(GtkTestSupport.presenter(ToggleRowPresenter.self, key: "proxy_enabled", in: window))
        let host = try XCTUnwrap(GtkTestSupport.presenter(TextFieldRowPresenter.self, key: "proxy_host", in: window))
        let hostRow = try XCTUnwrap(host.listRows.first)
        XCTAssertFalse(gtk_widget_is_visible(hostRow.pointer) != 0)

        try writeSystemFile("settings.ini", "[Settings]\nproxy_enabled=true\n")
        XCTAssertTrue(GtkTestSupport.iterate(for: 10) { gtk_widget_is_visible(hostRow.pointer) != 0 },
                      "the proxy group shows under the system default")
        XCTAssertTrue(useProxy.control.isOn)
    }
}
