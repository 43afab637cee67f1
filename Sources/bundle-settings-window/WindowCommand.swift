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

    /// No arguments (the start page) or one folder open the window without the parser (see
    /// `WindowLaunch.plain`); anything else is parsed, and a mistake answered, as usual.
    static func main() {
        guard let launch = WindowLaunch.plain(Array(CommandLine.arguments.dropFirst())) else { return main(nil) }
        do { try MainActor.assumeIsolated { try open(launch) } } catch { exit(withError: error) }
    }

    @MainActor
    func runOnMainThread() throws { try Self.open(options.launch) }

    @MainActor
    static func open(_ launch: WindowLaunch) throws {
        MessageCatalogs.bind(directory: MessageCatalogs.directory())
        // An unknown --app is said before anything starts (exit status 2), as the commands say it.
        let application: InstalledApplication?
        do { application = try launch.application() } catch { throw error.exit() }
        // Said before GTK starts, instead of its warning, and before the bundle is read; a
        // display just started is waited for a moment (see `DisplaySocket`).
        let environment = ProcessInfo.processInfo.environment
        guard Application.canOpenDisplay(patience: DisplaySocket.patience,
                                         isStarting: { DisplaySocket.areStarting(environment: environment) }) else {
            throw fail("no display found (\(DisplaySocket.problem(environment: environment))); "
                + "the subcommands (get, set, list, …) work without one.")
        }
        // Before any widget: the window's words and direction follow the bundle's language in use.
        WindowLanguage.use(launch.bundle.interfaceLanguage(bundlePath: application?.bundlePath ?? launch.bundlePath))
        // The hub lists the installed applications (in the languages in use from here on):
        // listed meanwhile, as GTK takes longer to start.
        if application == nil, launch.bundlePath == nil, launch.schemaID == nil {
            ApplicationCatalogPrefetch.start(languages: launch.bundle.languages)
        }
        let folder = FileManager.default.currentDirectoryPath
        // The primary instance reads a later launch's command line: its folder, then its words.
        let status = SettingsApplication.run(
            request: request(launch, in: folder, application: application), applicationID: SettingsApplication.identifier,
            sharesInstance: launch.bundle.language == nil,
            forwardedArguments: [folder] + CommandLine.arguments.dropFirst(),
            readForwarded: { arguments in
                guard let folder = arguments.first else { return nil }
                let words = Array(arguments.dropFirst())
                guard let launch = WindowLaunch.plain(words) ?? (try? WindowOptions.parse(words))?.launch else { return nil }
                // Nil for no --app; a launch naming an application not installed opens nothing.
                let application: InstalledApplication?
                do { application = try launch.application() } catch { return nil }
                return request(launch, in: folder, application: application)
            },
            resourcesDirectory: ResourceLocator.resourcesDirectory()?.path)
        if status != 0 { throw ExitCode(status) }
    }

    /// What `launch` asks for, paths taken from `folder` when relative; `application`: the
    /// installed application `--app` named, whose bundle, domain, store and name these are (the
    /// window is titled with its name and shows its icon).
    @MainActor
    static func request(_ launch: WindowLaunch, in folder: String, application: InstalledApplication?) -> OpenRequest {
        func absolute(_ path: String) -> String { path.hasPrefix("/") ? path : folder + "/" + path }
        var setup = launch.store.setup(applicationName: launch.title, application: application)
        setup.storePath = setup.storePath.map { GSettingsAddress($0) == nil ? absolute($0) : $0 }
        var request = OpenRequest(bundlePath: (application?.bundlePath ?? launch.bundlePath).map(absolute), setup: setup, languages: launch.bundle.languages,
                                  idiom: launch.bundle.idiom, mode: launch.inspect ? .inspect : .endUser, search: launch.search,
                                  hiddenKeys: launch.hiddenKeys, application: application)
        request.schemaID = launch.schemaID
        if let identifier = launch.searchResult { request.openSearchResult(identifier) }
        return request
    }
}
