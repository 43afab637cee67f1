import FoundationEssentials
import SettingsKit

/// Which bundle to read and how, as `BundleOptions` (`--bundle`, `--app`, `--language`,
/// `--idiom`) give it: plain values, so that the window can take them without parsing a
/// command line (see `OpenRequest.plain`).
public struct BundleChoice: Sendable, Equatable {
    public var bundle: String?
    public var app: String?
    public var language: String?
    public var idiom: Idiom

    public init(bundle: String? = nil, app: String? = nil, language: String? = nil, idiom: Idiom = .pad) {
        self.bundle = bundle
        self.app = app
        self.language = language
        self.idiom = idiom
    }

    /// Preferred languages, most preferred first: `--language`, else the environment's.
    public var languages: [String] { languages(environment: ProcessEnvironment.variables) }

    public func languages(environment: [String: String]) -> [String] {
        LanguagePreferences.preferred(override: language.map { [$0] } ?? [], environment: environment)
    }

    /// Opens the bundle, or fails with `CommandFailure.noBundle` (exit status 2).
    ///
    /// `requiringRootPage`: a folder whose Root page is missing or unreadable is no bundle to
    /// read values from, and the command says so instead of answering from nothing. `validate`
    /// (which lists the problems before exiting 2) and the window (which shows them) pass false.
    /// `environment`: the process's, read once by a caller that needs it for more (reading it
    /// makes a dictionary of every variable: 0.4 of `set`'s 40 million instructions, each time).
    public func open(requiringRootPage: Bool = true,
                     environment: [String: String] = ProcessEnvironment.variables) throws -> SettingsBundle {
        let installed = try application(environment: environment)
        if let installed, installed.bundlePath == nil {
            // The Desktop entry has dozens: the first few name them.
            let named = installed.schemas.prefix(5).joined(separator: ", ") + (installed.schemas.count > 5 ? ", and \(installed.schemas.count - 5) more" : "")
            throw CommandFailure.noBundle("\(TerminalText.oneLine(installed.id)) has no Settings bundle: its settings are the GSettings schemas \(named) (get, set, reset, list, dump and watch work on them with --app; --schema ID reads one).")
        }
        guard let path = bundle ?? installed?.bundlePath ?? ResourceLocator.demoBundlePath(environment: environment) else {
            throw CommandFailure.noBundle("No --bundle given and the demo bundle is not installed (set BUNDLE_SETTINGS_DATA_DIR).")
        }
        switch SettingsBundle.open(path: path, languages: languages(environment: environment), idiom: idiom) {
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
    /// folders, no bundle in its folder). `withSchemas`: an application with a bundle comes with
    /// its schemas too (`ApplicationCatalog.find`), as the window shows them.
    public func application(environment: [String: String] = ProcessEnvironment.variables,
                            withSchemas: Bool = false) throws(CommandFailure) -> InstalledApplication? {
        guard let app else { return nil }
        let found = ApplicationCatalog.find(id: app, environment: environment, languages: languages(environment: environment),
                                            withSchemas: withSchemas)
        if let application = found.application { return application }
        let shown = TerminalText.oneLine(app)
        let reasons = found.diagnostics.filter { $0.severity != .note }.map { " " + $0.description }.joined()
        throw CommandFailure.noBundle("No installed application \"\(shown)\" (looked for bundle-settings/apps/\(shown), and for its desktop entry owning GSettings schemas, in XDG_DATA_HOME and XDG_DATA_DIRS; `bundle-settings apps` lists them).\(reasons)")
    }
}
