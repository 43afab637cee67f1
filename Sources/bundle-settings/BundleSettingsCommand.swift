import ArgumentParser
import Glibc
import SettingsCommandLine
import SettingsKit

@main
struct BundleSettingsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bundle-settings",
        abstract: "Show an iOS-style Settings.bundle as a native settings window, and read or change its values.",
        // meson.build's project(version:), passed by meson (see BuildConfiguration).
        version: BuildConfiguration.version,
        subcommands: [OpenCommand.self, DumpCommand.self, ValidateCommand.self, GetCommand.self, SetCommand.self, ResetCommand.self,
                      ListCommand.self, DefaultsCommand.self, WatchCommand.self, SchemaCommand.self, ImportCommand.self, AppsCommand.self,
                      SearchProviderCommand.self, BundleCommand.self],
        defaultSubcommand: OpenCommand.self)

    /// Opening the window (no subcommand, or `open`) goes straight to the window executable,
    /// which parses the same options before it starts GTK and answers mistakes in the same
    /// words: parsing them here first cost the window's start-up about 10 ms. Everything else,
    /// help included, is parsed here.
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        if WindowExecutable.opensWindow(arguments) {
            if arguments.first == OpenCommand.configuration.commandName { arguments.removeFirst() }
            exit(withError: fail(WindowExecutable.exec(arguments: arguments)))
        }
        if arguments == ["--version"] { return print(BuildConfiguration.version) }
        // Bound for messages of ours a subcommand may show; the command line never leaves the C
        // locale, so its output (for bundle authors and scripts) stays English.
        MessageCatalogs.bind(directory: MessageCatalogs.directory())
        guard let plain = PlainValueCommand(arguments) else { return main(nil) }
        do {
            try MainActor.assumeIsolated {
                switch plain.action {
                case .get(let key): try GetCommand.run(key: key, json: plain.json, session: plain.session)
                case .set(let key, let value): try SetCommand.run(key: key, value: value, type: nil, json: plain.json, session: plain.session)
                }
            }
        } catch let code as ExitCode {
            Glibc.exit(code.rawValue)
        } catch {
            exit(withError: error)
        }
    }
}
