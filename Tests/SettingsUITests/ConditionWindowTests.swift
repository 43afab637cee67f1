import CGtk
import Foundation
import GtkKit
import SettingsKit
@testable import SettingsUI
import XCTest

/// The demo's proxy group (`BSVisibleIf` on "Use Proxy") and its port field (1–65535) in the
/// window, on the real controller and a key-file store.
@MainActor
final class ConditionWindowTests: XCTestCase {
    private var folder: URL!
    private var storePath: String { folder.appendingPathComponent("settings.ini").path }
    private static let demo = GtkTestSupport.resourcesDirectory + "/Settings.bundle"

    override func setUp() async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("conditions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func window(bundlePath: String = demo) throws -> (SettingsWindow, SettingsController) {
        let bundle = try SettingsBundle.open(path: bundlePath, languages: ["en"]).get()
        let controller = SettingsController(bundle: bundle, store: KeyFileStore(path: storePath), applicationName: "Shoebox")
        return (GtkTestSupport.makeWindow(controller, mode: .endUser), controller)
    }

    private func controlNames() throws -> [String] {
        try ATSPIScript.controls().map { $0["name"] ?? "" }
    }

    private func isShown(_ presenter: RowPresenter) -> Bool {
        presenter.listRows.allSatisfy { gtk_widget_is_visible($0.pointer) != 0 }
    }

    func testUseProxyShowsAndHidesTheProxyRows() async throws {
        let (window, _) = try window()
        defer { window.window.destroy() }
        let useProxy = try XCTUnwrap(GtkTestSupport.presenter(ToggleRowPresenter.self, key: "proxy_enabled", in: window))
        let port = try XCTUnwrap(GtkTestSupport.presenter(TextFieldRowPresenter.self, key: "proxy_port", in: window))
        XCTAssertFalse(isShown(port))
        var names = try controlNames()
        XCTAssertTrue(names.contains("Use Proxy"), "\(names)")
        XCTAssertFalse(names.contains("Port") || names.contains("Host"), "\(names)")

        useProxy.control.isOn = true
        XCTAssertTrue(isShown(port))
        GtkTestSupport.iterate(for: 0.3)
        names = try controlNames()
        XCTAssertTrue(names.contains("Host") && names.contains("Port"), "\(names)")
        XCTAssertTrue(GtkTestSupport.labels(in: window.currentPage!.widget.pointer).contains("Proxy Server"))

        useProxy.control.isOn = false
        XCTAssertFalse(isShown(port))
        GtkTestSupport.iterate(for: 0.3)
        names = try controlNames()
        XCTAssertFalse(names.contains("Port") || names.contains("Host"), "\(names)")
        XCTAssertFalse(try String(contentsOfFile: storePath, encoding: .utf8).contains("proxy_port"), "a hidden value is neither reset nor written")
    }

    /// The demo shows a row enabled by another: "Use Mobile Data" only while "Sync Photos" is on.
    func testSyncPhotosEnablesUseMobileData() async throws {
        let (window, _) = try window()
        defer { window.window.destroy() }
        let sync = try XCTUnwrap(GtkTestSupport.presenter(ToggleRowPresenter.self, key: "sync_enabled", in: window))
        let mobileData = try XCTUnwrap(GtkTestSupport.presenter(ToggleRowPresenter.self, key: "sync_network", in: window))
        XCTAssertTrue(gtk_widget_is_sensitive(mobileData.control.pointer) != 0)
        sync.control.isOn = false
        XCTAssertFalse(gtk_widget_is_sensitive(mobileData.control.pointer) != 0, "read-only while Sync Photos is off")
        XCTAssertTrue(isShown(mobileData), "and still shown")
        sync.control.isOn = true
        XCTAssertTrue(gtk_widget_is_sensitive(mobileData.control.pointer) != 0)
    }

    func testSetFromAnotherProcessShowsTheProxyRows() async throws {
        let (window, _) = try window()
        defer { window.window.destroy() }
        let host = try XCTUnwrap(GtkTestSupport.presenter(TextFieldRowPresenter.self, key: "proxy_host", in: window))
        XCTAssertFalse(isShown(host))
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("bundle-settings")
        let process = Process()
        process.executableURL = binary
        process.arguments = ["set", "proxy_enabled", "on", "--bundle", Self.demo, "--store", storePath]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        // The window's file monitor hears the write: its signal arrives through the main loop.
        XCTAssertTrue(GtkTestSupport.iterate(for: 5) { self.isShown(host) }, "the group showed")
        let names = try controlNames()
        XCTAssertTrue(names.contains("Host"), "\(names)")
    }

    /// In German a decimal field shows and takes "2,5", stores "2.5", and its range message
    /// writes German numbers.
    func testADecimalFieldTakesTheUsersDecimalSeparatorAndStoresThePoint() async throws {
        let locales = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/test-locales").path
        try XCTSkipUnless(FileManager.default.fileExists(atPath: locales + "/de_DE.UTF-8"), "needs de_DE.UTF-8: run script/test-locales")
        let bundle = folder.appendingPathComponent("Settings.bundle")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try PropertyListSerialization.data(fromPropertyList: ["PreferenceSpecifiers": [
            ["Type": "PSTextFieldSpecifier", "Title": "Ratio", "Key": "ratio", "KeyboardType": "DecimalPad",
             "DefaultValue": "1.5", "MinimumValue": 0.5, "MaximumValue": 2500.5]]], format: .xml, options: 0)
            .write(to: bundle.appendingPathComponent("Root.plist"))
        let previousPath = getenv("LOCPATH").map { String(cString: $0) }
        setenv("LOCPATH", locales, 1)
        let locale = newlocale(LC_NUMERIC_MASK, "de_DE.UTF-8", nil)
        if let previousPath { setenv("LOCPATH", previousPath, 1) } else { unsetenv("LOCPATH") }
        let german = try XCTUnwrap(locale)
        let previous = uselocale(german)
        defer {
            uselocale(previous)
            freelocale(german)
        }
        let (window, controller) = try window(bundlePath: bundle.path)
        defer { window.window.destroy() }
        let ratio = try XCTUnwrap(GtkTestSupport.presenter(TextFieldRowPresenter.self, key: "ratio", in: window))
        XCTAssertEqual(ratio.entry.text, "1,5", "the bundle's number shown as a German one")
        ratio.entry.grabFocus()
        ratio.entry.text = "0,25"
        let message = try XCTUnwrap(ratio.violation)
        XCTAssertTrue(message.contains("0,5") && message.contains("2.500,5"), message)
        if let screenshots = ProcessInfo.processInfo.environment["BUNDLE_SETTINGS_SCREENSHOT_DIR"] {
            window.window.setDefaultSize(width: 640, height: 360)
            GtkTestSupport.iterate(for: 0.5)
            XCTAssertTrue(WidgetScreenshot.savePNG(of: window.window, to: screenshots + "/decimal-field-german-invalid.png"))
        }
        ratio.entry.text = "2,5"
        XCTAssertNil(ratio.violation, "a German decimal number in range")
        ratio.save()
        XCTAssertEqual(controller.store.value(forKey: "ratio"), .string("2.5"), "stored as the bundle writes numbers")
        XCTAssertEqual(ratio.entry.text, "2,5")
    }

    func testTypingAnInvalidPortShowsTheErrorAndStoresNothing() async throws {
        let (window, controller) = try window()
        defer { window.window.destroy() }
        try controller.set("on", forKey: "proxy_enabled")
        let port = try XCTUnwrap(GtkTestSupport.presenter(TextFieldRowPresenter.self, key: "proxy_port", in: window))
        port.entry.grabFocus()
        port.entry.text = "70000"
        XCTAssertEqual(port.violation, "Enter a number from 1 to 65535.")
        XCTAssertTrue(gtk_widget_has_css_class(port.entry.pointer, "error") != 0)
        XCTAssertTrue(GtkTestSupport.labels(in: port.listRows[0].pointer).contains("Enter a number from 1 to 65535."))
        let entries = try ATSPIScript.controls("--states").filter { $0["name"] == "Port" }
        XCTAssertEqual(entries.first?["invalid"], "yes", "\(entries)")
        XCTAssertEqual(entries.first?["description"], "Enter a number from 1 to 65535.", "\(entries)")

        port.save()
        XCTAssertNil(controller.store.value(forKey: "proxy_port"), "an invalid value is not stored")
        XCTAssertEqual(port.entry.text, "70000", "what the user typed stays to be corrected")

        port.entry.text = "3128"
        XCTAssertNil(port.violation)
        XCTAssertFalse(gtk_widget_has_css_class(port.entry.pointer, "error") != 0)
        port.save()
        XCTAssertEqual(controller.store.value(forKey: "proxy_port"), .string("3128"))
        let fixed = try ATSPIScript.controls("--states").filter { $0["name"] == "Port" }
        XCTAssertEqual(fixed.first?["invalid"], "no", "\(fixed)")
    }

    /// What is wrong shows under the field, starting where the field starts, and in view even
    /// when the field is at the view's bottom edge.
    func testTheErrorSitsUnderTheFieldInView() async throws {
        let (window, controller) = try window()
        defer { window.window.destroy() }
        window.window.setDefaultSize(width: 640, height: 500)
        try controller.set("on", forKey: "proxy_enabled")
        let port = try XCTUnwrap(GtkTestSupport.presenter(TextFieldRowPresenter.self, key: "proxy_port", in: window))
        let page = try XCTUnwrap(window.currentPage)
        port.entry.grabFocus()
        XCTAssertTrue(GtkTestSupport.iterate(for: 5) { port.entry.bounds(in: page.widget) != nil && page.widget.visibleHeight > 0 })
        // The field at the bottom edge, as focus scrolls a field just into view.
        let field = try XCTUnwrap(port.entry.bounds(in: page.widget))
        let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(page.widget.pointer))
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + Double(field.y + field.height) - page.widget.visibleHeight + 2)
        GtkTestSupport.iterate(for: 0.3)

        port.entry.text = "70000"
        let message = port.problem
        XCTAssertEqual(message.text, "Enter a number from 1 to 65535.")
        XCTAssertTrue(GtkTestSupport.iterate(for: 5) {
            guard let bounds = message.bounds(in: page.widget) else { return false }
            return bounds.y >= 0 && Double(bounds.y + bounds.height) <= page.widget.visibleHeight
        }, "the message is scrolled into view")
        let entry = try XCTUnwrap(port.entry.bounds(in: page.widget))
        let shown = try XCTUnwrap(message.bounds(in: page.widget))
        XCTAssertEqual(shown.x, entry.x, accuracy: 1, "under the field, not under the title")
        XCTAssertGreaterThanOrEqual(shown.y, entry.y + entry.height)
    }

    /// The fields of every section of a page start at one x: the account's and the proxy's.
    func testTheFieldsOfAPageShareOneColumn() async throws {
        let (window, controller) = try window()
        defer { window.window.destroy() }
        try controller.set("on", forKey: "proxy_enabled")
        let page = try XCTUnwrap(window.currentPage)
        let keys = ["account_email", "account_name", "proxy_host", "proxy_port"]
        let fields = try keys.map { try XCTUnwrap(GtkTestSupport.presenter(TextFieldRowPresenter.self, key: $0, in: window), $0).entry }
        var starts: [Float] = []
        XCTAssertTrue(GtkTestSupport.iterate(for: 5) {
            starts = fields.compactMap { $0.bounds(in: page.widget)?.x }
            return starts.count == fields.count && Set(starts).count == 1
        }, "\(zip(keys, starts).map { "\($0): \($1)" })")
    }

    func testFocusGoesToTheNeighbourOfARowThatDisappears() async throws {
        let (window, controller) = try window()
        defer { window.window.destroy() }
        try controller.set("on", forKey: "proxy_enabled")
        let port = try XCTUnwrap(GtkTestSupport.presenter(TextFieldRowPresenter.self, key: "proxy_port", in: window))
        port.entry.grabFocus()
        XCTAssertTrue(port.entry.containsFocus)
        // Another writer turns the proxy off while the port field has the focus.
        try controller.set("off", forKey: "proxy_enabled")
        let gtkWindow = gtkCast(window.window.pointer, to: GtkWindow.self)
        let focus = try XCTUnwrap(gtk_window_get_focus(gtkWindow), "the focus is somewhere")
        XCTAssertTrue(gtk_widget_is_visible(focus) != 0)
        // The next row shown after the proxy group: the first choice of "When to Upload".
        let when = try XCTUnwrap(window.currentPage?.presenters(forKey: "sync_when").first)
        XCTAssertTrue(when.listRows.contains { focus == $0.pointer || gtk_widget_is_ancestor(focus, $0.pointer) != 0 },
                      "focus went to the next row shown")
    }

    func testDoneIsDisabledWhileAFieldOfTheDialogIsInvalid() async throws {
        GtkTestSupport.initialize()
        let bundle = try writeBundle(["Person": [["Type": "PSTextFieldSpecifier", "Title": "Name", "Key": "name", "BSMaximumLength": 3]]])
        let (window, controller) = try window(bundlePath: bundle)
        defer { window.window.destroy() }
        let editor = try XCTUnwrap(controller.listItemEditor(for: "Person", editing: nil))
        var stored: PlistValue?
        let dialog = ItemEditorDialog(editor: editor, title: "Person", parent: window.window) { stored = $0 }
        dialog.present()
        GtkTestSupport.iterate(for: 0.3)
        let field = try XCTUnwrap(dialog.page?.presenters(forKey: "name").first as? TextFieldRowPresenter)
        field.entry.text = "Adalbert"
        XCTAssertFalse(dialog.doneButton.isSensitive)
        XCTAssertEqual(field.violation, "Enter at most 3 characters.")
        field.entry.text = "Ada"
        XCTAssertTrue(dialog.doneButton.isSensitive)
        dialog.done()
        XCTAssertEqual(stored, .dictionary(["name": .string("Ada")]))
    }

    /// Text a page's rules refuse is not kept when the page is left (Back): reopened, the page
    /// shows what is stored, and Done must not stay disabled for text nobody can see.
    func testLeavingAPageWithRefusedTextEnablesDoneAgain() async throws {
        GtkTestSupport.initialize()
        let bundle = try writeBundle([
            "Person": [["Type": "PSChildPaneSpecifier", "Title": "Details", "File": "Details"]],
            "Details": [["Type": "PSTextFieldSpecifier", "Title": "Nickname", "Key": "nick", "BSMaximumLength": 3]],
        ])
        let (window, controller) = try window(bundlePath: bundle)
        defer { window.window.destroy() }
        let editor = try XCTUnwrap(controller.listItemEditor(for: "Person", editing: nil))
        let dialog = ItemEditorDialog(editor: editor, title: "Person", parent: window.window) { _ in }
        dialog.present()
        GtkTestSupport.iterate(for: 0.3)
        dialog.binder.openPage(named: "Details", title: "Details")
        GtkTestSupport.iterate(for: 0.3)
        let field = try XCTUnwrap(dialog.page?.presenters(forKey: "nick").first as? TextFieldRowPresenter)
        field.entry.text = "Adalbert"
        XCTAssertFalse(dialog.doneButton.isSensitive)
        dialog.binder.closePage()
        GtkTestSupport.iterate(for: 0.3)
        XCTAssertTrue(dialog.doneButton.isSensitive, "the refused text went with its page")
        dialog.cancel()
    }

    /// A bundle whose Root is a list group "People" adding items through the page "Person",
    /// with `pages` besides; its path.
    private func writeBundle(_ pages: [String: [[String: Any]]]) throws -> String {
        let bundle = folder.appendingPathComponent("Settings.bundle")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        let root: [[String: Any]] = [[
            "Type": "IASKListGroupSpecifier", "Title": "People", "Key": "people",
            "AddSpecifier": ["Type": "PSChildPaneSpecifier", "Title": "Add Person", "File": "Person"],
        ]]
        for (name, rows) in pages.merging(["Root": root], uniquingKeysWith: { $1 }) {
            let data = try PropertyListSerialization.data(fromPropertyList: ["PreferenceSpecifiers": rows], format: .xml, options: 0)
            try data.write(to: bundle.appendingPathComponent("\(name).plist"))
        }
        return bundle.path
    }

    /// The demo's proxy group hidden, shown, and with an invalid port, light and dark: for
    /// looking at (`BUNDLE_SETTINGS_SCREENSHOT_DIR`).
    func testScreenshotsOfTheProxyGroup() async throws {
        guard let folder = ProcessInfo.processInfo.environment["BUNDLE_SETTINGS_SCREENSHOT_DIR"] else {
            throw XCTSkip("set BUNDLE_SETTINGS_SCREENSHOT_DIR")
        }
        GtkTestSupport.initialize()
        guard let settings = gtk_settings_get_default() else { return XCTFail("no GTK settings") }
        defer { bs_object_set_boolean(UnsafeMutableRawPointer(settings), "gtk-application-prefer-dark-theme", 0) }
        for (scheme, dark) in [("light", false), ("dark", true)] {
            bs_object_set_boolean(UnsafeMutableRawPointer(settings), "gtk-application-prefer-dark-theme", dark ? 1 : 0)
            let (window, controller) = try window()
            defer { window.window.destroy() }
            window.window.setDefaultSize(width: 640, height: 1200)
            try controller.reset(keys: ["proxy_enabled", "proxy_port"])
            GtkTestSupport.iterate(for: 0.5)
            XCTAssertTrue(WidgetScreenshot.savePNG(of: window.window, to: "\(folder)/proxy-hidden-\(scheme).png"))
            try controller.set("on", forKey: "proxy_enabled")
            GtkTestSupport.iterate(for: 0.5)
            XCTAssertTrue(WidgetScreenshot.savePNG(of: window.window, to: "\(folder)/proxy-shown-\(scheme).png"))
            let port = try XCTUnwrap(GtkTestSupport.presenter(TextFieldRowPresenter.self, key: "proxy_port", in: window))
            port.entry.grabFocus()
            port.entry.text = "70000"
            GtkTestSupport.iterate(for: 0.5)
            XCTAssertTrue(WidgetScreenshot.savePNG(of: window.window, to: "\(folder)/proxy-invalid-port-\(scheme).png"))
        }
    }
}
