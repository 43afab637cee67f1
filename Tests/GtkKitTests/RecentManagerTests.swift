import CGtk
import Foundation
@testable import GtkKit
import XCTest

/// A recent-files list of our own file keeps what is added to it, with its name and application.
@MainActor
final class RecentManagerTests: XCTestCase {
    func testAddedFolderIsSavedInTheList() async throws {
        GtkTestSupport.initialize()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recent-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("recently-used.xbel").path
        let manager = RecentManager(file: file)
        manager.add(path: folder.path, displayName: "Shown name", mimeType: "inode/directory",
                    applicationName: "Test Application", exec: "test-application %f")
        // GTK saves the list when idle.
        XCTAssertTrue(GtkTestSupport.iterate(for: 5) { (try? String(contentsOfFile: file, encoding: .utf8))?.contains("Shown name") == true })
        let saved = try String(contentsOfFile: file, encoding: .utf8)
        XCTAssertTrue(saved.contains("Test Application"), saved)
        XCTAssertTrue(saved.contains("inode/directory"), saved)
    }

    /// GTK never disconnects a manager from GtkSettings' gtk-recent-files-enabled: a manager of
    /// our own that has gone must leave no handler there, or turning recent files off calls it
    /// on freed memory.
    func testAManagerThatHasGoneLeavesNoHandlerOnTheSettings() async throws {
        GtkTestSupport.initialize()
        let settings = try XCTUnwrap(gtk_settings_get_default())
        var manager: RecentManager? = RecentManager(file: FileManager.default.temporaryDirectory
            .appendingPathComponent("recent-\(UUID().uuidString).xbel").path)
        let address = UnsafeMutableRawPointer(try XCTUnwrap(manager?.manager))
        XCTAssertNotEqual(g_signal_handler_find(UnsafeMutableRawPointer(settings), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, address), 0,
                          "GTK connects the manager to the setting")
        manager = nil
        XCTAssertEqual(g_signal_handler_find(UnsafeMutableRawPointer(settings), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, address), 0)
    }
}
