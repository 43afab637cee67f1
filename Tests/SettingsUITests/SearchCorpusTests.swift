import CGtk
import Foundation
import GtkKit
@testable import SettingsKit
@testable import SettingsUI
import XCTest

/// Search on a real bundle from `../shared/corpus` (skipped without it): every result opens
/// its page, through the pages leading there, with a row of that page focused.
@MainActor
final class SearchCorpusTests: XCTestCase {
    func testEveryResultOfTheInAppSettingsKitSampleOpensItsRow() async throws {
        let path = CorpusWindowTests.corpus.appendingPathComponent("futuretap__InAppSettingsKit/InAppSettingsKitSampleApp/Settings.bundle").path
        guard FileManager.default.fileExists(atPath: path) else { throw XCTSkip("no corpus at \(CorpusWindowTests.corpus.path)") }
        let bundle = try SettingsBundle.open(path: path, languages: ["en"]).get()
        let controller = SettingsController(bundle: bundle, store: MemoryStore(), applicationName: "Sample")
        let window = GtkTestSupport.makeWindow(controller)
        defer { window.window.destroy() }
        let index = controller.makeSearchIndex()
        XCTAssertGreaterThan(index.entries.count, 50)
        var opened = 0
        // Custom views only a host draws are no results in a window without one.
        for entry in index.entries where !entry.isDrawnByHost {
            // Searched by the first text it is found by: its title, or a group without a
            // heading (titled by its first row or page) by its footer's first words.
            let first = try XCTUnwrap(entry.texts.first, entry.title)
            window.startSearch(first.field == .title ? first.shown : first.shown.split(separator: " ").prefix(4).joined(separator: " "))
            let result = try XCTUnwrap(window.search.results.results.first { $0.entry.target == entry.target && $0.entry.title == entry.title },
                                       "\(entry.title) is not among its own results")
            window.search.results.onActivate?(result)
            GtkTestSupport.iterate(for: 0.05)
            XCTAssertEqual(window.navigation.pages.count, entry.target.steps.count + 1, entry.title)
            if let step = entry.target.steps.last { XCTAssertEqual(window.currentPage?.title, step.title, entry.title) }
            let page = try XCTUnwrap(window.currentPage)
            let focused = try XCTUnwrap(window.window.focusWidget, "nothing focused after opening \(entry.title)")
            XCTAssertTrue(focused.isInside(page.widget), "\(entry.title): focus is not on its page")
            opened += 1
        }
        print("opened \(opened) results")
    }
}
