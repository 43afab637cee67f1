import ArgumentParser
import FoundationEssentials
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

    /// No arguments (the hub) or one folder open the window without the parser (see
    /// `OpenRequest.plain`); anything else is parsed, and a mistake answered, as usual.
    static func main() {
        let folder = FileManager.default.currentDirectoryPath
        guard let request = OpenRequest.plain(Array(CommandLine.arguments.dropFirst()), in: folder) else { return main(nil) }
        do { try MainActor.assumeIsolated { try open(request) } } catch { exit(withError: error) }
    }

    @MainActor
    func runOnMainThread() throws {
        // An unknown --app is said before anything starts (exit status 2), as the commands say it.
        let request: OpenRequest
        do { request = try options.request(in: FileManager.default.currentDirectoryPath) } catch { throw error.exit() }
        try Self.open(request)
    }

    @MainActor
    static func open(_ request: OpenRequest) throws {
        MessageCatalogs.bind(directory: MessageCatalogs.directory())
        // Said before GTK starts, instead of its warning, and before the bundle is read; a
        // display just started is waited for a moment (see `DisplaySocket`).
        let environment = ProcessEnvironment.variables
        guard Application.canOpenDisplay(patience: DisplaySocket.patience,
                                         isStarting: { DisplaySocket.areStarting(environment: environment) }) else {
            throw fail("no display found (\(DisplaySocket.problem(environment: environment))); "
                + "the subcommands (get, set, list, …) work without one.")
        }
        // Before any widget: the window's words and direction follow the bundle's language in use.
        WindowLanguage.use(request.interfaceLanguage)
        // The hub lists the installed applications (in the languages in use from here on):
        // listed meanwhile, as GTK takes longer to start.
        if request.bundlePath == nil, request.schemaID == nil {
            ApplicationCatalogPrefetch.start(languages: request.languages)
        }
        // The primary instance reads a later launch's command line: its folder, then its words.
        let status = SettingsApplication.run(
            request: request, applicationID: SettingsApplication.identifier, sharesInstance: request.sharesInstance,
            forwardedArguments: [FileManager.default.currentDirectoryPath] + CommandLine.arguments.dropFirst(),
            readForwarded: { arguments in
                guard let folder = arguments.first else { return nil }
                let words = Array(arguments.dropFirst())
                // A launch naming an application not installed opens nothing.
                return OpenRequest.plain(words, in: folder) ?? (try? WindowOptions.parse(words))?.requestIfInstalled(in: folder)
            },
            resourcesDirectory: ResourceLocator.resourcesDirectory())
        if status != 0 { throw ExitCode(status) }
    }
}

private extension WindowOptions {
    func requestIfInstalled(in folder: String) -> OpenRequest? {
        do { return try request(in: folder) } catch { return nil }
    }
}
