import Foundation

/// The `bundle-settings` executable under test: `$BUNDLE_SETTINGS_TEST_EXECUTABLE` when set
/// (script/test sets it to the copy meson installed, to test what users get), else the one
/// SwiftPM built beside the test bundle (`.build/debug/`): the test target depends on it.
enum BundleSettingsBinary {
    static let path: String = {
        if let installed = ProcessInfo.processInfo.environment["BUNDLE_SETTINGS_TEST_EXECUTABLE"], !installed.isEmpty {
            return installed
        }
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("bundle-settings").path
        if FileManager.default.isExecutableFile(atPath: besideTests) { return besideTests }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/debug/bundle-settings").path
    }()

    /// Whether the executable under test is an installed copy (which must find its data alone).
    static var isInstalled: Bool {
        !(ProcessInfo.processInfo.environment["BUNDLE_SETTINGS_TEST_EXECUTABLE"] ?? "").isEmpty
    }
}
