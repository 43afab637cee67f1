import CGtk
import CGtkKit
import Foundation
import GtkKit
import SettingsKit
@testable import SettingsUI
import XCTest

/// The hub: the window started without a bundle lists the installed applications (a fixture's
/// `XDG_DATA_DIRS`: bundles in `bundle-settings/apps`, desktop entries in `applications`, an
/// icon), opens one's settings in the same window, and goes back to the list.
@MainActor
final class HubTests: XCTestCase {
    private var folder: URL!
    private var instance: ApplicationInstance!

    private var environment: [String: String] {
        ["HOME": path("home"), "XDG_DATA_HOME": path("user"), "XDG_DATA_DIRS": path("system")]
    }

    private func path(_ relative: String) -> String { folder.appendingPathComponent(relative).path }

    override func setUp() async throws {
        folder = try HubTestInstance.folder("hub")
        instance = HubTestInstance.instance(in: folder, environment: environment)
        try install("org.example.Zeta", rowTitle: "Zeta Row", entry: ["Name=zeta Tracker"])
        try install("org.example.Alpha", rowTitle: "Dark Mode",
                    entry: ["Name=Alpha Player", "Name[de]=Alpha Spieler", "Icon=" + iconFile()])
        // No desktop entry: listed under its bundle's title.
        try install("org.example.Beta", rowTitle: "Beta Row", pageTitle: "Beta Notes")
    }

    override func tearDown() async throws {
        HubTestInstance.tearDown(instance, folder: folder)
    }

    /// The project's own icon, as an application's package would install its icon file.
    private func iconFile() throws -> String {
        let target = path("system/icons/alpha.svg")
        try FileManager.default.createDirectory(atPath: path("system/icons"), withIntermediateDirectories: true)
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("data/org.bundlesettings.BundleSettings.svg")
        try FileManager.default.copyItem(atPath: source.path, toPath: target)
        return target
    }

    private func install(_ id: String, in data: String = "system", rowTitle: String, pageTitle: String? = nil,
                         entry: [String]? = nil) throws {
        let bundle = folder.appendingPathComponent(data + "/bundle-settings/apps/" + id + "/Settings.bundle")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        var page: [String: Any] = [
            "PreferenceSpecifiers": [["Type": "PSToggleSwitchSpecifier", "Title": rowTitle, "Key": "dark", "DefaultValue": false]],
        ]
        if let pageTitle { page["Title"] = pageTitle }
        try PropertyListSerialization.data(fromPropertyList: page, format: .xml, options: 0)
            .write(to: bundle.appendingPathComponent("Root.plist"))
        if let entry {
            let applications = path(data + "/applications")
            try FileManager.default.createDirectory(atPath: applications, withIntermediateDirectories: true)
            try (["[Desktop Entry]", "Type=Application", "Exec=true"] + entry).joined(separator: "\n")
                .write(toFile: applications + "/" + id + ".desktop", atomically: true, encoding: .utf8)
        }
    }

    private func openHub() throws -> (LauncherWindow, StartPage) {
        instance.open(OpenRequest(bundlePath: nil, languages: ["en"]))
        let hub = try XCTUnwrap(instance.launcherWindows.first)
        let start = try XCTUnwrap(hub.startPage)
        XCTAssertTrue(GtkTestSupport.iterate(for: 10) { start.isCatalogRead && !start.isNamingApplications },
                      "the catalogue was listed, its applications without desktop entries named")
        return (hub, start)
    }

    private func toplevelCount() -> Int {
        let list = gtk_window_list_toplevels()
        defer { g_list_free(list) }
        var count = 0
        var node = list
        while let current = node {
            if let widget = current.pointee.data, gtk_widget_get_visible(widget.assumingMemoryBound(to: GtkWidget.self)) != 0 {
                count += 1
            }
            node = current.pointee.next
        }
        return count
    }

    // MARK: Applications whose settings are installed GSettings schemas, and the Desktop entry
    // (schemas compiled into the fixture's `system/glib-2.0/schemas`; values do not matter here:
    // run with GSETTINGS_BACKEND=memory under a private bus).

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
        XCTAssertEqual(start.applications.map(\.displayName), ["Desktop", "Alpha Player", "Beta Notes", "Text Editor", "zeta Tracker"])
        XCTAssertFalse(start.status.reason.isVisible, "the list is the first view, not the developer's page")
        XCTAssertFalse(start.status.openButton.isVisible, "Open Bundle… is in the main menu, not under the applications")
        XCTAssertTrue(hub.menu.items.contains { $0.action == OpenBundleAction.name })
        let first = try XCTUnwrap(start.row(ofApplication: InstalledApplication.desktopID))
        XCTAssertTrue(GtkTestSupport.iterate(for: 3) { hub.window.focusWidget?.pointer == first.pointer },
                      "the focus is on the first application, not on a hidden Open Bundle…")
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

    /// `--app desktop` is looked up before the window's language is set: the entry's name, ours,
    /// is translated when its window opens, not taken from the lookup.
    func testTheDesktopEntryIsNamedWhenItsWindowOpens() async throws {
        try installSchemas()
        var desktop = try XCTUnwrap(ApplicationCatalog.find(id: InstalledApplication.desktopID, environment: environment, languages: ["en"]).application)
        desktop.displayName = "Looked up in another language"
        instance.open(OpenRequest(bundlePath: nil, setup: desktop.sessionSetup(), languages: ["en"], application: desktop))
        let window = try XCTUnwrap(instance.windows.last)
        XCTAssertEqual(window.window.title, "Desktop")
        XCTAssertEqual(window.applicationName, "Desktop", "the name its header shows")
    }

    /// An application with a bundle shows its bundle; the keys of its schema are one row away.
    func testABundlesSchemaIsOnePageAwayFromIt() async throws {
        try installSchemas()
        try install("org.example.Editor", rowTitle: "Dark Mode")
        let (hub, start) = try openHub()
        XCTAssertEqual(start.applications.map(\.displayName), ["Desktop", "Alpha Player", "Beta Notes", "Text Editor", "zeta Tracker"], "one application, not two")
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
        var answered = false
        start.whenSearchAnswered { answered = true }
        XCTAssertFalse(answered, "not before the index is built")
        XCTAssertTrue(GtkTestSupport.iterate(for: 20) { answered }, "indexed off the main thread, then searched")
        XCTAssertEqual(start.settingsResults.results.map { $0.pathParts.joined(separator: " › ") }, ["Text Editor › Tab Width"],
                       "shown when a screenshot is taken")
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

    func testTheHubListsTheInstalledApplicationsByNameOpensOneInTheSameWindowAndGoesBack() async throws {
        let (hub, start) = try openHub()
        XCTAssertEqual(start.applications.map(\.displayName), ["Alpha Player", "Beta Notes", "zeta Tracker"],
                       "sorted as the user's collation sorts, case second; a bundle without an entry by its title")
        let row = try XCTUnwrap(start.row(ofApplication: "org.example.Alpha"))
        XCTAssertNotEqual(bs_test_accessible_has_labelled_by(row.pointer), 0, "the row is named by its title")
        hub.window.present()
        GtkTestSupport.iterate(for: 0.3)
        XCTAssertTrue(WidgetScreenshot.savePNG(of: hub.window, to: "/tmp/bundle-settings-hub.png"))

        _ = row.activate()
        let opened = try XCTUnwrap(hub.opened, "the application's settings are in the hub's window")
        XCTAssertTrue(opened.window === hub.window)
        XCTAssertEqual(hub.views.visibleChild, opened.view?.pointer)
        XCTAssertEqual(opened.currentPage?.presenters.first?.row.title, "Dark Mode")
        XCTAssertEqual(hub.window.title, "Alpha Player")
        XCTAssertNotNil(opened.titleIcon, "the application's icon is in the header bar")
        XCTAssertTrue(opened.backButton.isVisible, "the root page has Back, to the list")
        XCTAssertTrue(instance.windows.isEmpty)
        XCTAssertEqual(toplevelCount(), 1, "one window")
        GtkTestSupport.iterate(for: 0.5)
        XCTAssertTrue(WidgetScreenshot.savePNG(of: hub.window, to: "/tmp/bundle-settings-hub-opened.png"))

        _ = opened.backButton.activate()
        XCTAssertTrue(GtkTestSupport.iterate(for: 3) { hub.opened == nil }, "Back returns to the list")
        XCTAssertEqual(hub.views.visibleChild, hub.listView.pointer)
        XCTAssertEqual(hub.window.title, "Bundle Settings")
        XCTAssertNil(hub.window.iconName)
        XCTAssertTrue(GtkTestSupport.iterate(for: 3) { hub.window.focusWidget?.pointer == row.pointer }, "Back focuses the row that opened it")

        // Escape on the root page goes back too, as Back does; another application opens in its place.
        _ = try XCTUnwrap(start.row(ofApplication: "org.example.Beta")).activate()
        let beta = try XCTUnwrap(hub.opened)
        XCTAssertEqual(hub.window.title, "Beta Notes")
        XCTAssertNotEqual(bs_test_activate_shortcut(beta.scope.pointer, guint(GDK_KEY_Escape), GdkModifierType(rawValue: 0)), 0)
        XCTAssertNil(hub.opened)
        XCTAssertEqual(toplevelCount(), 1)
    }

    /// Two applications of one name are told apart by their IDs, dim under the name; the
    /// others show their name alone.
    func testApplicationsOfTheSameNameShowTheirIDs() async throws {
        try install("com.other.Zeta", in: "user", rowTitle: "Other Zeta", entry: ["Name=Zeta tracker"])
        let (_, start) = try openHub()
        let texts = { (id: String) throws -> [String] in GtkTestSupport.labels(in: try XCTUnwrap(start.row(ofApplication: id)).pointer).filter { !$0.isEmpty } }
        XCTAssertEqual(try texts("org.example.Zeta"), ["zeta Tracker", "org.example.Zeta"])
        XCTAssertEqual(try texts("com.other.Zeta"), ["Zeta tracker", "com.other.Zeta"])
        XCTAssertEqual(try texts("org.example.Alpha"), ["Alpha Player"], "a name of its own shows alone")
    }

    /// The list is painted first, the applications' icons a frame later (loading SVG icons was
    /// a third of what the hub's first frame gained with Debian's GNOME applications).
    func testApplicationIconsFollowTheFirstPaintOfTheirRows() async throws {
        instance.open(OpenRequest(bundlePath: nil, languages: ["en"]))
        let launcher = try XCTUnwrap(instance.launcherWindows.first)
        let start = try XCTUnwrap(launcher.startPage)
        launcher.window.present()
        var waiting: [Image] = []
        XCTAssertTrue(GtkTestSupport.iterate(for: 10) {
            waiting = start.iconsToShow.map(\.image)
            return !waiting.isEmpty
        }, "listed without their icons")
        XCTAssertTrue(waiting.allSatisfy { gtk_image_get_storage_type($0.opaque) == GTK_IMAGE_EMPTY })
        var told = false
        start.whenIconsShown { told = true }
        XCTAssertFalse(told)
        XCTAssertTrue(GtkTestSupport.iterate(for: 5) { start.iconsToShow.isEmpty }, "shown after the rows' paint")
        XCTAssertTrue(told, "and a screenshot waiting for them is told")
        XCTAssertTrue(waiting.allSatisfy { gtk_image_get_storage_type($0.opaque) != GTK_IMAGE_EMPTY })
    }

    func testTheHubIsReadOnceBothListsAreShown() async throws {
        instance.open(OpenRequest(bundlePath: nil, languages: ["en"]))
        let start = try XCTUnwrap(instance.launcherWindows.first?.startPage)
        var listed: [String]?
        start.whenRead { listed = start.applications.map(\.id) }
        XCTAssertTrue(GtkTestSupport.iterate(for: 10) { listed != nil })
        // Beta has no desktop entry: it may follow, once its bundle's title is read.
        XCTAssertEqual(listed?.filter { $0 != "org.example.Beta" }, ["org.example.Alpha", "org.example.Zeta"],
                       "the applications named by their desktop entries are listed when it is called")
        XCTAssertTrue(start.isRead)
        XCTAssertTrue(GtkTestSupport.iterate(for: 10) { start.applications.count == 3 }, "and the others once named")
        var again = false
        start.whenRead { again = true }
        XCTAssertTrue(again, "once read, at once")
    }

    func testTheHubFollowsInstallsAndRemovalsWhileOpen() async throws {
        let (_, start) = try openHub()
        XCTAssertEqual(start.applications.count, 3)
        // Installed as a package would: its bundle, then its desktop entry.
        try install("org.example.Gamma", rowTitle: "Gamma Row", entry: ["Name=Gamma Radio"])
        XCTAssertTrue(GtkTestSupport.iterate(for: 30) { start.applications.contains { $0.displayName == "Gamma Radio" } },
                      "the new application is listed: \(start.applications.map(\.displayName))")
        XCTAssertNotNil(start.row(ofApplication: "org.example.Gamma"))
        // Its desktop entry removed: still listed, under its bundle's title (Root has none: its ID).
        try FileManager.default.removeItem(atPath: path("system/applications/org.example.Gamma.desktop"))
        XCTAssertTrue(GtkTestSupport.iterate(for: 30) { start.applications.contains { $0.displayName == "org.example.Gamma" } },
                      "\(start.applications.map(\.displayName))")
        // Uninstalled.
        try FileManager.default.removeItem(atPath: path("system/bundle-settings/apps/org.example.Gamma"))
        XCTAssertTrue(GtkTestSupport.iterate(for: 30) {
            !start.applications.contains { $0.id == "org.example.Gamma" } && !start.isNamingApplications
        }, "\(start.applications.map(\.displayName))")
        XCTAssertNil(start.row(ofApplication: "org.example.Gamma"))
        XCTAssertEqual(start.applications.count, 3)
    }

    /// Settings whose application is uninstalled while they are open go back to the list,
    /// and a notification says why (`FlatpakHubTests` has a Flatpak's, updated first).
    func testSettingsOfAnApplicationUninstalledWhileOpenGoBackToTheList() async throws {
        try install("org.example.Gamma", rowTitle: "Gamma Row", entry: ["Name=Gamma Radio"])
        let (hub, start) = try openHub()
        _ = try XCTUnwrap(start.row(ofApplication: "org.example.Gamma")).activate()
        XCTAssertNotNil(hub.opened)
        try FileManager.default.removeItem(atPath: path("system/bundle-settings/apps/org.example.Gamma"))
        XCTAssertTrue(GtkTestSupport.iterate(for: 30) { hub.opened == nil }, "back to the list")
        XCTAssertEqual(hub.notification.message.text, "Gamma Radio was removed: its settings are closed.")
        XCTAssertEqual(hub.window.title, "Bundle Settings")
    }

    func testTheHubSearchesEveryApplicationAndOpensAResultWithItsRowFocused() async throws {
        // A row on a child page: its result's path is "App › Page › Row".
        let bundle = path("system/bundle-settings/apps/org.example.Omega/Settings.bundle")
        try FileManager.default.createDirectory(atPath: bundle, withIntermediateDirectories: true)
        try PropertyListSerialization.data(fromPropertyList: ["PreferenceSpecifiers": [
            ["Type": "PSChildPaneSpecifier", "Title": "Appearance", "File": "Appearance"]]], format: .xml, options: 0)
            .write(to: URL(fileURLWithPath: bundle + "/Root.plist"))
        try PropertyListSerialization.data(fromPropertyList: ["Title": "Appearance", "PreferenceSpecifiers": [
            ["Type": "PSToggleSwitchSpecifier", "Title": "Other", "Key": "other", "DefaultValue": false],
            ["Type": "PSToggleSwitchSpecifier", "Title": "Night Shift", "Key": "night", "DefaultValue": false]]],
            format: .xml, options: 0).write(to: URL(fileURLWithPath: bundle + "/Appearance.plist"))
        try (["[Desktop Entry]", "Type=Application", "Exec=true", "Name=Omega Tools", "Icon=org.example.Omega"]).joined(separator: "\n")
            .write(toFile: path("system/applications/org.example.Omega.desktop"), atomically: true, encoding: .utf8)
        let (hub, start) = try openHub()
        hub.window.present()
        XCTAssertTrue(start.search.isOffered, "the search is offered with applications installed")
        XCTAssertNil(start.searchIndex, "not indexed before the first search")
        start.searchSettings(for: "night")
        XCTAssertTrue(GtkTestSupport.iterate(for: 20) { !start.settingsResults.results.isEmpty }, "indexed off the main thread, then searched")
        let result = try XCTUnwrap(start.settingsResults.results.first)
        XCTAssertEqual(start.settingsResults.results.count, 1)
        XCTAssertEqual(result.pathParts.joined(separator: " › "), "Omega Tools › Appearance › Night Shift")
        XCTAssertEqual(result.application.icon, "org.example.Omega", "the row shows the application's icon")
        start.searchSettings(for: "dark")
        XCTAssertEqual(start.settingsResults.results.map(\.application.id), ["org.example.Alpha"], "another application's row")
        start.searchSettings(for: "night")
        GtkTestSupport.iterate(for: 0.3)
        // Under a heading naming its application (GTK keeps a row's header after the rows among
        // the list's children, and lays it out above its row).
        XCTAssertEqual(GtkTestSupport.labels(in: start.settingsResults.list.pointer).filter { !$0.isEmpty }.sorted(),
                       ["Night Shift", "Omega Tools", "Omega Tools › Appearance"])
        if let folder = ProcessInfo.processInfo.environment["BUNDLE_SETTINGS_SCREENSHOT_DIR"] {
            WidgetScreenshot.savePNG(of: hub.window, to: "\(folder)/hub-search-grouped.png")
        }

        let row = try XCTUnwrap(gtk_list_box_get_row_at_index(start.settingsResults.list.opaque, 0))
        gtk_widget_activate(UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkWidget.self))
        let opened = try XCTUnwrap(hub.opened, "opened in the hub's window")
        XCTAssertEqual(hub.window.title, "Omega Tools")
        XCTAssertEqual(opened.navigation.pages.count, 2, "Root, then the row's page")
        XCTAssertEqual(opened.navigation.pages.last?.title, "Appearance")
        let page = try XCTUnwrap(opened.currentPage)
        let presenter = try XCTUnwrap(page.presenters.first { $0.row.title == "Night Shift" })
        XCTAssertTrue(GtkTestSupport.iterate(for: 5) {
            guard let focused = hub.window.focusWidget else { return false }
            return focused.isInside(presenter.listRows[0]) || presenter.listRows[0].isInside(focused)
        }, "the row is focused")
        // Back twice: the application's Root, then the hub's list.
        opened.goBack()
        XCTAssertTrue(GtkTestSupport.iterate(for: 3) { opened.navigation.pages.count == 1 })
        _ = opened.backButton.activate()
        XCTAssertTrue(GtkTestSupport.iterate(for: 3) { hub.opened == nil })
    }

    // X keycodes of the standard PC keymap Xvfb loads.
    private static let escape = 9, control = 37, keyF = 41, keyD = 40, keyA = 38, down = 116, enter = 36

    private func press(_ key: Int, holding modifiers: [Int] = []) throws {
        try KeyPresser.press(key, holding: modifiers, settle: 0.3)
    }

    /// The hub's search is the settings pages' (GNOME Settings'): a toggle at the start of the
    /// header, Ctrl+F, typing where no entry has focus; Escape closes it, its query cleared, the
    /// lists back and focus where it was. Real key presses, read back over AT-SPI.
    func testControlFTypingAndEscapeSearchOnTheHubAsOnThePages() async throws {
        let (hub, start) = try openHub()
        hub.window.present()
        let row = try XCTUnwrap(start.row(ofApplication: "org.example.Beta"))
        row.grabFocus()
        GtkTestSupport.iterate(for: 0.3)
        XCTAssertFalse(start.search.bar.isSearchMode)

        try press(Self.keyF, holding: [Self.control])
        XCTAssertTrue(start.search.bar.isSearchMode, "Ctrl+F opens the search")
        XCTAssertTrue(hub.window.focusWidget?.isInside(start.search.entry) == true, "and focuses its entry")
        XCTAssertTrue(start.search.button.isActive, "the header's toggle shows it open")
        try press(Self.escape)
        XCTAssertFalse(start.search.bar.isSearchMode, "Escape closes it")
        XCTAssertEqual(hub.window.focusWidget?.pointer, row.pointer, "focus back on the row")

        try press(Self.keyD)
        try press(Self.keyA)
        XCTAssertTrue(start.search.bar.isSearchMode, "typing on the list opens the search")
        XCTAssertEqual(start.search.entry.text, "da")
        XCTAssertTrue(GtkTestSupport.iterate(for: 20) { !start.settingsResults.results.isEmpty }, "indexed, then searched")
        XCTAssertEqual(start.settingsResults.results.first?.title, "Dark Mode")
        XCTAssertTrue(start.settingsResults.list.isMapped, "the results show in place of the lists")
        let controls = try ATSPIScript.controls()
        XCTAssertTrue(controls.contains { ["toggle button", "push button"].contains($0["role"]) && $0["name"] == "Search all settings" },
                      "the header's toggle is named: \(controls)")

        try press(Self.escape)
        XCTAssertFalse(start.search.bar.isSearchMode, "Escape in the entry closes the search")
        XCTAssertEqual(start.search.entry.text, "", "and clears its query")
        XCTAssertFalse(start.settingsResults.list.isMapped, "the lists show again")
        XCTAssertTrue(row.isMapped)
        XCTAssertEqual(hub.window.focusWidget?.pointer, row.pointer, "focus back on the row it was typed on")
        XCTAssertTrue(ShortcutsWindow.hub.shortcuts.contains { $0.accelerators == "<Control>f" }, "the shortcuts window lists Ctrl+F")
    }

    /// Down from the hub's search entry focuses the first result (not a hidden widget), and
    /// Enter in the entry opens the first result, its row focused (GNOME Settings'
    /// search_entry_activate_cb); Back returns to the results, as iOS Settings does (the
    /// settings slide in over the hub's list, where GNOME Settings shows them beside it).
    func testDownFromTheHubsSearchFocusesTheFirstResultAndEnterOpensIt() async throws {
        let (hub, start) = try openHub()
        hub.window.present()
        try XCTUnwrap(start.row(ofApplication: "org.example.Alpha")).grabFocus()
        try press(Self.keyF, holding: [Self.control])
        try press(Self.keyD)
        try press(Self.keyA)
        XCTAssertTrue(GtkTestSupport.iterate(for: 20) { !start.settingsResults.results.isEmpty }, "indexed, then searched")

        let entry = try XCTUnwrap(start.search.entry.bounds(in: hub.window))
        let list = try XCTUnwrap(start.settingsResults.list.bounds(in: hub.window))
        XCTAssertEqual(entry.x, list.x, accuracy: 4, "the entry starts where the list does")
        XCTAssertEqual(entry.width, list.width, accuracy: 6, "and is as wide")
        if let shots = ProcessInfo.processInfo.environment["BUNDLE_SETTINGS_TEST_SHOTS"] {
            for width: Int32 in [360, 640, 1270] {
                hub.window.setDefaultSize(width: width, height: 500)
                GtkTestSupport.iterate(for: 0.5)
                WidgetScreenshot.savePNG(of: hub.window, to: "\(shots)/hub-results-\(width).png")
            }
        }
        try press(Self.down)
        let focused = try ATSPIScript.controls("--focused")
        XCTAssertEqual(focused.first?["name"], "Dark Mode", "Down focuses the first result: \(focused)")
        XCTAssertEqual(focused.first?["role"], "list item", "\(focused)")
        let first = try XCTUnwrap(hub.window.focusWidget)
        XCTAssertTrue(first.isInside(start.settingsResults.list) && first.isMapped, "a result shown")

        start.search.entry.grabFocus()
        GtkTestSupport.iterate(for: 0.1)
        try press(Self.enter)
        let opened = try XCTUnwrap(hub.opened, "Enter opened the first result")
        XCTAssertEqual(hub.window.title, "Alpha Player")
        let presenter = try XCTUnwrap(opened.currentPage?.presenters.first { $0.row.title == "Dark Mode" })
        XCTAssertTrue(GtkTestSupport.iterate(for: 5) { hub.window.focusWidget?.isInside(presenter.listRows[0]) == true },
                      "its row focused")
        _ = opened.backButton.activate()
        XCTAssertTrue(GtkTestSupport.iterate(for: 3) { hub.opened == nil })
        XCTAssertTrue(start.settingsResults.list.isMapped, "Back returns to the results")
        XCTAssertEqual(start.search.entry.text, "da")
        XCTAssertTrue(hub.window.focusWidget?.isInside(start.search.entry) == true, "focus back in the entry Enter was pressed in")
    }

    /// A row its application's condition hides is not a result, and becomes one as soon as the
    /// application's store (watched) makes the condition hold.
    func testTheHubsSearchLeavesOutRowsAConditionHidesUntilTheyShow() async throws {
        let folder = path("system/bundle-settings/apps/org.example.Net")
        try FileManager.default.createDirectory(atPath: folder + "/Settings.bundle", withIntermediateDirectories: true)
        try PropertyListSerialization.data(fromPropertyList: ["PreferenceSpecifiers": [
            ["Type": "PSToggleSwitchSpecifier", "Title": "Use Proxy", "Key": "proxy", "DefaultValue": false],
            ["Type": "PSTextFieldSpecifier", "Title": "Proxy host", "Key": "host", "BSVisibleIf": ["Key": "proxy", "Equals": true]]]],
            format: .xml, options: 0).write(to: URL(fileURLWithPath: folder + "/Settings.bundle/Root.plist"))
        let (hub, start) = try openHub()
        hub.window.present()
        start.searchSettings(for: "proxy")
        XCTAssertTrue(GtkTestSupport.iterate(for: 20) { !start.settingsResults.results.isEmpty }, "indexed, then searched")
        XCTAssertEqual(start.settingsResults.results.map(\.title), ["Use Proxy"], "Proxy host is hidden while Use Proxy is off")

        // The application's own window stores the value (another process would do the same).
        let application = try XCTUnwrap(start.applications.first { $0.id == "org.example.Net" })
        let bundle = try SettingsBundle.open(path: try XCTUnwrap(application.bundlePath), languages: ["en"]).get()
        try application.sessionSetup(watchesStore: false).openController(for: bundle, environment: environment).set("on", forKey: "proxy")
        XCTAssertTrue(GtkTestSupport.iterate(for: 10) { start.settingsResults.results.count == 2 }, "shown again as the store changes")
        XCTAssertEqual(Set(start.settingsResults.results.map(\.title)), ["Use Proxy", "Proxy host"])
    }

    /// The shell's LaunchSearch starts the window with `--search TERMS` and no bundle.
    func testASearchWithNoBundleSearchesEveryApplicationOnTheHub() async throws {
        instance.open(OpenRequest(bundlePath: nil, languages: ["en"], search: "dark"))
        let start = try XCTUnwrap(instance.launcherWindows.first?.startPage)
        XCTAssertEqual(start.search.entry.text, "dark")
        XCTAssertTrue(start.search.isOpen, "in the header's search bar")
        XCTAssertTrue(GtkTestSupport.iterate(for: 20) { !start.settingsResults.results.isEmpty }, "searched once indexed")
        XCTAssertEqual(start.settingsResults.results.map(\.application.id), ["org.example.Alpha"])
    }

    func testTheHubNamesApplicationsInTheWindowsLanguage() async throws {
        instance.open(OpenRequest(bundlePath: nil, languages: ["de"]))
        let start = try XCTUnwrap(instance.launcherWindows.first?.startPage)
        XCTAssertTrue(GtkTestSupport.iterate(for: 10) { start.isCatalogRead })
        XCTAssertTrue(start.applications.map(\.displayName).contains("Alpha Spieler"), "\(start.applications.map(\.displayName))")
    }

    func testAnApplicationsWindowIsTitledWithItsNameAndShowsItsIcon() async throws {
        try install("org.example.Named", rowTitle: "Volume", entry: ["Name=Named Player", "Icon=org.example.Named"])
        let installed = try XCTUnwrap(ApplicationCatalog.find(id: "org.example.Named", environment: environment, languages: ["en"]).application)
        var request = OpenRequest(bundlePath: nil, languages: ["en"]).opening(installed)
        request.setup.storePath = path("named.ini")
        instance.open(request)
        let window = try XCTUnwrap(instance.windows.first)
        XCTAssertEqual(window.window.title, "Named Player", "not Settings")
        XCTAssertEqual(window.window.iconName, "org.example.Named", "the window switcher shows the application's icon")
        XCTAssertNotNil(window.titleIcon)
        XCTAssertFalse(window.backButton.isVisible, "a window of its own has no list to go back to")
    }

    func testABundleWhoseFolderNamesNothingIsTitledWithItsFolder() async throws {
        let bundle = folder.appendingPathComponent("Projects/Weather/Settings.bundle")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try PropertyListSerialization.data(fromPropertyList: ["PreferenceSpecifiers": [[String: Any]]()], format: .xml, options: 0)
            .write(to: bundle.appendingPathComponent("Root.plist"))
        instance.open(OpenRequest(bundlePath: bundle.path, setup: SessionSetup(storePath: path("weather.ini")), languages: ["en"]))
        let title = try XCTUnwrap(instance.windows.first?.window.title)
        XCTAssertTrue(title.hasPrefix("Settings ("), title)
        XCTAssertTrue(title.hasSuffix("Projects/Weather)"), title)
        XCTAssertLessThanOrEqual(title.count, "Settings ()".count + WindowTitle.folderLimit)
    }

    func testRecentBundlesAreNamedInTheWindowsLanguageAndLeaveOutInstalledApplications() async throws {
        let recent = try XCTUnwrap(HubTestInstance.recentLists.last)
        let other = folder.appendingPathComponent("Downloads/Awful.app/Settings.bundle")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try PropertyListSerialization.data(fromPropertyList: ["PreferenceSpecifiers": [[String: Any]]()], format: .xml, options: 0)
            .write(to: other.appendingPathComponent("Root.plist"))
        recent.add(folder: other.path, name: "Einstellungen")
        recent.add(folder: path("system/bundle-settings/apps/org.example.Alpha/Settings.bundle"), name: "Alpha")
        let (_, start) = try openHub()
        XCTAssertTrue(GtkTestSupport.iterate(for: 5) { start.isRead && !start.entries.isEmpty }, "\(start.entries)")
        XCTAssertEqual(start.entries.map(\.name), ["Awful"], "the .app's name, not one saved in another language; installed ones are listed above")
        XCTAssertEqual(RecentBundles.shortened("/home/ana/src/x", home: "/home/ana"), "~/src/x")
        XCTAssertEqual(RecentBundles.shortened("/home/anabel/x", home: "/home/ana"), "/home/anabel/x")
    }
}
