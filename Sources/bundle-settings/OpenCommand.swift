import ArgumentParser
import SettingsCommandLine

/// The default command: the settings window, which runs as its own executable (see
/// `WindowExecutable`). The options are parsed here too, so `--help` and mistakes are answered
/// without starting GTK.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open", abstract: "Open the settings window (what bundle-settings does without a subcommand).")

    @OptionGroup var options: WindowOptions

    func run() throws {
        var arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == Self.configuration.commandName { arguments.removeFirst() }
        throw fail(WindowExecutable.exec(arguments: arguments))
    }
}
