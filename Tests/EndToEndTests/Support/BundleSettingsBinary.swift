import Foundation

/// The `bundle-settings` executable under test. The test target depends on it, so SwiftPM builds
/// it into the same folder as the test bundle (`.build/debug/`); the source-relative path covers
/// runners that start the tests from elsewhere.
enum BundleSettingsBinary {
    static let path: String = {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("bundle-settings").path
        if FileManager.default.isExecutableFile(atPath: besideTests) { return besideTests }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/debug/bundle-settings").path
    }()
}
