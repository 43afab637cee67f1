import CGtk
import Foundation
import GtkKit
import SettingsKit
@testable import SettingsUI
import XCTest

/// Rows that only work inside the iOS app (links of schemes we do not open, pages drawn by the
/// app's code, rows needing its delegate) are not offered to a user: not shown, not found by
/// search; `--inspect` shows them, saying why.
@MainActor
final class IOSOnlyRowTests: XCTestCase {
    private var folder: URL!
    private var bundle: URL { folder.appendingPathComponent("Settings.bundle") }

    override func setUp() async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("ios-only-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try writePage("Root", [
            ["Type": "PSGroupSpecifier", "Title": "Privacy"],
            ["Type": "IASKOpenURLSpecifier", "Title": "Open in Settings", "File": "app-settings:"],
            ["Type": "IASKOpenURLSpecifier", "Title": "Website", "File": "https://example.org/"],
            ["Type": "PSChildPaneSpecifier", "Title": "Custom Subview", "IASKViewControllerClass": "MyController"],
            ["Type": "PSMultiValueSpecifier", "Title": "Country", "Key": "country", "DefaultValue": "de"],
            ["Type": "IASKCustomViewSpecifier", "Title": "Custom Cell", "Key": "customCell"],
            ["Type": "PSChildPaneSpecifier", "Title": "Advanced", "File": "Advanced", "IASKChildTitle": ""],
            ["Type": "PSGroupSpecifier", "Title": "Only iOS"],
            ["Type": "IASKOpenURLSpecifier", "Title": "Rate Us", "File": "itms-apps://example"],
        ])
        try writePage("Advanced", [["Type": "PSToggleSwitchSpecifier", "Title": "Inner", "Key": "inner", "DefaultValue": true]])
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func writePage(_ name: String, _ rows: [[String: Any]]) throws {
        let data = try PropertyListSerialization.data(fromPropertyList: ["PreferenceSpecifiers": rows], format: .xml, options: 0)
        try data.write(to: bundle.appendingPathComponent("\(name).plist"))
    }

    private func window(_ mode: WindowMode) throws -> SettingsWindow {
        let opened = try SettingsBundle.open(path: bundle.path, languages: ["en"]).get()
        let controller = SettingsController(bundle: opened, store: MemoryStore(), applicationName: "Phone App")
        return GtkTestSupport.makeWindow(controller, mode: mode)
    }

    private func texts(_ window: SettingsWindow) -> [String] {
        window.currentPage.map { GtkTestSupport.labels(in: $0.widget.pointer) } ?? []
    }

    private func searchTitles(_ window: SettingsWindow, _ query: String) -> [String] {
        window.search.start()
        window.search.entry.text = query
        GtkTestSupport.iterate(for: 5) { window.search.index != nil }
        window.search.update()
        return window.search.results.results.map(\.entry.title)
    }

    func testAUserSeesNeitherThemNorTheirEmptyGroupNorFindsThem() async throws {
        let window = try window(.endUser)
        defer { window.window.destroy() }
        let shown = texts(window)
        XCTAssertTrue(shown.contains("Website"), "\(shown)")
        for title in ["Open in Settings", "Custom Subview", "Country", "Custom Cell", "Rate Us", "Only iOS"] {
            XCTAssertFalse(shown.contains(title), "\(title) in \(shown)")
        }
        XCTAssertEqual(window.currentPage?.presenters.count, 2, "Website and Advanced")
        XCTAssertEqual(searchTitles(window, "open in"), [])
        XCTAssertEqual(searchTitles(window, "custom"), [])
        XCTAssertEqual(searchTitles(window, "country"), [])
        XCTAssertEqual(searchTitles(window, "website"), ["Website"])
    }

    func testInspectShowsThemSayingWhy() async throws {
        let window = try window(.inspect)
        defer { window.window.destroy() }
        let shown = texts(window)
        for title in ["Open in Settings", "Custom Subview", "Country", "Custom Cell", "Rate Us", "Only iOS"] {
            XCTAssertTrue(shown.contains(title), "\(title) in \(shown)")
        }
        XCTAssertTrue(shown.contains { $0.contains("\"app-settings:\" are not opened") }, "\(shown)")
        XCTAssertTrue(shown.contains { $0.contains("drawn by the iOS app's own code") }, "\(shown)")
        let link = try XCTUnwrap(window.currentPage?.presenters.first { $0.row.title == "Open in Settings" })
        XCTAssertFalse(link.listRows[0].isSensitive)
    }

    func testAPageWhoseTitleIsEmptyIsTitledByItsRow() async throws {
        let window = try window(.endUser)
        defer { window.window.destroy() }
        let advanced = try XCTUnwrap(window.currentPage?.presenters.first { $0.row.title == "Advanced" })
        advanced.activate(advanced.listRows[0])
        GtkTestSupport.iterate(for: 2) { window.currentPage?.title == "Advanced" }
        XCTAssertEqual(window.currentPage?.title, "Advanced")
    }
}
