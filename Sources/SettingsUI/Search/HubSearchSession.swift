import GtkKit
import SettingsKit

/// The hub's window on its own, searching as typing in its search does: for `search-bench`,
/// which times a keystroke across 200 installed applications in the real window (issue 17:
/// under 16 ms). Its recent bundles are read from `recentFile` (an empty file: none).
@MainActor
public final class HubSearchSession {
    private let launcher: LauncherWindow

    public init(environment: [String: String], languages: [String], recentFile: String) {
        launcher = LauncherWindow(application: nil, failure: nil, recent: RecentBundles(file: recentFile), demoPath: nil,
                                  languages: languages, environment: environment, geometryPath: nil,
                                  chooseFolder: { _ in }, openFolder: { _ in }, openApplication: { _ in }, openResult: { _ in })
    }

    public var window: Window { launcher.window }

    /// Whether every listed application's settings are indexed (from the first search on).
    public var isIndexed: Bool { launcher.startPage?.searchIndex != nil }

    /// How many applications are listed.
    public var applicationCount: Int { launcher.startPage?.applications.count ?? 0 }

    /// How many rows, choices and groups the search holds, of every application.
    public var entryCount: Int { launcher.startPage?.searchIndex?.entryCount ?? 0 }

    public func present() { launcher.present() }

    /// Matches `text` as a keystroke does before showing the results, and answers how many are found.
    @discardableResult
    public func match(_ text: String) -> Int {
        launcher.startPage?.matchSettingsAsTyped(text) ?? 0
    }

    /// Searches for `text` as typing it does, and answers how many results are shown.
    @discardableResult
    public func search(_ text: String) -> Int {
        launcher.startPage?.searchSettings(for: text)
        return launcher.startPage?.settingsResults.results.count ?? 0
    }
}
