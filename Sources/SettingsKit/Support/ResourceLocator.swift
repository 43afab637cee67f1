import Foundation

/// Finds the files shipped in `Resources/` (the demo bundle, CSS) at run time:
/// `$BUNDLE_SETTINGS_DATA_DIR`, then `<executable dir>/../share/bundle-settings` (an installed
/// copy), then the source tree this binary was built from (development builds).
public enum ResourceLocator {
    public static func resourcesDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        var candidates: [URL] = []
        if let explicit = environment["BUNDLE_SETTINGS_DATA_DIR"], !explicit.isEmpty {
            candidates.append(URL(fileURLWithPath: explicit))
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        candidates.append(executable.deletingLastPathComponent().appendingPathComponent("../share/bundle-settings").standardizedFileURL)
        candidates.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Resources").standardizedFileURL)
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent(demoBundleName).path) }
    }

    public static let demoBundleName = "Settings.bundle"

    /// The demo bundle opened when no `--bundle` is given.
    public static func demoBundlePath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        resourcesDirectory(environment: environment)?.appendingPathComponent(demoBundleName).path
    }
}
