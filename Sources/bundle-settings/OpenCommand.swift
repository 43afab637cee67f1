import ArgumentParser
import SettingsKit
import SettingsUI

/// The default command: the settings window.
struct OpenCommand: MainThreadCommand {
    static let configuration = CommandConfiguration(
        commandName: "open", abstract: "Open the settings window (what bundle-settings does without a subcommand).")

    @OptionGroup var options: SessionOptions
    @Option(help: "The window's title (default: the enclosing app's name, else the bundle folder's name).")
    var title: String?

    @MainActor
    func runOnMainThread() throws {
        let controller = try options.openController(applicationName: title)
        let status = SettingsApplication.run(session: controller, applicationName: controller.applicationName,
                                             resourcesDirectory: ResourceLocator.resourcesDirectory()?.path)
        if status != 0 { throw ExitCode(status) }
    }
}
