import Foundation
import GtkKit
import SettingsKit
@testable import SettingsUI

/// The application instance a hub test opens its windows in: no first-frame action, the recent
/// bundles in the test's own folder, `environment` for the catalogue (the test's data folders).
@MainActor
enum HubTestInstance {
    /// GTK 4.8 leaves a finalized GtkRecentManager connected to GtkSettings: kept for the process.
    private(set) static var recentLists: [RecentBundles] = []

    /// A fresh temporary folder named `prefix-UUID`, for the test's data folders.
    static func folder(_ prefix: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// An instance whose recent bundles are in `folder`.
    static func instance(in folder: URL, environment: [String: String]) -> ApplicationInstance {
        GtkTestSupport.initialize()
        let recent = RecentBundles(file: folder.appendingPathComponent("recent.xbel").path)
        recentLists.append(recent)
        return ApplicationInstance(application: LauncherTests.application, resourcesDirectory: nil, geometryPath: nil,
                                   firstFrame: .none, recent: recent, environment: environment)
    }

    /// Closes the instance's windows and removes the folder.
    static func tearDown(_ instance: ApplicationInstance, folder: URL) {
        for window in instance.windows { window.window.destroy() }
        for launcher in instance.launcherWindows { launcher.window.destroy() }
        GtkTestSupport.iterate(for: 0.1)
        try? FileManager.default.removeItem(at: folder)
    }
}
