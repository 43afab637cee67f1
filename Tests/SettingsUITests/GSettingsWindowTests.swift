import CGLib
import CGtk
import Foundation
import GtkKit
import SettingsKit
@testable import SettingsUI
import XCTest

/// The window on a real controller whose store is GSettings: changes made through GSettings
/// reach the visible rows through the `changed` signal, the window's edits reach GSettings, and
/// a key dconf locks is shown as set by the administrator.
@MainActor
final class GSettingsWindowTests: XCTestCase {
    private var folder: String!
    private var plan: GSettingsSchemaPlan!
    private var bundle: SettingsBundle!
    private static let id = "org.example.WindowDemo"

    override func setUp() async throws {
        folder = NSTemporaryDirectory() + "gsettings-window-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder + "/schemas", withIntermediateDirectories: true)
        bundle = try SettingsBundle.open(path: GtkTestSupport.resourcesDirectory + "/Settings.bundle", languages: ["en"]).get()
        plan = GSettingsSchemaPlan(bundle: bundle)
        let document = GSettingsSchemaWriter.document(plan, id: Self.id, path: "/org/example/WindowDemo/", source: "test")
        try Data(document.utf8).write(to: URL(fileURLWithPath: folder + "/schemas/\(Self.id).gschema.xml"))
        XCTAssertEqual(try run("/usr/bin/glib-compile-schemas", "--strict", folder + "/schemas"), 0)
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    @discardableResult
    private func run(_ tool: String, _ arguments: String...) throws -> Int32 {
        guard FileManager.default.isExecutableFile(atPath: tool) else { throw XCTSkip("\(tool) is not installed") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    private func store(backend: UnsafeMutablePointer<GSettingsBackend>) -> GSettingsStore {
        GSettingsStore(address: GSettingsAddress(schemaID: Self.id), plan: plan, schemaDirectory: folder + "/schemas", backend: backend)
    }

    func testGSettingsChangesReachTheRowsAndTheRowsWriteGSettings() async throws {
        // GLib's memory backend stands in for dconf: one per test, shared by two stores as
        // dconf is shared by two programs.
        let backend = try XCTUnwrap(g_memory_settings_backend_new())
        defer { g_object_unref(backend) }
        let window = GtkTestSupport.makeWindow(SettingsController(bundle: bundle, store: store(backend: backend), applicationName: "Demo"))
        defer { window.window.destroy() }
        let other = store(backend: backend)
        let toggle = try XCTUnwrap(GtkTestSupport.presenter(ToggleRowPresenter.self, key: "sync_enabled", in: window))
        XCTAssertTrue(toggle.control.isOn)
        try other.setValue(.bool(false), forKey: "sync_enabled")
        XCTAssertTrue(GtkTestSupport.iterate(for: 3) { !toggle.control.isOn }, "the changed signal updated the switch")
        toggle.control.isOn = true
        GtkTestSupport.iterate(for: 0.3)
        XCTAssertEqual(other.value(forKey: "sync_enabled"), .bool(true))
    }

    func testAKeyDconfLocksIsSetByTheAdministrator() async throws {
        // As an administrator locks a key: a keyfile database with a lock, compiled, named by a profile.
        let database = folder + "/site.d"
        try FileManager.default.createDirectory(atPath: database + "/locks", withIntermediateDirectories: true)
        try Data("[org/example/WindowDemo]\nsync-enabled=false\n".utf8).write(to: URL(fileURLWithPath: database + "/00-site"))
        try Data("/org/example/WindowDemo/sync-enabled\n".utf8).write(to: URL(fileURLWithPath: database + "/locks/site"))
        XCTAssertEqual(try run("/usr/bin/dconf", "compile", folder + "/site", database), 0)
        try Data("user-db:user\nfile-db:\(folder!)/site\n".utf8).write(to: URL(fileURLWithPath: folder + "/profile"))
        let backend = try dconfBackend(profile: folder + "/profile")
        defer { g_object_unref(backend) }

        let window = GtkTestSupport.makeWindow(SettingsController(bundle: bundle, store: store(backend: backend), applicationName: "Demo"))
        defer { window.window.destroy() }
        let toggle = try XCTUnwrap(GtkTestSupport.presenter(ToggleRowPresenter.self, key: "sync_enabled", in: window))
        XCTAssertFalse(toggle.control.isOn, "the administrator's value")
        XCTAssertFalse(toggle.listRows[0].isSensitive)
        XCTAssertTrue(GtkTestSupport.labels(in: toggle.listRows[0].pointer).contains(RowView.lockedSubtitle))
        let quality = try XCTUnwrap(GtkTestSupport.presenter(MultiValueRowPresenter.self, key: "sync_quality", in: window))
        XCTAssertTrue(quality.listRows[0].isSensitive, "other keys stay the user's")
        GtkTestSupport.iterate(for: 0.3)
        XCTAssertTrue(WidgetScreenshot.savePNG(of: window.window, to: "/tmp/bundle-settings-dconf-lock.png"))
    }

    /// An administrator's system default that changes while the window is open reaches the row,
    /// though the user's value (none) stays as it was. dconf tells of `dconf update` on the
    /// system bus, and only for databases under /etc/dconf/db; a private profile can name a
    /// file database only, which dconf reads once it exists (warning until then) and never
    /// watches. So the profile names one not yet written, the test writes it, and tells the
    /// backend that the key changed as dconf's backend does when the system bus tells it.
    func testASystemDefaultChangedWhileTheWindowIsOpenReachesTheRow() async throws {
        let site = folder + "/site"
        try Data("user-db:user\nfile-db:\(site)\n".utf8).write(to: URL(fileURLWithPath: folder + "/profile"))
        let backend = try dconfBackend(profile: folder + "/profile")
        defer { g_object_unref(backend) }
        let window = GtkTestSupport.makeWindow(SettingsController(bundle: bundle, store: store(backend: backend), applicationName: "Demo"))
        defer { window.window.destroy() }
        let toggle = try XCTUnwrap(GtkTestSupport.presenter(ToggleRowPresenter.self, key: "sync_enabled", in: window))
        XCTAssertTrue(toggle.control.isOn, "the bundle's default while the administrator sets none")

        let database = folder + "/site.d"
        try FileManager.default.createDirectory(atPath: database, withIntermediateDirectories: true)
        try Data("[org/example/WindowDemo]\nsync-enabled=false\n".utf8).write(to: URL(fileURLWithPath: database + "/00-site"))
        XCTAssertEqual(try run("/usr/bin/dconf", "compile", site, database), 0)
        g_settings_backend_changed(backend, "/org/example/WindowDemo/sync-enabled", nil)
        XCTAssertTrue(GtkTestSupport.iterate(for: 3) { !toggle.control.isOn }, "the administrator's new default")
        XCTAssertTrue(toggle.listRows[0].isSensitive, "a default, not a lock: the user may still change it")
    }

    /// A new dconf backend (not the process's default, which reads its profile only once) that
    /// reads `profile`. Reading values and locks needs no D-Bus: dconf clients read the
    /// databases themselves.
    private func dconfBackend(profile: String) throws -> UnsafeMutablePointer<GSettingsBackend> {
        // Loads GIO's modules, where the dconf backend lives.
        g_object_unref(g_settings_backend_get_default())
        guard let point = g_io_extension_point_lookup(G_SETTINGS_BACKEND_EXTENSION_POINT_NAME),
              let dconf = g_io_extension_point_get_extension_by_name(point, "dconf") else {
            throw XCTSkip("GIO's dconf backend is not installed (dconf-gsettings-backend)")
        }
        setenv("DCONF_PROFILE", profile, 1)
        defer { unsetenv("DCONF_PROFILE") }
        let object = g_object_new_with_properties(g_io_extension_get_type(dconf), 0, nil, nil)
        return try XCTUnwrap(object).withMemoryRebound(to: GSettingsBackend.self, capacity: 1) { $0 }
    }
}
