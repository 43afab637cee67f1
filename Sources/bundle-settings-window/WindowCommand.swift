import ArgumentParser
import GtkKit
import SettingsCommandLine
import SettingsKit
import SettingsUI

/// The settings window on a controller over the configured store; `bundle-settings` (or
/// `bundle-settings open`) runs this executable with the same options.
@main
struct WindowCommand: MainThreadCommand {
    static let configuration = CommandConfiguration(
        // Named as the user typed it: `bundle-settings` execs this with its own arguments, and
        // a mistake in them is answered here.
        commandName: "bundle-settings", abstract: "The settings window of bundle-settings.")

    @OptionGroup var options: WindowOptions

    @MainActor
    func runOnMainThread() throws {
        MessageCatalogs.bind(directory: MessageCatalogs.directory())
        // Said before GTK starts, instead of its warning, and before the bundle is read.
        guard Application.canOpenDisplay() else {
            throw fail("no display found ($DISPLAY/$WAYLAND_DISPLAY unset or unreachable); "
                + "the subcommands (get, set, list, …) work without one.")
        }
        // Before the controller, which titles the window "Settings" (translated) when the bundle
        // names no application.
        WindowLanguage.use(options.session.bundle.interfaceLanguage)
        let controller = try options.session.openController(applicationName: options.title, requiringRootPage: false)
        let status = SettingsApplication.run(session: controller, applicationName: controller.applicationName,
                                             resourcesDirectory: ResourceLocator.resourcesDirectory()?.path)
        if status != 0 { throw ExitCode(status) }
    }
}
