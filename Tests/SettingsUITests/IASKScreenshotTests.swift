import CGtk
import Foundation
import GtkKit
import SettingsKit
@testable import SettingsUI
import XCTest

/// Screenshots of InAppSettingsKit's sample bundle, for looking at: set
/// `BUNDLE_SETTINGS_SCREENSHOT_DIR` (and `IASK_SAMPLE_BUNDLE` to the sample's Settings.bundle).
/// Skipped otherwise. The window is made tall so whole pages fit.
@MainActor
final class IASKScreenshotTests: XCTestCase {
    /// List groups with elements, so their item rows show.
    static let seed: [SettingKey: PlistValue] = [
        "tags": .array([.dictionary(["tag": .string("Important")]), .dictionary(["tag": .string("Later")])]),
        "tags2": .array([.string("swift"), .string("gtk")]),
        "accounts": .array([.dictionary(["username": .string("ada"), "password": .string("secret")])]),
        "dna": .array([.string("A"), .string("G")]),
        "ShowAccounts": .bool(true),
    ]

    func testScreenshotsOfTheSampleBundle() async throws {
        let environment = ProcessInfo.processInfo.environment
        guard let folder = environment["BUNDLE_SETTINGS_SCREENSHOT_DIR"], let path = environment["IASK_SAMPLE_BUNDLE"] else {
            throw XCTSkip("set BUNDLE_SETTINGS_SCREENSHOT_DIR and IASK_SAMPLE_BUNDLE")
        }
        try shootPages(of: path, prefix: "iask", seed: Self.seed, folder: folder,
                       pages: [("Complete List", "complete"), ("List groups", "listgroups"), ("Advanced", "advanced")])
    }

    func testScreenshotsOfTheDemoBundle() async throws {
        guard let folder = ProcessInfo.processInfo.environment["BUNDLE_SETTINGS_SCREENSHOT_DIR"] else {
            throw XCTSkip("set BUNDLE_SETTINGS_SCREENSHOT_DIR")
        }
        try shootPages(of: GtkTestSupport.resourcesDirectory + "/Settings.bundle", prefix: "demo", seed: [:], folder: folder,
                       pages: [("Albums & Tags", "albums"), ("Appearance", "appearance")])
    }

    /// Any bundle (`BUNDLE_SETTINGS_SCREENSHOT_BUNDLE`): its root page and the first child
    /// pane it opens, for looking at corpus bundles.
    func testScreenshotsOfAnyBundle() async throws {
        let environment = ProcessInfo.processInfo.environment
        guard let folder = environment["BUNDLE_SETTINGS_SCREENSHOT_DIR"],
              let path = environment["BUNDLE_SETTINGS_SCREENSHOT_BUNDLE"] else {
            throw XCTSkip("set BUNDLE_SETTINGS_SCREENSHOT_DIR and BUNDLE_SETTINGS_SCREENSHOT_BUNDLE")
        }
        let bundle = try SettingsBundle.open(path: path, languages: ["en"]).get()
        let firstChild = bundle.page(named: "Root").rows.first { if case .childPane = $0.kind { true } else { false } }
        let prefix = environment["BUNDLE_SETTINGS_SCREENSHOT_PREFIX"] ?? "bundle"
        try shootPages(of: path, prefix: prefix, seed: [:], folder: folder,
                       pages: firstChild.flatMap { row in row.title.map { [($0, "child")] } } ?? [])
    }

    private func shootPages(of path: String, prefix: String, seed: [SettingKey: PlistValue], folder: String,
                            pages: [(title: String, file: String)]) throws {
        let environment = ProcessInfo.processInfo.environment
        GtkTestSupport.initialize()
        let bundle = try SettingsBundle.open(path: path, languages: ["en"]).get()
        let controller = SettingsController(bundle: bundle, store: MemoryStore(seed), applicationName: "InAppSettingsKit")
        let height = Int32(environment["BUNDLE_SETTINGS_SCREENSHOT_HEIGHT"] ?? "") ?? 1000
        let mode: WindowMode = environment["BUNDLE_SETTINGS_SCREENSHOT_INSPECT"] == "0" ? .endUser : .inspect
        let window = SettingsWindow(session: controller, application: nil, applicationName: "InAppSettingsKit",
                                    geometryPath: nil, mode: mode)
        window.window.setDefaultSize(width: 640, height: height)
        window.present()
        defer { window.window.destroy() }
        func settle() {
            GtkTestSupport.iterate(for: 5) { window.currentPage?.isSettled == true }
            GtkTestSupport.iterate(for: 0.5)
        }
        /// The current page, a screenful at a time: NAME-1.png, NAME-2.png, …
        func shoot(_ name: String) {
            guard let page = window.currentPage else { return XCTFail("no page") }
            let adjustment = gtk_scrolled_window_get_vadjustment(page.widget.opaque)
            var offset = 0.0
            var part = 1
            repeat {
                gtk_adjustment_set_value(adjustment, offset)
                GtkTestSupport.iterate(for: 0.3)
                GtkTestSupport.iterate(for: 5) { page.isSettled }
                XCTAssertTrue(WidgetScreenshot.savePNG(of: window.window, to: "\(folder)/\(name)-\(part).png"))
                let shownTo = offset + gtk_adjustment_get_page_size(adjustment)
                offset = shownTo - 40
                part += 1
                if shownTo >= gtk_adjustment_get_upper(adjustment) { break }
            } while part < 8
            gtk_adjustment_set_value(adjustment, 0)
        }
        settle()
        shoot(prefix + "-root")
        for (title, file) in pages {
            let row = window.currentPage?.presenters.first { $0.row.title == title }
            let opener = try XCTUnwrap(row, "no row \(title)")
            opener.activate(opener.listRows[0])
            settle()
            shoot(prefix + "-" + file)
            if let list = window.currentPage?.presenters.compactMap({ $0 as? ListGroupPresenter })
                .first(where: { $0.row.key == "accounts" || $0.row.key == "albums_shared" }), let add = list.listRows.last {
                list.activate(add)
                GtkTestSupport.iterate(for: 1) { list.editorDialog?.page?.isBuilt == true }
                GtkTestSupport.iterate(for: 0.5)
                if let dialog = list.editorDialog {
                    XCTAssertTrue(WidgetScreenshot.savePNG(of: dialog.window, to: "\(folder)/\(prefix)-item-editor.png"))
                    dialog.cancel()
                }
            }
            window.goBack()
            settle()
        }
        GtkTestSupport.iterate(for: 10) { window.problems != nil }
        if window.problemsButton.isVisible {
            settle()
            shoot(prefix + "-with-problems")
            window.showProblems()
            settle()
            shoot(prefix + "-problems")
        }
    }
}
