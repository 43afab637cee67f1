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

    /// The options' values, with what they mean (languages, the bundle, the application).
    public var choice: BundleChoice { BundleChoice(bundle: bundle, app: app, language: language, idiom: idiom) }

    public var languages: [String] { choice.languages }

    public func open(requiringRootPage: Bool = true) throws -> SettingsBundle { try choice.open(requiringRootPage: requiringRootPage) }

    public func application(environment: [String: String] = ProcessEnvironment.variables) throws(CommandFailure) -> InstalledApplication? {
        try choice.application(environment: environment)
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
            StandardStream.error.writeMessage(message)
            return ExitCode(2)
        }
    }
}
