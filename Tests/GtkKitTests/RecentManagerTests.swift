import CGtk
import Foundation
import GtkKit
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
}
