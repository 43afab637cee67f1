import ArgumentParser
import FoundationEssentials
import SettingsKit

/// `--bundle`, `--language`, `--idiom`: which bundle to read and how.
public struct BundleOptions: ParsableArguments, Sendable {
    @Option(help: "A Settings.bundle folder, or a folder holding InAppSettings.bundle/Settings.bundle. Default: the demo bundle.")
    public var bundle: String?

    @Option(help: ArgumentHelp("An installed application's ID (org.example.App): its bundle, domain and store, as the settings hub opens them. Excludes --bundle.",
                               valueName: "app-id"),
            completion: .custom { _, _, _ in BundleOptions.installedApplicationIDs() })
    public var app: String?

    @Option(help: "Preferred languages, most preferred first, separated by commas (default: from LANGUAGE, LC_ALL, LC_MESSAGES, LANG).")
    public var language: String?

    @Option(help: "Read the bundle as this device would: pad (the desktop) or phone.")
    public var idiom: Idiom = .pad

    public init() {}

    public func validate() throws {
        if bundle != nil && app != nil { throw ValidationError("--app and --bundle exclude each other: --app names the bundle.") }
    }

    public var languages: [String] {
        LanguagePreferences.preferred(override: language.map { [$0] } ?? [], environment: ProcessInfo.processInfo.environment)
    }

    /// The language of the window's own words for the bundle these options name (see
    /// `InterfaceLanguage`): found from the bundle's `.lproj` folders without reading a page.
    public func interfaceLanguage(bundlePath: String? = nil) -> InterfaceLanguage {
        let named = bundlePath ?? bundle ?? (try? application())?.bundlePath ?? ResourceLocator.demoBundlePath()
        let location = named.flatMap { try? BundleLocation.resolve($0).get() }
        return .inUse(preferred: languages, bundleRoots: location?.roots ?? [])
    }

    /// Opens the bundle, or fails with `CommandFailure.noBundle` (exit status 2).
    ///
    /// `requiringRootPage`: a folder whose Root page is missing or unreadable is no bundle to
    /// read values from, and the command says so instead of answering from nothing. `validate`
    /// (which lists the problems before exiting 2) and the window (which shows them) pass false.
    public func open(requiringRootPage: Bool = true) throws -> SettingsBundle {
        guard let path = try bundle ?? application()?.bundlePath ?? ResourceLocator.demoBundlePath() else {
            throw CommandFailure.noBundle("No --bundle given and the demo bundle is not installed (set BUNDLE_SETTINGS_DATA_DIR).")
        }
        switch SettingsBundle.open(path: path, languages: languages, idiom: idiom) {
        case .success(let opened):
            if requiringRootPage, let problem = opened.rootPage.failure {
                throw CommandFailure.noBundle("No readable Settings bundle at \(path): \(problem.description)")
            }
            return opened
        case .failure(let problem): throw CommandFailure.noBundle(problem.description)
        }
    }

    /// The installed application `--app` names, as the hub finds it (`ApplicationCatalog`); nil
    /// without `--app`. An ID that is not installed fails with `CommandFailure.noBundle` (exit
    /// status 2), saying why when there is a reason for its author (a link out of the data
    /// folders, no bundle in its folder).
    public func application(environment: [String: String] = ProcessInfo.processInfo.environment) throws(CommandFailure) -> InstalledApplication? {
        guard let app else { return nil }
        let found = ApplicationCatalog.find(id: app, environment: environment, languages: languages)
        if let application = found.application { return application }
        let shown = TerminalText.oneLine(app)
        let reasons = found.diagnostics.filter { $0.severity != .note }.map { " " + $0.description }.joined()
        throw CommandFailure.noBundle("No installed application \"\(shown)\" (looked for bundle-settings/apps/\(shown) in XDG_DATA_HOME and XDG_DATA_DIRS; `bundle-settings apps` lists them).\(reasons)")
    }

    /// What the shell completes `--app` with: the installed applications' IDs.
    static func installedApplicationIDs() -> [String] {
        ApplicationCatalog.scan(languages: []).applications.map(\.id).sorted()
    }
}

extension Idiom: ExpressibleByArgument {}

/// Failures that end a command with a message and a given exit status.
public enum CommandFailure: Error {
    /// No readable bundle at all: exit status 2.
    case noBundle(String)

    public func exit() -> ExitCode {
        switch self {
        case .noBundle(let message):
            StandardStream.error.write("bundle-settings: \(message)\n")
            return ExitCode(2)
        }
    }
}
