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
        XCTAssertEqual(banner.message.text, "Your settings cannot be read, so changes cannot be saved.",
                       "one short sentence: neither the path nor the parser's words")
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

    func testTheBannerOpensTheFolderAndResetsKeepingTheOldFileBesideIt() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("banner-reset-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appendingPathComponent("settings.ini")
        try Data("[Settings\nch\u{FFFD}".utf8).write(to: store)
        let bundle = try SettingsBundle.open(path: GtkTestSupport.resourcesDirectory + "/Settings.bundle", languages: ["en"]).get()
        let controller = SettingsController(bundle: bundle, store: KeyFileStore(path: store.path), applicationName: "Shoebox")
        let window = GtkTestSupport.makeWindow(controller, mode: .endUser)
        defer { window.window.destroy() }
        let storeBanner = try XCTUnwrap(window.storeBanner)
        var opened: [String] = []
        storeBanner.folderOpener = { opened.append($0) }
        XCTAssertNotEqual(gtk_widget_is_sensitive(storeBanner.openFolderButton.pointer), 0)
        XCTAssertNotEqual(gtk_widget_is_sensitive(storeBanner.resetButton.pointer), 0)
        XCTAssertNotEqual(gtk_widget_get_mapped(storeBanner.resetButton.pointer), 0)
        bs_signal_emit(storeBanner.openFolderButton.raw, "clicked")
        XCTAssertEqual(opened, [folder.path])

        XCTAssertTrue(storeBanner.resetButton.isVisible)
        bs_signal_emit(storeBanner.resetButton.raw, "clicked")
        let question = try XCTUnwrap(storeBanner.confirmation)
        XCTAssertTrue(GtkTestSupport.labels(in: question.window.pointer).contains {
            $0.contains("settings.ini.broken-")
        })
        bs_signal_emit(question.cancelButton.raw, "clicked")
        XCTAssertTrue(FileManager.default.fileExists(atPath: store.path), "Cancel moves nothing")
        XCTAssertTrue(storeBanner.bar.isRevealed)

        bs_signal_emit(storeBanner.resetButton.raw, "clicked")
        bs_signal_emit(try XCTUnwrap(storeBanner.confirmation).confirmButton.raw, "clicked")
        XCTAssertTrue(GtkTestSupport.iterate(for: 5) { !storeBanner.bar.isRevealed }, "the banner goes with the file")
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("settings.ini.broken-") }
        XCTAssertEqual(kept.count, 1, "the old file is kept beside it")
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent(kept[0])), Data("[Settings\nch\u{FFFD}".utf8))
        let toggle = try XCTUnwrap(GtkTestSupport.presenter(ToggleRowPresenter.self, key: "sync_enabled", in: window))
        XCTAssertNotEqual(gtk_widget_is_sensitive(toggle.listRows[0].pointer), 0, "editing again, from the defaults")
    }

    func testTheParsersWordsShowOnlyForTheAuthor() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("banner-inspect-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appendingPathComponent("settings.ini")
        try Data("[Settings\n".utf8).write(to: store)
        let bundle = try SettingsBundle.open(path: GtkTestSupport.resourcesDirectory + "/Settings.bundle", languages: ["en"]).get()
        let controller = SettingsController(bundle: bundle, store: KeyFileStore(path: store.path), applicationName: "Shoebox")
        let window = GtkTestSupport.makeWindow(controller, mode: .inspect)
        defer { window.window.destroy() }
        let text = try XCTUnwrap(window.storeBanner?.bar.message.text)
        XCTAssertTrue(text.contains(store.path), text)
        XCTAssertEqual(text.split(separator: "\n").count, 2, "the file, then the parser's reason: \(text)")
    }

    func testAWriteErrorStaysOnItsPageAndGoesWhenTheRowSaves() async throws {
        let session = FakeSession(root: DemoPages.root, pages: ["Advanced": DemoPages.advanced])
        let window = GtkTestSupport.makeWindow(session)
        defer { window.window.destroy() }
        session.failingKeys = ["sounds"]
        let toggle = try XCTUnwrap(GtkTestSupport.presenter(ToggleRowPresenter.self, key: "sounds", in: window))
        toggle.control.isOn = false
        XCTAssertTrue(window.banner.isRevealed)

        window.binder.openPage(named: "Advanced", title: "Advanced")
        XCTAssertFalse(window.banner.isRevealed, "the error does not follow the user to the next page")
        window.goBack()
        XCTAssertTrue(window.banner.isRevealed, "it is still this page's")
        XCTAssertEqual(window.banner.message.text, "The disk is full.")

        session.failingKeys = []
        toggle.control.isOn = false
        XCTAssertFalse(window.banner.isRevealed, "saved: the cause is gone")
        window.binder.openPage(named: "Advanced", title: "Advanced")
        window.goBack()
        XCTAssertFalse(window.banner.isRevealed)
    }
}
