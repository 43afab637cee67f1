import CGtk
import Foundation
import GtkKit
import SettingsKit
@testable import SettingsUI
import XCTest

/// Real bundles from `../shared/corpus` (not part of the project; skipped without it) opened in
/// the window on the real controller: every page reachable from Root opens, and a control of
/// each kind on it stores what it shows.
@MainActor
final class CorpusWindowTests: XCTestCase {
    static var corpus: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus")
    }

    private func openEveryPage(of relativePath: String) throws {
        let path = Self.corpus.appendingPathComponent(relativePath).path
        guard FileManager.default.fileExists(atPath: path) else { throw XCTSkip("no corpus at \(Self.corpus.path)") }
        let bundle = try SettingsBundle.open(path: path, languages: ["en"]).get()
        let store = MemoryStore()
        let controller = SettingsController(bundle: bundle, store: store, applicationName: "Corpus")
        let window = GtkTestSupport.makeWindow(controller)
        defer { window.window.destroy() }
        for page in controller.walk.pages.dropFirst() {
            window.binder.openPage(named: page.name, title: page.title)
            XCTAssertTrue(GtkTestSupport.iterate(for: 10) { window.currentPage?.isSettled == true }, page.name)
            let shown = try XCTUnwrap(window.currentPage)
            let presenters = shown.presenters
            var child = gtk_widget_get_first_child(shown.column.pointer)
            var visibleParts = 0
            while let current = child {
                if gtk_widget_get_visible(current) != 0 { visibleParts += 1 }
                child = gtk_widget_get_next_sibling(current)
            }
            XCTAssertGreaterThan(visibleParts, 0, "\(page.name) shows nothing")
            operateOneOfEach(presenters, controller: controller, store: store)
            window.goBack()
        }
        operateOneOfEach(try XCTUnwrap(window.currentPage).presenters, controller: controller, store: store)
        XCTAssertFalse(window.banner.isRevealed, window.banner.message.text)
    }

    /// Flips a switch and moves a slider (the first of each with a key, not locked): the store
    /// then holds a value for the key, and the control shows what the controller says it holds.
    private func operateOneOfEach(_ presenters: [RowPresenter], controller: SettingsController, store: MemoryStore) {
        let toggles = presenters.compactMap { $0 as? ToggleRowPresenter }
        if let toggle = toggles.first(where: { $0.row.key != nil && $0.listRows[0].isSensitive }), let key = toggle.row.key {
            let wasOn = toggle.control.isOn
            toggle.control.isOn = !wasOn
            XCTAssertNotNil(store.value(forKey: key), "\(key) stored")
            XCTAssertEqual(toggle.control.isOn, !wasOn, "\(key) shows the new state")
            if case .toggle(let rule) = toggle.row.kind { XCTAssertEqual(rule.isOn(controller.state(of: toggle.row).value), !wasOn, key.text) }
        }
        let sliders = presenters.compactMap { $0 as? SliderRowPresenter }
        if let slider = sliders.first(where: { $0.row.key != nil && $0.listRows[0].isSensitive }), let key = slider.row.key {
            slider.scale.value = slider.scale.value + 0.01
            XCTAssertEqual(store.value(forKey: key), .real(slider.scale.value), key.text)
        }
    }

    func testTheInAppSettingsKitSampleOpensEveryPage() async throws {
        try openEveryPage(of: "futuretap__InAppSettingsKit/InAppSettingsKitSampleApp/Settings.bundle")
    }

    func testVLCOpensEveryPage() async throws {
        try openEveryPage(of: "videolan__vlc-ios/Resources/iOS/Settings.bundle")
    }

    func testGitHawksThirtyAcknowledgementPagesOpen() async throws {
        try openEveryPage(of: "GitHawkApp__GitHawk/Settings.bundle")
    }
}
