import FoundationEssentials
import Glibc
import SettingsKit

/// The window lives in its own executable, `bundle-settings-window`, so that the command line
/// (`get`, `set`, …) never loads GTK: linking it costs every command about 12 ms of start-up.
/// It is looked up where meson installed it, `libexecdir/bundle-settings/` taken from this
/// executable's folder (`BuildConfiguration.libexecFromBin`, computed by meson for any
/// `--bindir`/`--libexecdir`), then next to this executable (a build folder).
public enum WindowExecutable {
    public static let name = "bundle-settings-window"

    public static func path() -> String? {
        guard let folder = BuildConfiguration.executableDirectory else { return nil }
        return [BuildConfiguration.resolve(BuildConfiguration.libexecFromBin, from: folder) + "/" + name,
                folder + "/" + name]
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The command line's words that are not the window's: its subcommands, and help.
    static let commandLineWords: Set<String> = [
        "dump", "validate", "get", "set", "reset", "list", "defaults", "watch", "schema", "import", "apps", "search-provider", "bundle", "help",
        "-h", "--help", "--version", "--experimental-dump-help", "--generate-completion-script",
        // The shell asking for completions (of `--app`, which lists the installed applications).
        "---completion",
    ]

    /// Whether `arguments` (without the program name) surely open the window: none of the
    /// command line's words anywhere (a bundle folder named `set` takes the slow path, which is
    /// right too). A first word that is no subcommand is the window's bundle folder, as `open`
    /// is the default subcommand: `bundle-settings FOLDER` (how the hub, desktop entries and
    /// users open a bundle) goes straight to the window, 4–6 ms sooner than through this
    /// executable's parse of every subcommand; a mistyped subcommand is answered by the window
    /// as a folder it cannot open, as that parse would have passed it on.
    public static func opensWindow(_ arguments: [String]) -> Bool {
        !arguments.contains(where: commandLineWords.contains)
    }

    /// Replaces this process with the window, passing `arguments` on. Returns only on failure.
    public static func exec(arguments: [String]) -> String {
        guard let path = path() else {
            return "The settings window is not installed (\(name) was found neither in \(BuildConfiguration.libexecFromBin) nor next to bundle-settings)."
        }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        let reason = String(cString: strerror(errno))
        argv.forEach { free($0) }
        return "Cannot start \(path): \(reason)."
    }
}
