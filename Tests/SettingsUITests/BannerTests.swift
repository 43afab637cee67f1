import CGtk
import Foundation
import GtkKit
import SettingsKit
@testable import SettingsUI
import XCTest

/// Banners tied to their cause: an unreadable store's for as long as it is unreadable, a write
/// error on the page where it happened.
@MainActor
final class BannerTests: XCTestCase {
    func testAnUnreadableStoreIsSaidAtOpenAndEditingWaitsUntilItIsFixed() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("banner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appendingPathComponent("broken-settings.ini")
        try Data("[Settings\nnot a key file".utf8).write(to: store)
        let bundle = try SettingsBundle.open(path: GtkTestSupport.resourcesDirectory + "/Settings.bundle", languages: ["en"]).get()
        let controller = SettingsController(bundle: bundle, store: KeyFileStore(path: store.path), applicationName: "Shoebox")
        let window = GtkTestSupport.makeWindow(controller, mode: .endUser)
        defer { window.window.destroy() }
        let banner = try XCTUnwrap(window.storeBanner?.bar)
        XCTAssertTrue(banner.isRevealed)
        XCTAssertTrue(banner.message.text.contains("broken-settings.ini"), banner.message.text)
        let toggle = try XCTUnwrap(GtkTestSupport.presenter(ToggleRowPresenter.self, key: "sync_enabled", in: window))
        XCTAssertEqual(gtk_widget_is_sensitive(toggle.listRows[0].pointer), 0, "no editing while the store cannot be read")
        GtkTestSupport.iterate(for: 0.3)
        XCTAssertTrue(WidgetScreenshot.savePNG(of: window.window, to: "/tmp/bundle-settings-store-banner.png"))
        XCTAssertTrue(String(decoding: try Data(contentsOf: store), as: UTF8.self).hasPrefix("[Settings\nnot"), "nothing overwritten")

        try Data("[Settings]\nsync_enabled=false\n".utf8).write(to: store)
        XCTAssertTrue(GtkTestSupport.iterate(for: 5) { !banner.isRevealed }, "the banner goes with its cause")
        XCTAssertNotEqual(gtk_widget_is_sensitive(toggle.listRows[0].pointer), 0)
        XCTAssertFalse(toggle.control.isOn, "the fixed file's value shows")
    }

    func testAWriteErrorStaysOnItsPageAndGoesWhenTheRowSaves() async throws {
        let session = FakeSession(root: DemoPages.root, pages: ["Advanced": DemoPages.advanced])
        let window = GtkTestSupport.makeWindow(session)
        defer { window.window.destroy() }
        session.failingKeys = ["sounds"]
        let toggle = try XCTUnwrap(GtkTestSupport.presenter(ToggleRowPresenter.self, key: "sounds", in: window))
        toggle.control.isOn = false
        XCTAssertTrue(window.banner.isRevealed)

        window.openPage(named: "Advanced", title: "Advanced")
        XCTAssertFalse(window.banner.isRevealed, "the error does not follow the user to the next page")
        window.goBack()
        XCTAssertTrue(window.banner.isRevealed, "it is still this page's")
        XCTAssertEqual(window.banner.message.text, "The disk is full.")

        session.failingKeys = []
        toggle.control.isOn = false
        XCTAssertFalse(window.banner.isRevealed, "saved: the cause is gone")
        window.openPage(named: "Advanced", title: "Advanced")
        window.goBack()
        XCTAssertFalse(window.banner.isRevealed)
    }
}
