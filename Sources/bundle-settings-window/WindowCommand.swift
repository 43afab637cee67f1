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
        // Said before GTK starts, instead of its warning, and before the bundle is read.
        guard Application.canOpenDisplay() else {
            throw fail("no display found ($DISPLAY/$WAYLAND_DISPLAY unset or unreachable); "
                + "the subcommands (get, set, list, …) work without one.")
        }
        // Before any widget: the window's words and direction follow the bundle's language in use.
        WindowLanguage.use(options.session.bundle.interfaceLanguage(bundlePath: options.bundlePath))
        // The hub lists the installed applications (in the languages in use from here on):
        // listed meanwhile, as GTK takes longer to start.
        if options.bundlePath == nil {
            ApplicationCatalogPrefetch.start(languages: options.session.bundle.languages)
        }
        let folder = FileManager.default.currentDirectoryPath
        // The primary instance reads a later launch's command line: its folder, then its words.
        let status = SettingsApplication.run(
            request: Self.request(options, in: folder), applicationID: SettingsApplication.identifier,
            sharesInstance: options.session.bundle.language == nil,
            forwardedArguments: [folder] + CommandLine.arguments.dropFirst(),
            readForwarded: { arguments in
                guard let folder = arguments.first, let options = try? WindowOptions.parse(Array(arguments.dropFirst())) else { return nil }
                return Self.request(options, in: folder)
            },
            resourcesDirectory: ResourceLocator.resourcesDirectory()?.path)
        if status != 0 { throw ExitCode(status) }
    }

    /// What `options` ask for, paths taken from `folder` when relative.
    @MainActor
    static func request(_ options: WindowOptions, in folder: String) -> OpenRequest {
        func absolute(_ path: String) -> String { path.hasPrefix("/") ? path : folder + "/" + path }
        var setup = options.session.store.setup(applicationName: options.title)
        setup.storePath = setup.storePath.map(absolute)
        return OpenRequest(bundlePath: options.bundlePath.map(absolute), setup: setup, languages: options.session.bundle.languages,
                           idiom: options.session.bundle.idiom, mode: options.inspect ? .inspect : .endUser, search: options.search,
                           hiddenKeys: options.hidden.hiddenKeys)
    }
}
