import CGtk
import Foundation
import GtkKit
import SettingsKit
@testable import SettingsUI
import XCTest

/// The window on the real controller and a real key-file store: what the executable runs.
@MainActor
final class RealSessionTests: XCTestCase {
    private var folder: URL!

    override func setUp() async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("realsession-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private var storePath: String { folder.appendingPathComponent("settings.ini").path }

    private func window(bundlePath: String = GtkTestSupport.resourcesDirectory + "/Settings.bundle",
                        store: String? = nil) throws -> SettingsWindow {
        let bundle = try SettingsBundle.open(path: bundlePath, languages: ["en"]).get()
        let controller = SettingsController(bundle: bundle, store: KeyFileStore(path: store ?? storePath),
                                            applicationName: "Shoebox")
        return GtkTestSupport.makeWindow(controller)
    }

    private func contents(of path: String) -> String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }

    func testASwitchIsOnDiskAsSoonAsItIsFlipped() async throws {
        let window = try window()
        defer { window.window.destroy() }
        let toggle = try XCTUnwrap(GtkTestSupport.presenter(ToggleRowPresenter.self, key: "sync_network", in: window))
        XCTAssertFalse(toggle.control.isOn, "DefaultValue wifi-only is the FalseValue")
        XCTAssertFalse(FileManager.default.fileExists(atPath: storePath), "showing defaults writes nothing")
        toggle.control.isOn = true
        XCTAssertTrue(contents(of: storePath).contains("sync_network='any-network'"), contents(of: storePath))
    }

    func testAChangeByAnotherProgramReachesTheVisibleRow() async throws {
        let window = try window()
        defer { window.window.destroy() }
        let toggle = try XCTUnwrap(GtkTestSupport.presenter(ToggleRowPresenter.self, key: "sync_enabled", in: window))
        XCTAssertTrue(toggle.control.isOn)
        // Another writer of the same file, as `bundle-settings set` would be.
        try Data("[Settings]\nsync_enabled=false\n".utf8).write(to: URL(fileURLWithPath: storePath))
        XCTAssertTrue(GtkTestSupport.iterate(for: 5) { !toggle.control.isOn }, "the file monitor updated the switch")
    }

    func testAStoreThatCannotBeWrittenSaysWhyAndTheRowShowsTheStoredState() async throws {
        // A store "inside" a regular file cannot be created, whoever runs the test (even root).
        let blocker = folder.appendingPathComponent("not-a-folder")
        try Data().write(to: blocker)
        let window = try window(store: blocker.appendingPathComponent("settings.ini").path)
        defer { window.window.destroy() }
        let toggle = try XCTUnwrap(GtkTestSupport.presenter(ToggleRowPresenter.self, key: "sync_enabled", in: window))
        toggle.control.isOn = false
        XCTAssertTrue(window.banner.isRevealed)
        XCTAssertTrue(window.banner.message.text.contains("not-a-folder"), window.banner.message.text)
        XCTAssertTrue(toggle.control.isOn, "the row does not pretend to have saved")
    }

    func testTheDemoBundleHasNoProblemsToOffer() async throws {
        let window = try window()
        defer { window.window.destroy() }
        XCTAssertTrue(GtkTestSupport.iterate(for: 10) { window.problems != nil }, "the check ran")
        XCTAssertEqual(window.problems?.filter { $0.severity >= .warning }, [])
        XCTAssertFalse(window.problemsButton.isVisible)
    }

    func testABundleWithProblemsOffersThemInTheHeaderBar() async throws {
        let bundle = folder.appendingPathComponent("Settings.bundle")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        let rows: [[String: Any]] = [
            ["Type": "PSToggleSwitchSpecifier", "Title": "Fine", "Key": "fine", "DefaultValue": true],
            ["Type": "PSFancySpecifier", "Title": "Fancy", "Key": "fancy"],
            ["Type": "PSChildPaneSpecifier", "Title": "Gone", "File": "Missing"],
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: ["PreferenceSpecifiers": rows], format: .xml, options: 0)
        try data.write(to: bundle.appendingPathComponent("Root.plist"))
        let window = try window(bundlePath: bundle.path)
        defer { window.window.destroy() }
        XCTAssertTrue(GtkTestSupport.iterate(for: 10) { window.problemsButton.isVisible })
        XCTAssertEqual(window.problemsButton.tooltip, "2 problems in this settings bundle")
        window.showProblems()
        XCTAssertEqual(window.titleLabel.text, ProblemsPage.title)
        let page = try XCTUnwrap(window.currentPage)
        let texts = GtkTestSupport.labels(in: page.widget.pointer)
        XCTAssertTrue(texts.contains("Root.plist"), "\(texts)")
        XCTAssertTrue(texts.contains { $0.contains("PSFancySpecifier") }, "\(texts)")
        XCTAssertTrue(texts.contains { $0.contains("Missing") }, "\(texts)")
        XCTAssertTrue(texts.contains("Error · Row 1 · Key Type") || texts.contains { $0.hasPrefix("Error · Row 1") }, "\(texts)")
        window.goBack()
        XCTAssertEqual(window.navigation.pages.count, 1)
    }
}
