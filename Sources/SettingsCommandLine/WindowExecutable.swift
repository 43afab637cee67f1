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

    /// The command line's words that are not the window's: its subcommands, and help.
    static let commandLineWords: Set<String> = [
        "dump", "validate", "get", "set", "reset", "list", "defaults", "watch", "help",
        "-h", "--help", "--version", "--experimental-dump-help", "--generate-completion-script",
    ]

    /// Whether `arguments` (without the program name) surely open the window: no subcommand,
    /// or `open`, and none of the command line's words anywhere (a bundle folder named `set`
    /// takes the slow path, which is right too).
    public static func opensWindow(_ arguments: [String]) -> Bool {
        if let first = arguments.first, first != "open", !first.hasPrefix("-") { return false }
        return !arguments.contains(where: commandLineWords.contains)
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
