import CGtk
import CGtkKit
import Foundation
import GtkKit
import SettingsKit
@testable import SettingsUI
import XCTest

/// The main menu and what it opens: Restore Defaults, Keyboard Shortcuts, About.
@MainActor
final class MainMenuTests: XCTestCase {
    private var folder: URL!

    override func setUp() async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("mainmenu-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private var storePath: String { folder.appendingPathComponent("settings.ini").path }

    /// The demo bundle on a real controller and key-file store.
    private func demoWindow() throws -> SettingsWindow {
        let bundle = try SettingsBundle.open(path: GtkTestSupport.resourcesDirectory + "/Settings.bundle", languages: ["en"]).get()
        let controller = SettingsController(bundle: bundle, store: KeyFileStore(path: storePath), applicationName: "Shoebox")
        return GtkTestSupport.makeWindow(controller)
    }

    private func commands(_ window: SettingsWindow) throws -> WindowCommands { try XCTUnwrap(window.commands) }

    func testTheMenuButtonIsTheNamedPrimaryMenuWithTheStandardItems() async throws {
        let window = try demoWindow()
        defer { window.window.destroy() }
        let button = try commands(window).menuButton
        XCTAssertTrue(button.isInside(window.window))
        XCTAssertTrue(bs_test_accessible_has_label(button.pointer, "Main Menu") != 0)
        XCTAssertEqual(button.tooltip, "Main Menu")
        XCTAssertTrue(gtk_menu_button_get_primary(button.opaque) != 0, "F10 opens the primary menu")
        let labels = try commands(window).menu.sections.map { $0.map(\.label) }
        XCTAssertEqual(labels, [["_Open Bundle…"], ["_Restore Defaults"], ["_Keyboard Shortcuts", "_About Bundle Settings"]])
        XCTAssertEqual(try commands(window).menu.makeModel().itemCount, 3, "three sections")
    }

    func testOpenBundleIsInTheMenuGreyedWhereNoBundleCanBeOpened() async throws {
        let window = try demoWindow()
        defer { window.window.destroy() }
        XCTAssertFalse(window.window.isActionEnabled(named: OpenBundleAction.name), "a window of no application")
        var opened = 0
        window.openBundle = { opened += 1 }
        XCTAssertTrue(window.window.isActionEnabled(named: OpenBundleAction.name))
        XCTAssertTrue(window.window.activateAction(named: OpenBundleAction.name))
        XCTAssertEqual(opened, 1)
        XCTAssertTrue(window.window.isActionEnabled(named: "restore-defaults"), "the window's actions share one group")
    }

    func testTheMenuShowsOnTheFirstPageOnly() async throws {
        let window = try demoWindow()
        defer { window.window.destroy() }
        let button = try commands(window).menuButton
        XCTAssertTrue(button.isVisible)
        window.binder.openPage(named: "Advanced", title: "Advanced")
        GtkTestSupport.iterate(for: 0.2)
        XCTAssertFalse(button.isVisible)
        window.goBack()
        XCTAssertTrue(button.isVisible)
    }

    func testF10OpensTheMainMenu() async throws {
        let window = try demoWindow()
        defer { window.window.destroy() }
        let button = try commands(window).menuButton
        XCTAssertFalse(button.isOpen)
        XCTAssertNil(gtk_menu_button_get_popover(button.opaque), "the menu's widgets are made when it first opens, not with the window")
        try KeyPresser.press(KeyPresser.f10)
        XCTAssertTrue(GtkTestSupport.iterate(for: 3) { button.isOpen }, "F10 opened the menu")
        button.popdown()
    }

    func testRestoreDefaultsResetsTheRowsAndUndoPutsThemBack() async throws {
        let window = try demoWindow()
        defer { window.window.destroy() }
        let network = try XCTUnwrap(GtkTestSupport.presenter(ToggleRowPresenter.self, key: "sync_network", in: window))
        let enabled = try XCTUnwrap(GtkTestSupport.presenter(ToggleRowPresenter.self, key: "sync_enabled", in: window))
        network.control.isOn = true
        enabled.control.isOn = false
        let edited = KeyFileStore(path: storePath).allValues
        XCTAssertEqual(edited.count, 2)

        XCTAssertTrue(window.window.activateAction(named: "restore-defaults"))
        XCTAssertFalse(network.control.isOn)
        XCTAssertTrue(enabled.control.isOn)
        XCTAssertFalse(try String(contentsOfFile: storePath, encoding: .utf8).contains("sync_"))
        XCTAssertTrue(window.notification.isShown)
        XCTAssertEqual(window.notification.message.text, "Defaults restored")
        XCTAssertTrue(window.notification.undoButton.isVisible)

        bs_signal_emit(window.notification.undoButton.raw, "clicked")
        XCTAssertTrue(network.control.isOn)
        XCTAssertFalse(enabled.control.isOn)
        XCTAssertEqual(KeyFileStore(path: storePath).allValues, edited, "exactly what was there")
        XCTAssertFalse(window.notification.isShown)
    }

    func testRestoreDefaultsWithNothingToRestoreSaysSoWithoutUndo() async throws {
        let window = try demoWindow()
        defer { window.window.destroy() }
        XCTAssertTrue(window.window.activateAction(named: "restore-defaults"))
        XCTAssertTrue(window.notification.isShown)
        XCTAssertEqual(window.notification.message.text, "All settings already have their default values")
        XCTAssertFalse(window.notification.undoButton.isVisible)
        XCTAssertFalse(FileManager.default.fileExists(atPath: storePath), "nothing written")
    }

    func testRestoreDefaultsIsDisabledForASessionThatCannotRestore() async throws {
        let window = GtkTestSupport.makeWindow(FakeSession(root: DemoPages.root))
        defer { window.window.destroy() }
        XCTAssertFalse(try commands(window).actions.isEnabled("restore-defaults"))
        window.window.activateAction(named: "restore-defaults")
        XCTAssertFalse(window.notification.isShown)
    }

    func testRestoreDefaultsWaitsWhileTheStoreCannotBeRead() async throws {
        try Data("[Settings\nnot a key file".utf8).write(to: URL(fileURLWithPath: storePath))
        let window = try demoWindow()
        defer { window.window.destroy() }
        XCTAssertFalse(try commands(window).actions.isEnabled("restore-defaults"))
        try Data("[Settings]\nsync_enabled=false\n".utf8).write(to: URL(fileURLWithPath: storePath))
        XCTAssertTrue(GtkTestSupport.iterate(for: 5) { (try? self.commands(window).actions.isEnabled("restore-defaults")) == true })
    }

    func testControlQuestionOpensTheKeyboardShortcutsWindowListingEveryShortcut() async throws {
        let window = try demoWindow()
        defer { window.window.destroy() }
        XCTAssertNil(try commands(window).shortcutsWindow)
        try KeyPresser.press(KeyPresser.slash, holding: [KeyPresser.control, KeyPresser.shift])
        let shortcuts = try XCTUnwrap(try commands(window).shortcutsWindow, "Ctrl+? opened it")
        XCTAssertTrue(GtkTestSupport.iterate(for: 3) { shortcuts.isVisible })
        XCTAssertEqual(String(cString: bs_object_type_name(shortcuts.raw)), "GtkShortcutsWindow")
        XCTAssertEqual(gtk_window_get_transient_for(gtkCast(shortcuts.pointer, to: GtkWindow.self)),
                       gtkCast(window.window.pointer, to: GtkWindow.self))
        let listed = Set(ShortcutsWindow.groups.flatMap(\.shortcuts).flatMap { $0.accelerators.split(separator: " ") })
        for accelerator in ["F10", "<Control>f", "<Alt>Left", "Escape", "<Control>w", "<Control>q", "<Control>question",
                            "<Control>o", "<Control>z"] {
            XCTAssertTrue(listed.contains(Substring(accelerator)), "\(accelerator) is listed")
        }
        // The window's own actions are listed with the keys that run them.
        for item in try commands(window).items {
            for accelerator in item.accelerators { XCTAssertTrue(listed.contains(Substring(accelerator)), item.action) }
        }
        shortcuts.destroy()
    }

    func testShortcutTitlesAreEscapedForTheBuilder() async throws {
        GtkTestSupport.initialize()
        let xml = ShortcutsWindow.xml([.init(title: "A & <B>", shortcuts: [.init(accelerators: "<Control>k", title: "\"Q\" & A")])])
        let built = try XCTUnwrap(BuilderWindow(xml: xml, id: ShortcutsWindow.objectID), xml)
        XCTAssertTrue(GtkTestSupport.labels(in: built.pointer).contains("A & <B>"), "\(GtkTestSupport.labels(in: built.pointer))")
        built.destroy()
    }

    func testAboutShowsTheVersionAndLicenceButNoWebsiteOverTheWindow() async throws {
        let window = try demoWindow()
        defer { window.window.destroy() }
        XCTAssertTrue(window.window.activateAction(named: "about"))
        let about = try XCTUnwrap(try commands(window).aboutDialog)
        XCTAssertTrue(GtkTestSupport.iterate(for: 3) { about.isVisible })
        XCTAssertEqual(about.programName, "Bundle Settings")
        XCTAssertEqual(about.title, "About Bundle Settings")
        XCTAssertEqual(about.version, BuildConfiguration.version)
        XCTAssertFalse(about.version.isEmpty)
        XCTAssertEqual(about.licenseType, .mitX11)
        XCTAssertEqual(about.website, "", "no website: the project holds no domain")
        XCTAssertEqual(about.logoIconName, Image.themeHasIcon("org.bundlesettings.BundleSettings")
                       ? "org.bundlesettings.BundleSettings" : "application-x-executable")
        XCTAssertEqual(about.translatorCredits, "translator-credits", "untranslated: GTK shows no credits")
        XCTAssertEqual(about.transientParent, gtkCast(window.window.pointer, to: GtkWindow.self))
        XCTAssertTrue(GtkTestSupport.labels(in: about.pointer).contains { $0.contains(BuildConfiguration.version) })
        XCTAssertTrue(bs_test_activate_shortcut(about.pointer, guint(GDK_KEY_Escape), GdkModifierType(0)) != 0)
        XCTAssertTrue(GtkTestSupport.iterate(for: 2) { !about.isVisible }, "Escape closes it")
    }
}

extension MainMenuTests {
    /// Screenshots of the open menu and of the notification, for looking at: set
    /// `BUNDLE_SETTINGS_SCREENSHOT_DIR` (and `GTK_THEME=Default:dark` for the dark style).
    func testScreenshotsOfTheMenuAndTheNotification() async throws {
        guard let folder = ProcessInfo.processInfo.environment["BUNDLE_SETTINGS_SCREENSHOT_DIR"] else {
            throw XCTSkip("set BUNDLE_SETTINGS_SCREENSHOT_DIR")
        }
        let style = ProcessInfo.processInfo.environment["GTK_THEME"]?.hasSuffix(":dark") == true ? "dark" : "light"
        let window = try demoWindow()
        defer { window.window.destroy() }
        let button = try commands(window).menuButton
        button.popup()
        GtkTestSupport.iterate(for: 1)
        XCTAssertTrue(WidgetScreenshot.savePNG(of: button.popover, to: "\(folder)/menu-\(style).png"))
        button.popdown()
        try XCTUnwrap(GtkTestSupport.presenter(ToggleRowPresenter.self, key: "sync_network", in: window)).control.isOn = true
        window.window.activateAction(named: "restore-defaults")
        GtkTestSupport.iterate(for: 1)
        XCTAssertTrue(WidgetScreenshot.savePNG(of: window.window, to: "\(folder)/notification-\(style).png"))
        window.notification.show(tr("“%s” deleted", "A holiday with a long name in the Alps"), undo: {})
        GtkTestSupport.iterate(for: 1)
        XCTAssertTrue(WidgetScreenshot.savePNG(of: window.window, to: "\(folder)/notification-long-\(style).png"))
        window.window.activateAction(named: "show-help-overlay")
        GtkTestSupport.iterate(for: 1)
        let shortcuts = try XCTUnwrap(try commands(window).shortcutsWindow)
        XCTAssertTrue(WidgetScreenshot.savePNG(of: shortcuts, to: "\(folder)/shortcuts-\(style).png"))
        shortcuts.destroy()
        window.window.activateAction(named: "about")
        GtkTestSupport.iterate(for: 1)
        XCTAssertTrue(WidgetScreenshot.savePNG(of: try XCTUnwrap(try commands(window).aboutDialog), to: "\(folder)/about-\(style).png"))
    }
}
