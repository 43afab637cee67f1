import Foundation

/// The window lives in its own executable, `bundle-settings-window`, so that the command line
/// (`get`, `set`, …) never loads GTK: linking it costs every command about 12 ms of start-up.
/// It is looked up next to this executable (a build folder, or an installation that keeps both
/// in `bin/`), then in `../libexec/bundle-settings/`.
public enum WindowExecutable {
    public static let name = "bundle-settings-window"

    public static func path() -> String? {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        return [executable.appendingPathComponent(name),
                executable.appendingPathComponent("../libexec/bundle-settings/\(name)").standardizedFileURL]
            .map(\.path)
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Replaces this process with the window, passing `arguments` on. Returns only on failure.
    public static func exec(arguments: [String]) -> String {
        guard let path = path() else {
            return "The settings window is not installed (\(name) was not found next to bundle-settings)."
        }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        let reason = String(cString: strerror(errno))
        argv.forEach { free($0) }
        return "Cannot start \(path): \(reason)."
    }
}
