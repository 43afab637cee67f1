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

    @MainActor
    func runOnMainThread() throws {
        MessageCatalogs.bind(directory: MessageCatalogs.directory())
        // An unknown --app is said before anything starts (exit status 2), as the commands say it.
        let application: InstalledApplication?
        do { application = try options.application() } catch { throw error.exit() }
        // Said before GTK starts, instead of its warning, and before the bundle is read.
        guard Application.canOpenDisplay() else {
            throw fail("no display found ($DISPLAY/$WAYLAND_DISPLAY unset or unreachable); "
                + "the subcommands (get, set, list, …) work without one.")
        }
        // Before any widget: the window's words and direction follow the bundle's language in use.
        WindowLanguage.use(options.session.bundle.interfaceLanguage(bundlePath: application?.bundlePath ?? options.bundlePath))
        // The hub lists the installed applications (in the languages in use from here on):
        // listed meanwhile, as GTK takes longer to start.
        if application == nil, options.bundlePath == nil {
            ApplicationCatalogPrefetch.start(languages: options.session.bundle.languages)
        }
        let folder = FileManager.default.currentDirectoryPath
        // The primary instance reads a later launch's command line: its folder, then its words.
        let status = SettingsApplication.run(
            request: Self.request(options, in: folder, application: application), applicationID: SettingsApplication.identifier,
            sharesInstance: options.session.bundle.language == nil,
            forwardedArguments: [folder] + CommandLine.arguments.dropFirst(),
            readForwarded: { arguments in
                guard let folder = arguments.first, let options = try? WindowOptions.parse(Array(arguments.dropFirst())) else { return nil }
                // Nil for no --app; a launch naming an application not installed opens nothing.
                let application: InstalledApplication?
                do { application = try options.application() } catch { return nil }
                return Self.request(options, in: folder, application: application)
            },
            resourcesDirectory: ResourceLocator.resourcesDirectory()?.path)
        if status != 0 { throw ExitCode(status) }
    }

    /// What `options` ask for, paths taken from `folder` when relative; `application`: the
    /// installed application `--app` named, whose bundle, domain, store and name these are (the
    /// window is titled with its name and shows its icon).
    @MainActor
    static func request(_ options: WindowOptions, in folder: String, application: InstalledApplication?) -> OpenRequest {
        func absolute(_ path: String) -> String { path.hasPrefix("/") ? path : folder + "/" + path }
        var setup = options.session.store.setup(applicationName: options.title, application: application)
        setup.storePath = setup.storePath.map { GSettingsAddress($0) == nil ? absolute($0) : $0 }
        var request = OpenRequest(bundlePath: (application?.bundlePath ?? options.bundlePath).map(absolute), setup: setup, languages: options.session.bundle.languages,
                                  idiom: options.session.bundle.idiom, mode: options.inspect ? .inspect : .endUser, search: options.search,
                                  hiddenKeys: options.hidden.hiddenKeys, application: application)
        if let identifier = options.searchResult { request.openSearchResult(identifier) }
        return request
    }
}
