import CGtk
import Foundation
import GtkKit
import SettingsKit
@testable import SettingsUI
import XCTest

/// Changes from elsewhere, failed writes, locks, the remembered size, screenshots.
@MainActor
final class WindowTests: XCTestCase {
    private var session: FakeSession!
    private var window: SettingsWindow!

    override func setUp() async throws {
        session = FakeSession(root: DemoPages.root, pages: ["Advanced": DemoPages.advanced])
        session.lockedKeys = ["telemetry"]
        window = GtkTestSupport.makeWindow(session)
    }

    override func tearDown() async throws {
        window.window.destroy()
        GtkTestSupport.iterate(for: 0.05)
    }

    func testAnExternalChangeUpdatesTheVisibleRows() async throws {
        let toggle = try XCTUnwrap(GtkTestSupport.presenter(ToggleRowPresenter.self, key: "sounds", in: window))
        let multi = try XCTUnwrap(GtkTestSupport.presenter(MultiValueRowPresenter.self, key: "colour", in: window))
        let field = try XCTUnwrap(GtkTestSupport.presenter(TextFieldRowPresenter.self, key: "name", in: window))
        session.changeExternally("sounds", to: .bool(false))
        session.changeExternally("colour", to: .string("red"))
        session.changeExternally("name", to: .string("Lovelace"))
        XCTAssertFalse(toggle.control.isOn)
        XCTAssertEqual(multi.value.text, "Red")
        XCTAssertEqual(field.entry.text, "Lovelace")
        XCTAssertTrue(session.writes.isEmpty, "showing a change writes nothing back")
        XCTAssertFalse(field.isSavePending)
    }

    /// The session's change event is the one refresh: the window showed every row of a key
    /// again after its own write as well, so each edit was shown twice.
    func testAnEditShowsTheRowsOfItsKeyOnce() async throws {
        let toggle = try XCTUnwrap(GtkTestSupport.presenter(ToggleRowPresenter.self, key: "sounds", in: window))
        let before = session.stateRequests["sounds", default: 0]
        toggle.control.isOn.toggle()
        XCTAssertEqual(session.writes.count, 1)
        XCTAssertEqual(session.stateRequests["sounds", default: 0] - before, 1, "one state per row showing the key")
    }

    func testAFailingWriteShowsTheMessageAndRevertsTheRow() async throws {
        session.failingKeys = ["sounds"]
        let toggle = try XCTUnwrap(GtkTestSupport.presenter(ToggleRowPresenter.self, key: "sounds", in: window))
        XCTAssertFalse(window.banner.isRevealed)
        toggle.control.isOn = false
        XCTAssertTrue(window.banner.isRevealed)
        XCTAssertEqual(window.banner.message.text, "The disk is full.")
        XCTAssertTrue(toggle.control.isOn, "back to the stored state")
        XCTAssertTrue(session.writes.isEmpty)
        GtkTestSupport.iterate(for: 0.3)
        XCTAssertTrue(WidgetScreenshot.savePNG(of: window.window, to: "/tmp/bundle-settings-error.png"))
    }

    func testASectionWhoseRowsAreAllHiddenHidesItsHeadingToo() async throws {
        let heading = try XCTUnwrap(label("Problems", in: try XCTUnwrap(window.currentPage).column.pointer))
        XCTAssertNotEqual(gtk_widget_get_visible(heading), 0)
        session.setHiddenKeys(["fancy"])
        XCTAssertNotEqual(gtk_widget_get_visible(heading), 0, "one row is still shown")
        session.setHiddenKeys(["fancy", "telemetry"])
        XCTAssertEqual(gtk_widget_get_visible(heading), 0, "no heading over an empty box")
        session.setHiddenKeys([])
        XCTAssertNotEqual(gtk_widget_get_visible(heading), 0)
    }

    private func label(_ text: String, in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        if String(cString: bs_object_type_name(UnsafeMutableRawPointer(widget))) == "GtkLabel",
           String(cString: gtk_label_get_text(OpaquePointer(widget))) == text { return widget }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let found = label(text, in: current) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    func testALockedRowIsInsensitiveAndSaysWhy() async throws {
        let toggle = try XCTUnwrap(GtkTestSupport.presenter(ToggleRowPresenter.self, key: "telemetry", in: window))
        XCTAssertFalse(toggle.listRows[0].isSensitive)
        let labels = GtkTestSupport.labels(in: toggle.listRows[0].pointer)
        XCTAssertTrue(labels.contains(RowView.lockedSubtitle), "\(labels)")
        let page = try XCTUnwrap(window.currentPage)
        let scrolling = gtk_scrolled_window_get_vadjustment(page.widget.opaque)
        gtk_adjustment_set_value(scrolling, gtk_adjustment_get_upper(scrolling))
        GtkTestSupport.iterate(for: 0.3)
        XCTAssertTrue(WidgetScreenshot.savePNG(of: window.window, to: "/tmp/bundle-settings-bottom.png"))
    }

    func testScreenshotOfEveryRowType() async throws {
        let path = "/tmp/bundle-settings-all-rows.png"
        try? FileManager.default.removeItem(atPath: path)
        window.window.setDefaultSize(width: 640, height: 1_200)
        GtkTestSupport.iterate(for: 0.3)
        XCTAssertTrue(WidgetScreenshot.savePNG(of: window.window, to: path))
        XCTAssertGreaterThan(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0, 10_000)
    }

    func testScreenshotOfAChildPageAndOfChoices() async throws {
        window.binder.openPage(named: "Advanced", title: "Advanced")
        GtkTestSupport.iterate(for: 0.3)
        XCTAssertTrue(WidgetScreenshot.savePNG(of: window.window, to: "/tmp/bundle-settings-child.png"))
        window.goBack()
        let multi = try XCTUnwrap(GtkTestSupport.presenter(MultiValueRowPresenter.self, key: "colour", in: window))
        multi.listRows[0].activate()
        GtkTestSupport.iterate(for: 0.3)
        XCTAssertTrue(WidgetScreenshot.savePNG(of: window.window, to: "/tmp/bundle-settings-choices.png"))
    }

    func testCloseRequestRemembersTheSize() async throws {
        let path = NSTemporaryDirectory() + "bundle-settings-\(UUID().uuidString)/window.ini"
        let remembering = SettingsWindow(session: session, application: nil, applicationName: "Demo", geometryPath: path)
        remembering.window.setDefaultSize(width: 800, height: 500)
        remembering.present()
        GtkTestSupport.iterate(for: 0.2)
        remembering.window.close()
        GtkTestSupport.iterate(for: 0.1)
        XCTAssertEqual(WindowGeometry.load(from: path), WindowGeometry(width: 800, height: 500, isMaximized: false))
    }

    func testGeometryFallsBackToTheStandardSize() async {
        XCTAssertEqual(WindowGeometry.load(from: "/nonexistent/window.ini"), .standard)
        let path = NSTemporaryDirectory() + "bundle-settings-\(UUID().uuidString).ini"
        XCTAssertTrue(WindowGeometry(width: 10, height: 10, isMaximized: true).save(to: path))
        XCTAssertEqual(WindowGeometry.load(from: path), WindowGeometry(width: 640, height: 720, isMaximized: true))
    }

    func testFirstFrameActionRunsOnceAfterThePaint() async throws {
        let fresh = SettingsWindow(session: session, application: nil, applicationName: "Demo", geometryPath: nil)
        var calls = 0
        let path = "/tmp/bundle-settings-first-frame.png"
        try? FileManager.default.removeItem(atPath: path)
        FirstFrameAction.screenshot(path: path).install(on: fresh) { succeeded in
            XCTAssertTrue(succeeded)
            calls += 1
        }
        fresh.present()
        XCTAssertTrue(GtkTestSupport.iterate(for: 5) { calls > 0 })
        GtkTestSupport.iterate(for: 0.3)
        XCTAssertEqual(calls, 1)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path))
        fresh.window.destroy()
    }

    func testFirstFrameActionWaitsUntilTheWindowShowsWhatItIsFor() async throws {
        let fresh = SettingsWindow(session: session, application: nil, applicationName: "Demo", geometryPath: nil)
        defer { fresh.window.destroy() }
        var ready: (@MainActor () -> Void)?
        var calls = 0
        let path = "/tmp/bundle-settings-first-frame-ready.png"
        FirstFrameAction.screenshot(path: path).install(on: fresh.window, once: { ready = $0 }) { _ in calls += 1 }
        var painted = false
        FirstFrame.afterPaint(of: fresh.window) { painted = true }
        fresh.present()
        XCTAssertTrue(GtkTestSupport.iterate(for: 5) { painted })
        XCTAssertEqual(calls, 0, "a frame painted before the window was ready is not the one")
        try XCTUnwrap(ready)()
        XCTAssertTrue(GtkTestSupport.iterate(for: 5) { calls > 0 }, "the next frame is, even with nothing changed")
        XCTAssertEqual(calls, 1)
    }

    func testFirstFrameActionFromTheEnvironment() async {
        XCTAssertEqual(FirstFrameAction.fromEnvironment([:]), FirstFrameAction.none)
        XCTAssertEqual(FirstFrameAction.fromEnvironment(["BUNDLE_SETTINGS_EXIT_AFTER_FIRST_FRAME": "1"]), .exit)
        XCTAssertEqual(FirstFrameAction.fromEnvironment(["BUNDLE_SETTINGS_EXIT_AFTER_FIRST_FRAME": "0"]), FirstFrameAction.none)
        XCTAssertEqual(FirstFrameAction.fromEnvironment(["BUNDLE_SETTINGS_SCREENSHOT": "/tmp/a.png"]),
                       .screenshot(path: "/tmp/a.png"))
    }
}
