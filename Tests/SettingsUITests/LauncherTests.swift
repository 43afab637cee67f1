import CGtk
import CGtkKit
import Foundation
import GtkKit
import SettingsKit
@testable import SettingsUI
import XCTest

/// Where the window stands without settings to show: the start page, the status page of a
/// bundle that cannot be opened, Open Bundle…, one window per store.
@MainActor
final class LauncherTests: XCTestCase {
    private var folder: URL!
    private var application: Application!
    private var instance: ApplicationInstance!
    private var recentFile: String!
    /// GTK 4.8 leaves a finalized GtkRecentManager connected to GtkSettings (a later change of
    /// `gtk-recent-files-enabled` then crashes): the tests' lists live as long as the process,
    /// in a folder of their own.
    private static var recentLists: [RecentBundles] = []
    private static let recentFolder: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("launcher-recent-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    private func recentList() -> RecentBundles {
        let list = RecentBundles(file: recentFile)
        Self.recentLists.append(list)
        return list
    }

    /// Registered (without an ID: no bus name), so windows can join it, but never run; one for
    /// all tests, as a process has one application (`HubTests` use it too).
    static let application: Application = {
        let application = Application(identifier: nil)
        _ = application.register()
        return application
    }()

    override func setUp() async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("launcher-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        GtkTestSupport.initialize()
        application = Self.application
        recentFile = Self.recentFolder + "/\(UUID().uuidString).xbel"
        // Never the user's recently-used.xbel; no application installed (not even the machine's
        // GSettings schemas, which would list the Desktop entry).
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_DIRS"] = folder.appendingPathComponent("system").path
        environment["GSETTINGS_SCHEMA_DIR"] = nil
        instance = ApplicationInstance(application: application, resourcesDirectory: nil, geometryPath: nil,
                                       firstFrame: .none, recent: recentList(), environment: environment)
    }

    override func tearDown() async throws {
        for window in instance.windows { window.window.destroy() }
        for launcher in instance.launcherWindows { launcher.window.destroy() }
        GtkTestSupport.iterate(for: 0.1)
        try? FileManager.default.removeItem(at: folder)
    }

    private func makeBundle(_ name: String, title: String = "Sync") throws -> String {
        let bundle = folder.appendingPathComponent(name).appendingPathComponent("Settings.bundle")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        let rows: [[String: Any]] = [["Type": "PSToggleSwitchSpecifier", "Title": title, "Key": "sync", "DefaultValue": true]]
        let data = try PropertyListSerialization.data(fromPropertyList: ["PreferenceSpecifiers": rows], format: .xml, options: 0)
        try data.write(to: bundle.appendingPathComponent("Root.plist"))
        return bundle.path
    }

    private func request(_ path: String?, store: String? = nil) -> OpenRequest {
        OpenRequest(bundlePath: path, setup: SessionSetup(storePath: store ?? folder.appendingPathComponent("store-\(UUID().uuidString).ini").path),
                    languages: ["en"])
    }

    private func announced(_ option: String? = nil) throws -> [[String: String]] {
        try option.map { try ATSPIScript.controls($0) } ?? ATSPIScript.controls()
    }

    func testHideOfTheLaunchHidesTheRowsAsTheHostsHiddenKeysDo() async throws {
        var hiding = request(try makeBundle("Hiding"))
        hiding.hiddenKeys = ["sync", "other"]
        instance.open(hiding)
        let window = try XCTUnwrap(instance.windows.first)
        let sync = try XCTUnwrap(GtkTestSupport.presenter(ToggleRowPresenter.self, key: "sync", in: window))
        XCTAssertFalse(sync.listRows[0].isVisible)
    }

    func testAMissingBundleShowsAStatusPageWithOpenBundle() async throws {
        instance.open(request("/nonexistent/Missing.bundle"))
        XCTAssertTrue(instance.windows.isEmpty)
        let launcher = try XCTUnwrap(instance.launcherWindows.first)
        let status = try XCTUnwrap(launcher.statusPage)
        XCTAssertTrue(status.title.text.contains("Missing.bundle"), status.title.text)
        XCTAssertEqual(status.reason.text, "There is no folder at /nonexistent/Missing.bundle.")
        XCTAssertTrue(launcher.openButton?.hasStyleClass("suggested-action") ?? false)
        GtkTestSupport.iterate(for: 0.3)
        XCTAssertTrue(WidgetScreenshot.savePNG(of: launcher.window, to: "/tmp/bundle-settings-status.png"))
        let buttons = try announced().filter { $0["role"] == "push button" }.compactMap { $0["name"] }
        XCTAssertTrue(buttons.contains("Open Bundle…"), "\(buttons)")
    }

    func testAMalformedRootShowsWhyOnTheStatusPage() async throws {
        let path = try makeBundle("Broken")
        try Data("<plist><dict><key>".utf8).write(to: URL(fileURLWithPath: path + "/Root.plist"))
        instance.open(request(path))
        let status = try XCTUnwrap(instance.launcherWindows.first?.statusPage)
        XCTAssertTrue(status.reason.text.contains("Root.plist"), status.reason.text)
        try FileManager.default.removeItem(atPath: path + "/Root.plist")
        instance.open(request(path))
        XCTAssertTrue(instance.launcherWindows.last?.statusPage?.reason.text.contains("there is no Root.plist") ?? false, "no Root page")
    }

    func testTheFolderChosenOpensInPlaceOfTheStatusPage() async throws {
        instance.open(request("/nonexistent/Missing.bundle"))
        let launcher = try XCTUnwrap(instance.launcherWindows.first)
        launcher.openButton?.activate()
        XCTAssertTrue(GtkTestSupport.iterate(for: 2) { FolderChooser.current != nil }, "a folder chooser opened")
        FolderChooser.current?.respond(choosing: try makeBundle("Chosen"))
        XCTAssertTrue(GtkTestSupport.iterate(for: 2) { self.instance.launcherWindows.isEmpty })
        XCTAssertEqual(instance.windows.count, 1)
        XCTAssertEqual(instance.windows.first?.currentPage?.presenters.first?.row.title, "Sync")
    }

    func testOpenBundleIsAWindowActionOnCtrlO() async throws {
        instance.open(request(try makeBundle("Shown")))
        let window = try XCTUnwrap(instance.windows.first)
        XCTAssertTrue(window.window.activateAction(named: OpenBundleAction.name))
        XCTAssertTrue(GtkTestSupport.iterate(for: 2) { FolderChooser.current != nil })
        FolderChooser.current?.respond(choosing: nil)
        XCTAssertNil(FolderChooser.current)
        XCTAssertNotEqual(bs_test_activate_shortcut(window.window.pointer, guint(GDK_KEY_o), GDK_CONTROL_MASK), 0)
        XCTAssertNotNil(FolderChooser.current, "Ctrl+O")
        FolderChooser.current?.respond(choosing: nil)
        XCTAssertEqual(instance.windows.count, 1, "cancelled: nothing opened")
    }

    func testTheMainMenuActionsLiveBesideOpenBundleOnAnApplicationWindow() async throws {
        instance.open(request(try makeBundle("Shown")))
        let window = try XCTUnwrap(instance.windows.first)
        XCTAssertEqual(String(cString: bs_object_type_name(window.window.raw)), "GtkApplicationWindow")
        XCTAssertTrue(window.window.isActionEnabled(named: OpenBundleAction.name))
        XCTAssertTrue(window.window.activateAction(named: "restore-defaults"))
        XCTAssertTrue(window.notification.isShown)
        XCTAssertTrue(window.window.activateAction(named: "about"))
        XCTAssertTrue(GtkTestSupport.iterate(for: 2) { window.commands?.aboutDialog?.isVisible == true })
    }

    func testTheStartPageHasTheMainMenuWithoutRestoreDefaults() async throws {
        instance.open(request(nil))
        let launcher = try XCTUnwrap(instance.launcherWindows.first)
        XCTAssertTrue(launcher.menuButton.isInside(launcher.window))
        XCTAssertTrue(gtk_menu_button_get_primary(launcher.menuButton.opaque) != 0, "F10 opens the primary menu")
        XCTAssertEqual(launcher.menu.sections.map { $0.map(\.label) },
                       [["_Open Bundle…", "Open _Demo Bundle"], ["_Keyboard Shortcuts", "_About Bundle Settings"]], "no bundle, no defaults to restore")
        XCTAssertEqual(launcher.menu.makeModel().itemCount, 2, "two sections")
        XCTAssertFalse(launcher.window.activateAction(named: "restore-defaults"))
        GtkTestSupport.iterate(for: 0.3)
        let buttons = try announced().filter { $0["role"] == "toggle button" || $0["role"] == "push button" }.compactMap { $0["name"] }
        XCTAssertTrue(buttons.contains("Main Menu"), "\(buttons)")

        try KeyPresser.press(KeyPresser.f10)
        XCTAssertTrue(GtkTestSupport.iterate(for: 3) { launcher.menuButton.isOpen }, "F10 opened the menu")
        let items = GtkTestSupport.labels(in: launcher.menuButton.popover.pointer)
        for label in ["Open Bundle…", "Keyboard Shortcuts", "About Bundle Settings"] {
            XCTAssertTrue(items.contains { $0.replacingOccurrences(of: "_", with: "") == label }, "\(label) in \(items)")
        }
        XCTAssertTrue(WidgetScreenshot.savePNG(of: launcher.menuButton.popover, to: "/tmp/bundle-settings-start-menu.png"))
        launcher.menuButton.popdown()
    }

    func testTheStatusPageOpensKeyboardShortcutsAndAboutOverItself() async throws {
        instance.open(request("/nonexistent/Missing.bundle"))
        let launcher = try XCTUnwrap(instance.launcherWindows.first)
        XCTAssertNotNil(launcher.statusPage)
        launcher.window.present()
        GtkTestSupport.iterate(for: 0.3)
        try KeyPresser.press(KeyPresser.slash, holding: [KeyPresser.control, KeyPresser.shift])
        let shortcuts = try XCTUnwrap(launcher.dialogs.shortcutsWindow, "Ctrl+? opened it")
        XCTAssertTrue(GtkTestSupport.iterate(for: 3) { shortcuts.isVisible })
        XCTAssertEqual(gtk_window_get_transient_for(gtkCast(shortcuts.pointer, to: GtkWindow.self)),
                       gtkCast(launcher.window.pointer, to: GtkWindow.self))
        let listed = GtkTestSupport.labels(in: shortcuts.pointer)
        XCTAssertTrue(listed.contains("Open a settings bundle"), "\(listed)")
        XCTAssertFalse(listed.contains("Search all pages"), "no settings pages here: \(listed)")
        shortcuts.destroy()

        XCTAssertTrue(launcher.window.activateAction(named: "about"))
        let about = try XCTUnwrap(launcher.dialogs.aboutDialog)
        XCTAssertTrue(GtkTestSupport.iterate(for: 3) { about.isVisible })
        XCTAssertEqual(about.programName, "Bundle Settings")
        XCTAssertEqual(about.transientParent, gtkCast(launcher.window.pointer, to: GtkWindow.self))
        about.destroy()
    }

    func testControlQOnTheStartPageClosesEveryWindow() async throws {
        instance.open(request(try makeBundle("Open")))
        instance.open(request(nil))
        let launcher = try XCTUnwrap(instance.launcherWindows.first)
        let windows = instance.windows.map(\.window) + [launcher.window]
        XCTAssertNotEqual(bs_test_activate_shortcut(launcher.window.pointer, guint(GDK_KEY_q), GDK_CONTROL_MASK), 0)
        XCTAssertTrue(GtkTestSupport.iterate(for: 2) { windows.allSatisfy { !$0.isVisible } })
    }

    func testTheSameStoreTwicePresentsTheOpenWindow() async throws {
        let path = try makeBundle("Twice")
        let store = folder.appendingPathComponent("twice.ini").path
        instance.open(request(path, store: store))
        instance.open(request(path, store: store))
        XCTAssertEqual(instance.windows.count, 1)
        instance.open(request(path))
        XCTAssertEqual(instance.windows.count, 2, "another store, another window")
        GtkTestSupport.iterate(for: 0.3)
        let frames = try announced("--windows")
        XCTAssertEqual(frames.count, 2, "\(frames)")
    }

    func testControlQClosesEveryWindowControlWOnlyItsOwn() async throws {
        instance.open(request(try makeBundle("One")))
        instance.open(request(try makeBundle("Two")))
        instance.open(request(try makeBundle("Three")))
        let windows = instance.windows.map(\.window)
        XCTAssertEqual(windows.count, 3)
        XCTAssertNotEqual(bs_test_activate_shortcut(windows[0].pointer, guint(GDK_KEY_w), GDK_CONTROL_MASK), 0)
        GtkTestSupport.iterate(for: 0.3)
        XCTAssertEqual(windows.filter(\.isVisible).count, 2)
        XCTAssertNotEqual(bs_test_activate_shortcut(windows[1].pointer, guint(GDK_KEY_q), GDK_CONTROL_MASK), 0)
        XCTAssertTrue(GtkTestSupport.iterate(for: 2) { windows.allSatisfy { !$0.isVisible } })
    }

    func testTheStartPageListsRecentBundlesAndFollowsTheList() async throws {
        let first = try makeBundle("First")
        instance.open(request(first))
        instance.open(request(nil))
        let start = try XCTUnwrap(instance.launcherWindows.first?.startPage)
        // Read from the file, once our list has written it.
        XCTAssertTrue(GtkTestSupport.iterate(for: 5) { start.entries.first?.path == first }, "\(start.entries)")
        XCTAssertEqual(start.entries.first?.name, "First", "named after the folder around Settings.bundle")
        XCTAssertFalse(start.entries.contains { $0.path == ResourceLocator.demoBundlePath() }, "the demo is offered only when nothing else is")

        let second = try makeBundle("Second")
        // Another program's list: kept until it has written the file.
        let other = recentList()
        other.add(folder: second)
        XCTAssertTrue(GtkTestSupport.iterate(for: 5) { start.entries.contains { $0.path == second } }, "\(start.entries)")
        try FileManager.default.removeItem(atPath: first)
        other.add(folder: second)
        XCTAssertTrue(GtkTestSupport.iterate(for: 5) { !start.entries.contains { $0.path == first } }, "a folder that is gone is left out")
        GtkTestSupport.iterate(for: 0.3)
        XCTAssertTrue(WidgetScreenshot.savePNG(of: try XCTUnwrap(instance.launcherWindows.first).window, to: "/tmp/bundle-settings-start.png"))
    }

    func testWithNothingInstalledOnePlainSentenceSaysWhatTheWindowIsFor() async throws {
        instance.open(request(nil))
        let start = try XCTUnwrap(instance.launcherWindows.first?.startPage)
        XCTAssertTrue(GtkTestSupport.iterate(for: 5) { start.isRead })
        XCTAssertTrue(start.applications.isEmpty)
        XCTAssertTrue(start.status.reason.isVisible)
        XCTAssertEqual(start.status.reason.text, "Your applications' settings show here once an application that has settings is installed.")
        XCTAssertTrue(start.status.openButton.isVisible, "and Open Bundle… beside the demo")
    }

    func testABundlesWindowHasNoShowAllSettings() async throws {
        instance.open(request(try XCTUnwrap(ResourceLocator.demoBundlePath())))
        let window = try XCTUnwrap(instance.windows.first)
        XCTAssertFalse(window.commands?.menu.items.contains { $0.action == MainMenu.showAllSettingsAction } ?? true)
    }

    func testTheDemoIsNotARecentBundleAndIsOfferedWhenNothingElseIs() async throws {
        let demo = try XCTUnwrap(ResourceLocator.demoBundlePath())
        instance.open(request(demo))
        let window = try XCTUnwrap(instance.windows.first)
        XCTAssertEqual(window.window.title, "Demo Bundle", "titled as the demo, not \"Settings\"")
        XCTAssertEqual(window.currentPage?.title, "Demo Bundle")
        instance.open(request(nil))
        let launcher = try XCTUnwrap(instance.launcherWindows.first)
        let start = try XCTUnwrap(launcher.startPage)
        XCTAssertTrue(GtkTestSupport.iterate(for: 5) { start.isRead }, "\(start.entries)")
        XCTAssertEqual(start.entries.map(\.name), ["Demo Bundle"], "not recorded when opened; offered as the hub is empty")
        XCTAssertTrue(launcher.menu.items.contains { $0.action == "open-demo" }, "and always in the main menu")
    }

    func testWithRecentFilesTurnedOffTheStartPageSaysSo() async throws {
        let settings = try XCTUnwrap(gtk_settings_get_default())
        bs_object_set_boolean(UnsafeMutableRawPointer(settings), "gtk-recent-files-enabled", 0)
        defer { bs_object_set_boolean(UnsafeMutableRawPointer(settings), "gtk-recent-files-enabled", 1) }
        instance.open(request(try makeBundle("Private")))
        instance.open(request(nil))
        let start = try XCTUnwrap(instance.launcherWindows.first?.startPage)
        XCTAssertTrue(GtkTestSupport.iterate(for: 5) { start.isRead })
        XCTAssertEqual(start.entries.map(\.path), [ResourceLocator.demoBundlePath()].compactMap { $0 }, "nothing recorded, nothing listed")
        XCTAssertTrue(GtkTestSupport.labels(in: start.widget.pointer).contains("Recent files are turned off."))
    }

    /// More recent bundles than are named at once: the newest come named (each bundle's title),
    /// the older under their folders' names, then named too; listing the same entries again
    /// keeps the same rows, so a focused one keeps the focus.
    func testTheOlderRecentBundlesAreNamedAfterTheNewestAndTheListedRowsStay() async throws {
        let count = RecentBundles.namedAtOnce + 3
        let list = recentList()
        for index in 0..<count {
            let bundle = folder.appendingPathComponent("Folder\(index)/Settings.bundle")
            try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
            try PropertyListSerialization.data(fromPropertyList: ["Title": "App \(index)", "PreferenceSpecifiers": []], format: .xml, options: 0)
                .write(to: bundle.appendingPathComponent("Root.plist"))
            list.add(folder: bundle.path)
        }
        XCTAssertTrue(GtkTestSupport.iterate(for: 10) {
            RecentFolderList.entries(in: recentFile, registeredBy: RecentBundles.applicationName).count == count
        })

        var deliveries: [[RecentBundles.Entry]] = []
        list.readEntries(languages: ["en"]) { deliveries.append($0) }
        XCTAssertTrue(GtkTestSupport.iterate(for: 10) { deliveries.count == 2 }, "\(deliveries.count) deliveries")
        let (first, last) = (deliveries[0], deliveries[deliveries.count - 1])
        XCTAssertEqual(first.count, count)
        XCTAssertTrue(first.prefix(RecentBundles.namedAtOnce).allSatisfy { $0.name.hasPrefix("App ") }, "\(first)")
        XCTAssertEqual(first.dropFirst(RecentBundles.namedAtOnce).map(\.name),
                       first.dropFirst(RecentBundles.namedAtOnce).map { RecentBundles.displayName(of: $0.path) })
        XCTAssertEqual(last.map(\.path), first.map(\.path))
        XCTAssertTrue(last.allSatisfy { $0.name.hasPrefix("App ") }, "\(last)")

        instance = ApplicationInstance(application: application, resourcesDirectory: nil, geometryPath: nil, firstFrame: .none, recent: list)
        instance.open(request(nil))
        let start = try XCTUnwrap(instance.launcherWindows.first?.startPage)
        XCTAssertTrue(GtkTestSupport.iterate(for: 10) { start.isRead })
        XCTAssertTrue(GtkTestSupport.iterate(for: 10) { start.entries.allSatisfy { $0.name.hasPrefix("App ") } }, "the older ones named")
        let listed = start.rows.map(\.row.pointer)
        XCTAssertEqual(listed.count, StartPage.shownLimit)
        // The same entries listed again (as a new delivery of the same list does): the same rows.
        start.search(for: "")
        XCTAssertEqual(start.rows.map(\.row.pointer), listed, "the same rows")
    }

    /// A list of 5,000 of our bundles among 50,000 entries of other programs (22 MB): the
    /// start page's first frame does not wait for it (it took over a minute), the newest
    /// screenful is listed, and a search finds the rest.
    func testAHugeRecentListShowsAScreenfulAtOnceAndTheRestBySearch() async throws {
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        writer.arguments = [URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                                .appendingPathComponent("Scripts/huge-recent-list.py").path,
                            recentFile, folder.appendingPathComponent("recent").path, "5000", "50000"]
        try writer.run()
        writer.waitUntilExit()
        XCTAssertEqual(writer.terminationStatus, 0)

        let start = Date()
        instance.open(request(nil))
        let launcher = try XCTUnwrap(instance.launcherWindows.first)
        var painted = false
        let clock = try XCTUnwrap(gtk_widget_get_frame_clock(launcher.window.pointer))
        SignalConnection.connect(UnsafeMutableRawPointer(clock), "after-paint") { painted = true }
        XCTAssertTrue(GtkTestSupport.iterate(for: 60) { painted })
        let firstFrame = Date().timeIntervalSince(start)
        let page = try XCTUnwrap(launcher.startPage)
        XCTAssertTrue(GtkTestSupport.iterate(for: 60) { page.isRead })
        print("recent list of 5,000 ours and 50,000 others: first frame after \(Int(firstFrame * 1000)) ms, " +
              "listed after \(Int(Date().timeIntervalSince(start) * 1000)) ms")
        XCTAssertLessThan(firstFrame, 5)
        XCTAssertEqual(page.entries.count, 5_000, "ours")
        XCTAssertEqual(page.shown.map(\.name), (0..<StartPage.shownLimit).map { "bundle\(4_999 - $0)" }, "the newest screenful, by folder")
        page.search(for: "bundle1234")
        XCTAssertEqual(page.shown.map(\.name), ["bundle1234"])
        // Once laid out again (GTK snapshots nothing while layout is pending). A ceiling, not a
        // wait: it returns at the first snapshot; 2 s ran out on a loaded CI machine.
        XCTAssertTrue(GtkTestSupport.iterate(for: 30) { WidgetScreenshot.savePNG(of: launcher.window, to: "/tmp/bundle-settings-start-searched.png") })
        page.search(for: "")
        XCTAssertEqual(page.shown.count, StartPage.shownLimit)
    }
}
