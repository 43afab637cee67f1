import ArgumentParser
import SettingsCommandLine

@main
struct BundleSettingsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bundle-settings",
        abstract: "Show an iOS-style Settings.bundle as a native settings window, and read or change its values.",
        subcommands: [OpenCommand.self, DumpCommand.self, ValidateCommand.self, GetCommand.self, SetCommand.self, ResetCommand.self,
                      ListCommand.self, DefaultsCommand.self, WatchCommand.self],
        defaultSubcommand: OpenCommand.self)
}
