import CGtk
import Foundation
import GtkKit
@testable import SettingsKit
@testable import SettingsUI
import XCTest

/// The hub lists the applications whose settings are installed GSettings schemas, and the
/// Desktop entry (a fixture's `XDG_DATA_DIRS`: desktop entries, schemas compiled into its
/// `glib-2.0/schemas`), opens them in the same window, and speaks to a user at first.
/// Values do not matter here: run with `GSETTINGS_BACKEND=memory` under a private bus.
@MainActor
final class SchemaHubTests: XCTestCase {
    private var folder: URL!
    private var instance: ApplicationInstance!
    private static var recentLists: [RecentBundles] = []

    private var environment: [String: String] {
        ["HOME": path("home"), "XDG_DATA_HOME": path("user"), "XDG_DATA_DIRS": path("system")]
    }

    private func path(_ relative: String) -> String { folder.appendingPathComponent(relative).path }

    private static let schemas = """
    <schemalist>
      <schema id="org.example.Editor" path="/org/example/editor/">
        <key name="tab-width" type="u"><default>8</default><range min="1" max="32"/><summary>Tab Width</summary></key>
        <key name="window-maximized" type="b"><default>false</default></key>
        <key name="last-folder" type="s"><default>''</default></key>
      </schema>
      <schema id="org.gnome.desktop.interface" path="/org/gnome/desktop/interface/">
        <key name="clock-format" type="s"><choices><choice value="24h"/><choice value="12h"/></choices><default>'24h'</default><summary>Clock Format</summary></key>
      </schema>
      <schema id="org.gnome.desktop.background" path="/org/gnome/desktop/background/">
        <key name="show-desktop-icons" type="b"><default>false</default></key>
      </schema>
      <schema id="org.gnome.mutter" path="/org/gnome/mutter/">
        <key name="edge-tiling" type="b"><default>true</default><summary>Edge Tiling</summary></key>
      </schema>
    </schemalist>
    """

    override func setUp() async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("schema-hub-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        GtkTestSupport.initialize()
        let recent = RecentBundles(file: path("recent.xbel"))
        Self.recentLists.append(recent)
        instance = ApplicationInstance(application: LauncherTests.application, resourcesDirectory: nil, geometryPath: nil,
                                       firstFrame: .none, recent: recent, environment: environment)
    }

    override func tearDown() async throws {
        for window in instance.windows { window.window.destroy() }
        for launcher in instance.launcherWindows { launcher.window.destroy() }
        GtkTestSupport.iterate(for: 0.1)
        try? FileManager.default.removeItem(at: folder)
    }

    private func installSchemas() throws {
        let schemas = path("system/glib-2.0/schemas")
        try FileManager.default.createDirectory(atPath: schemas, withIntermediateDirectories: true)
        try Self.schemas.write(toFile: schemas + "/fixture.gschema.xml", atomically: true, encoding: .utf8)
        let compile = Process()
        compile.executableURL = URL(fileURLWithPath: "/usr/bin/glib-compile-schemas")
        compile.arguments = ["--strict", schemas]
        try compile.run()
        compile.waitUntilExit()
        XCTAssertEqual(compile.terminationStatus, 0)
        let applications = path("system/applications")
        try FileManager.default.createDirectory(atPath: applications, withIntermediateDirectories: true)
        try "[Desktop Entry]\nType=Application\nExec=editor\nName=Text Editor\n"
            .write(toFile: applications + "/org.example.Editor.desktop", atomically: true, encoding: .utf8)
    }

    private func openHub() throws -> (LauncherWindow, StartPage) {
        instance.open(OpenRequest(bundlePath: nil, languages: ["en"]))
        let hub = try XCTUnwrap(instance.launcherWindows.first)
        let start = try XCTUnwrap(hub.startPage)
        XCTAssertTrue(GtkTestSupport.iterate(for: 10) { start.isRead && !start.isNamingApplications })
        return (hub, start)
    }

    private func titles(of window: SettingsWindow) -> [String?] {
        window.currentPage?.presenters.map(\.row.title) ?? []
    }

    private func openChild(titled title: String, in window: SettingsWindow) throws {
        let pane = try XCTUnwrap(window.currentPage?.presenters.compactMap { $0 as? ChildPaneRowPresenter }.first { $0.row.title == title })
        _ = pane.listRows[0].activate()
        GtkTestSupport.iterate(for: 0.2)
    }

    func testTheHubListsTheDesktopFirstAndASchemaApplicationAndOpensThem() async throws {
        try installSchemas()
        let (hub, start) = try openHub()
        XCTAssertEqual(start.applications.map(\.displayName), ["Desktop", "Text Editor"])
        XCTAssertFalse(start.status.reason.isVisible, "the list is the first view, not the developer's page")
        XCTAssertFalse(start.status.openButton.isVisible, "Open Bundle… is in the main menu, not under the applications")
        XCTAssertTrue(hub.menu.items.contains { $0.action == OpenBundleAction.name })
        hub.window.present()
        GtkTestSupport.iterate(for: 0.3)
        XCTAssertTrue(WidgetScreenshot.savePNG(of: hub.window, to: "/tmp/bundle-settings-schema-hub.png"))

        // An application of one schema opens on its keys, its state hidden.
        _ = try XCTUnwrap(start.row(ofApplication: "org.example.Editor")).activate()
        let editor = try XCTUnwrap(hub.opened)
        XCTAssertEqual(hub.window.title, "Text Editor")
        XCTAssertEqual(titles(of: editor), ["Tab Width"])
        _ = editor.backButton.activate()
        XCTAssertTrue(GtkTestSupport.iterate(for: 3) { hub.opened == nil })

        // The Desktop: its areas, each a page of its schemas' pages.
        _ = try XCTUnwrap(start.row(ofApplication: InstalledApplication.desktopID)).activate()
        let desktop = try XCTUnwrap(hub.opened)
        XCTAssertEqual(hub.window.title, "Desktop")
        XCTAssertEqual(titles(of: desktop), ["Appearance", "Windows & Workspaces"])
        try openChild(titled: "Appearance", in: desktop)
        XCTAssertEqual(titles(of: desktop), ["Background", "Interface"])
        try openChild(titled: "Interface", in: desktop)
        XCTAssertEqual(titles(of: desktop), ["Clock Format"])
        GtkTestSupport.iterate(for: 0.3)
        XCTAssertTrue(WidgetScreenshot.savePNG(of: hub.window, to: "/tmp/bundle-settings-schema-desktop.png"))
    }

    /// An application with a bundle shows its bundle; the keys of its schema are one row away.
    func testABundlesSchemaIsOnePageAwayFromIt() async throws {
        try installSchemas()
        let bundle = path("system/bundle-settings/apps/org.example.Editor/Settings.bundle")
        try FileManager.default.createDirectory(atPath: bundle, withIntermediateDirectories: true)
        let page: [String: Any] = ["PreferenceSpecifiers": [["Type": "PSToggleSwitchSpecifier", "Title": "Dark Mode", "Key": "dark", "DefaultValue": false]]]
        try PropertyListSerialization.data(fromPropertyList: page, format: .xml, options: 0).write(to: URL(fileURLWithPath: bundle + "/Root.plist"))
        let (hub, start) = try openHub()
        XCTAssertEqual(start.applications.map(\.displayName), ["Desktop", "Text Editor"], "one application, not two")
        _ = try XCTUnwrap(start.row(ofApplication: "org.example.Editor")).activate()
        let editor = try XCTUnwrap(hub.opened)
        XCTAssertEqual(titles(of: editor).compactMap { $0 }, ["Dark Mode", "More Settings"])
        try openChild(titled: "More Settings", in: editor)
        XCTAssertEqual(titles(of: editor), ["Tab Width"])
    }

    /// The hub's search finds schema keys (by key name, by choice) and opens one at its row.
    func testTheHubsSearchFindsSchemaKeysAndOpensOneAtItsRow() async throws {
        try installSchemas()
        let (hub, start) = try openHub()
        hub.window.present()
        start.searchSettings(for: "tab-width")
        XCTAssertTrue(GtkTestSupport.iterate(for: 20) { !start.settingsResults.results.isEmpty }, "indexed off the main thread, then searched")
        XCTAssertEqual(start.settingsResults.results.map { $0.pathParts.joined(separator: " › ") }, ["Text Editor › Tab Width"])
        start.searchSettings(for: "12h")
        XCTAssertEqual(start.settingsResults.results.map { $0.pathParts.joined(separator: " › ") },
                       ["Desktop › Appearance › Interface › Clock Format › 12h"], "a Desktop key's choice, under its areas")
        start.searchSettings(for: "tab-width")
        GtkTestSupport.iterate(for: 0.3)

        let row = try XCTUnwrap(gtk_list_box_get_row_at_index(start.settingsResults.list.opaque, 0))
        gtk_widget_activate(UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkWidget.self))
        let opened = try XCTUnwrap(hub.opened, "opened in the hub's window")
        XCTAssertEqual(hub.window.title, "Text Editor")
        let presenter = try XCTUnwrap(opened.currentPage?.presenters.first { $0.row.title == "Tab Width" })
        XCTAssertTrue(GtkTestSupport.iterate(for: 5) {
            guard let focused = hub.window.focusWidget else { return false }
            return focused.isInside(presenter.listRows[0]) || presenter.listRows[0].isInside(focused)
        }, "the row is focused")
    }

    func testShowAllSettingsShowsTheStateKeysAndHidesThemAgain() async throws {
        try installSchemas()
        let (hub, start) = try openHub()
        _ = try XCTUnwrap(start.row(ofApplication: "org.example.Editor")).activate()
        let editor = try XCTUnwrap(hub.opened)
        let scope = editor.scope
        XCTAssertEqual(scope.actionState(named: MainMenu.showAllSettingsAction), false, "off at first")
        XCTAssertTrue(editor.commands?.menu.items.contains { $0.action == MainMenu.showAllSettingsAction } ?? false)
        XCTAssertTrue(scope.activateAction(named: MainMenu.showAllSettingsAction))
        XCTAssertEqual(scope.actionState(named: MainMenu.showAllSettingsAction), true)
        XCTAssertEqual(titles(of: editor), ["Last folder", "Tab Width", "Window maximized"])
        XCTAssertTrue(scope.activateAction(named: MainMenu.showAllSettingsAction))
        XCTAssertEqual(titles(of: editor), ["Tab Width"])
    }

    func testABundlesWindowHasNoShowAllSettings() async throws {
        let demo = try XCTUnwrap(ResourceLocator.demoBundlePath())
        instance.open(OpenRequest(bundlePath: demo, setup: SessionSetup(storePath: path("store.ini")), languages: ["en"]))
        let window = try XCTUnwrap(instance.windows.first)
        XCTAssertFalse(window.commands?.menu.items.contains { $0.action == MainMenu.showAllSettingsAction } ?? true)
    }

    func testWithNothingInstalledOnePlainSentenceSaysWhatTheWindowIsFor() async throws {
        let (_, start) = try openHub()
        XCTAssertTrue(start.applications.isEmpty)
        XCTAssertTrue(start.status.reason.isVisible)
        XCTAssertEqual(start.status.reason.text, "Your applications' settings show here once an application that has settings is installed.")
        XCTAssertTrue(start.status.openButton.isVisible, "and Open Bundle… beside the demo")
    }
}
