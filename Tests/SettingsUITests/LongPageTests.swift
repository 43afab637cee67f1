import CGtk
import Foundation
import GtkKit
import SettingsKit
@testable import SettingsUI
import XCTest

/// Pages with thousands of rows or huge footers open at once.
@MainActor
final class LongPageTests: XCTestCase {
    /// Time from the user's click to the new page's first painted frame.
    private func timeToFirstFrame(of page: Page) throws -> (seconds: Double, window: SettingsWindow) {
        let session = FakeSession(root: DemoPages.root, pages: [page.name: page])
        let window = GtkTestSupport.makeWindow(session)
        let clock = try XCTUnwrap(gtk_widget_get_frame_clock(window.window.pointer))
        var painted = false
        let start = Date()
        window.binder.openPage(named: page.name, title: page.title)
        let id = SignalConnection.connect(UnsafeMutableRawPointer(clock), "after-paint") { painted = true }
        GtkTestSupport.iterate(for: 10) { painted }
        let seconds = Date().timeIntervalSince(start)
        SignalConnection.disconnect(UnsafeMutableRawPointer(clock), id)
        return (seconds, window)
    }

    /// The mean time of frames while the page scrolls down by a screen each frame.
    private func averageScrollFrame(in window: SettingsWindow) throws -> Double {
        let page = try XCTUnwrap(window.currentPage)
        let scrolling = gtk_scrolled_window_get_vadjustment(page.widget.opaque)
        let clock = try XCTUnwrap(gtk_widget_get_frame_clock(window.window.pointer))
        var frames = 0
        let id = SignalConnection.connect(UnsafeMutableRawPointer(clock), "after-paint") { frames += 1 }
        defer { SignalConnection.disconnect(UnsafeMutableRawPointer(clock), id) }
        let start = Date()
        for step in 1...20 {
            gtk_adjustment_set_value(scrolling, Double(step) * gtk_adjustment_get_page_size(scrolling))
            let target = frames + 1
            GtkTestSupport.iterate(for: 5) { frames >= target }
        }
        return Date().timeIntervalSince(start) / 20
    }

    /// A page builds before its first frame the rows its window shows, however tall the window
    /// (20 steps were built whatever the height: 7 more than the standard window shows).
    func testAPageBuildsBeforeItsFirstFrameWhatItsWindowShows() async throws {
        let session = FakeSession(root: DemoPages.long(rows: 200))
        let window = GtkTestSupport.makeWindow(session)
        defer { window.window.destroy() }
        for height: Int32 in [720, 1000] {
            window.window.setDefaultSize(width: 640, height: height)
            let shown = try XCTUnwrap(window.currentPage)
            XCTAssertTrue(GtkTestSupport.iterate(for: 5) { abs(gtk_widget_get_height(shown.widget.pointer) + 46 - height) < 30 },
                          "the page is \(gtk_widget_get_height(shown.widget.pointer)) pixels high in a window of \(height)")
            let page = SettingsPageBuilder.makePage(session.rootPage, title: nil, binder: window.binder)
            defer { page.stopBuilding() }
            let visible = Double(gtk_widget_get_height(shown.widget.pointer))
            // Every row of this page is one line, 51 pixels with its border, under one heading.
            XCTAssertGreaterThanOrEqual(Double(page.presenters.count) * 51 + 38, visible, "the rows built fill \(height) pixels")
            XCTAssertLessThanOrEqual(Double(page.presenters.count - 3) * 51, visible, "at most a few rows more than \(height) pixels show")
        }
    }

    /// Rows a condition hides take no room, so they do not count towards what fills the window
    /// (the demo's first frame ended above its fourth group, whose place hidden proxy rows took).
    func testHiddenRowsDoNotCountTowardsWhatFillsTheWindow() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hidden-first-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let bundle = folder.appendingPathComponent("Settings.bundle")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        let master: [String: Any] = ["Type": "PSToggleSwitchSpecifier", "Title": "Show More", "Key": "more", "DefaultValue": false]
        let hidden: [[String: Any]] = (0..<12).map { index in
            ["Type": "PSToggleSwitchSpecifier", "Title": "Hidden \(index)", "Key": "hidden\(index)", "DefaultValue": false,
             "BSVisibleIf": ["Key": "more", "Equals": true]]
        }
        let shown: [[String: Any]] = (0..<40).map { index in
            ["Type": "PSToggleSwitchSpecifier", "Title": "Shown \(index)", "Key": "shown\(index)", "DefaultValue": false]
        }
        try PropertyListSerialization.data(fromPropertyList: ["PreferenceSpecifiers": [master] + hidden + shown], format: .xml, options: 0)
            .write(to: bundle.appendingPathComponent("Root.plist"))
        let controller = SettingsController(bundle: try SettingsBundle.open(path: bundle.path, languages: ["en"]).get(), store: MemoryStore())
        let window = GtkTestSupport.makeWindow(controller)
        defer { window.window.destroy() }
        let page = SettingsPageBuilder.makePage(controller.rootPage, title: nil, binder: window.binder)
        defer { page.stopBuilding() }
        let visible = Double(gtk_widget_get_height(try XCTUnwrap(window.currentPage).widget.pointer))
        let rowsShown = page.presenters.filter { !controller.isHidden($0.row) }.count
        XCTAssertGreaterThanOrEqual(Double(rowsShown) * 51 + 38, visible, "the rows built that show fill the window")
    }

    func testFiveThousandRowsOpenInUnderHalfASecondAndBuildOnlyWhatIsNearTheView() async throws {
        let (seconds, window) = try timeToFirstFrame(of: DemoPages.long(rows: 5_000))
        print("5,000 rows: first frame after \(Int(seconds * 1000)) ms")
        XCTAssertLessThan(seconds, 0.5)
        let page = try XCTUnwrap(window.currentPage)
        XCTAssertTrue(GtkTestSupport.iterate(for: 5) { page.isSettled })
        GtkTestSupport.iterate(for: 0.3)
        let builtAtRest = page.presenters.count
        print("5,000 rows: \(builtAtRest) built while the page rests at the top")
        XCTAssertLessThan(builtAtRest, 300, "rows far below the view are not built")
        XCTAssertTrue(page.isSettled, "nothing runs while the page rests")
        print("5,000 rows: a scrolling frame takes \(Int(try averageScrollFrame(in: window) * 1000)) ms")
        XCTAssertGreaterThan(page.presenters.count, builtAtRest, "scrolling builds the rows it reaches")
        // Scrolling to the end again and again reaches every row.
        let scrolling = gtk_scrolled_window_get_vadjustment(page.widget.opaque)
        // Reaching every row is what is checked here, not how fast (script/bench-* time it): on a
        // loaded two-core CI machine the 5,000 rows of this page take 50 to 100 s and more.
        let start = Date()
        GtkTestSupport.iterate(for: 240) {
            gtk_adjustment_set_value(scrolling, gtk_adjustment_get_upper(scrolling))
            return page.isBuilt
        }
        print("5,000 rows: all built by scrolling to the end in \(Int(Date().timeIntervalSince(start) * 1000)) ms")
        XCTAssertEqual(page.presenters.count, 5_000)
        WidgetScreenshot.savePNG(of: window.window, to: "/tmp/bundle-settings-long.png")
        window.window.destroy()
    }

    func testAnEightyThousandCharacterFooterOpensInUnderHalfASecond() async throws {
        let (seconds, window) = try timeToFirstFrame(of: DemoPages.licence(characters: 80_000))
        print("80,000-character footer: first frame after \(Int(seconds * 1000)) ms")
        XCTAssertLessThan(seconds, 0.5)
        // Resizing re-wraps every paragraph: it must stay quick too.
        let start = Date()
        window.window.setDefaultSize(width: 900, height: 700)
        GtkTestSupport.iterate(for: 0.5)
        XCTAssertGreaterThan(gtk_widget_get_height(window.currentPage!.column.pointer), 10_000,
                             "the whole text is laid out")
        var footer = gtk_widget_get_first_child(window.currentPage!.column.pointer)
        while let current = footer, String(cString: bs_object_type_name(UnsafeMutableRawPointer(current))) != "GtkTextView" {
            footer = gtk_widget_get_next_sibling(current)
        }
        XCTAssertTrue(bs_test_accessible_has_label(try XCTUnwrap(footer), "Licence, footer") != 0,
                      "the long footer, a control of its own, is named")
        print("80,000-character footer: resize settled within \(Int(Date().timeIntervalSince(start) * 1000)) ms")
        WidgetScreenshot.savePNG(of: window.window, to: "/tmp/bundle-settings-licence.png")
        window.window.destroy()
    }

    /// GTK lays out a label in time that grows with the square of its longest word: every text
    /// the window shows is bounded (`ShownText`), so such a page opens at once (it took over a
    /// minute).
    func testAPageOfHugeUnbrokenWordsOpensAtOnce() async throws {
        let (seconds, window) = try timeToFirstFrame(of: DemoPages.unbroken)
        print("unbroken title, subtitle, value and footers: first frame after \(Int(seconds * 1000)) ms")
        XCTAssertLessThan(seconds, 5)
        let labels = GtkTestSupport.labels(in: try XCTUnwrap(window.currentPage).widget.pointer)
        XCTAssertTrue(labels.contains { $0.hasPrefix("xxxx") }, "the texts are shown, cut: \(labels.map(\.count))")
        XCTAssertTrue(labels.allSatisfy { $0.count <= ShownText.Kind.paragraph.characterLimit * 2 })
        // The long footer's text view lays its lines out once idle.
        GtkTestSupport.iterate(for: 1)
        XCTAssertTrue(GtkTestSupport.iterate(for: 2) { WidgetScreenshot.savePNG(of: window.window, to: "/tmp/bundle-settings-unbroken.png") })
        window.window.destroy()
    }

    /// The same through the real reader and controller: a subtitle of 10,000 characters without
    /// a break (it took 31 s).
    func testAHugeUnbrokenSubtitleFromABundleOpensAtOnce() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unbroken-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = folder.appendingPathComponent("Settings.bundle")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        let subtitle = String(repeating: "x", count: 10_000)
        let rows: [[String: Any]] = [["Type": "PSToggleSwitchSpecifier", "Title": "Sync", "Key": "sync", "DefaultValue": true,
                                      "IASKSubtitle": subtitle]]
        try PropertyListSerialization.data(fromPropertyList: ["PreferenceSpecifiers": rows], format: .xml, options: 0)
            .write(to: bundle.appendingPathComponent("Root.plist"))
        let controller = SettingsController(bundle: try SettingsBundle.open(path: bundle.path, languages: ["en"]).get(), store: MemoryStore())
        let start = Date()
        let window = GtkTestSupport.makeWindow(controller)
        let seconds = Date().timeIntervalSince(start)
        print("10,000-character subtitle: window shown and settled after \(Int(seconds * 1000)) ms")
        XCTAssertLessThan(seconds, 5)
        let labels = GtkTestSupport.labels(in: try XCTUnwrap(window.currentPage).widget.pointer)
        XCTAssertTrue(labels.contains(ShownText.bounded(subtitle, as: .line)), "\(labels.map(\.count))")
        window.window.destroy()
    }
}
