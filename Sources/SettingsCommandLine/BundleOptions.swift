import ArgumentParser
import FoundationEssentials
import SettingsKit

/// `--bundle`, `--language`, `--idiom`: which bundle to read and how.
public struct BundleOptions: ParsableArguments, Sendable {
    @Option(help: "A Settings.bundle folder, or a folder holding InAppSettings.bundle/Settings.bundle. Default: the demo bundle.")
    public var bundle: String?

    @Option(help: "Preferred languages, most preferred first, separated by commas (default: from LANGUAGE, LC_ALL, LC_MESSAGES, LANG).")
    public var language: String?

    @Option(help: "Read the bundle as this device would: pad (the desktop) or phone.")
    public var idiom: Idiom = .pad

    public init() {}

    public var languages: [String] {
        LanguagePreferences.preferred(override: language.map { [$0] } ?? [], environment: ProcessInfo.processInfo.environment)
    }

    /// The language of the window's own words for the bundle these options name (see
    /// `InterfaceLanguage`): found from the bundle's `.lproj` folders without reading a page.
    public func interfaceLanguage(bundlePath: String? = nil) -> InterfaceLanguage {
        let location = (bundlePath ?? bundle ?? ResourceLocator.demoBundlePath()).flatMap { try? BundleLocation.resolve($0).get() }
        return .inUse(preferred: languages, bundleRoots: location?.roots ?? [])
    }

    /// Opens the bundle, or fails with `CommandFailure.noBundle` (exit status 2).
    ///
    /// `requiringRootPage`: a folder whose Root page is missing or unreadable is no bundle to
    /// read values from, and the command says so instead of answering from nothing. `validate`
    /// (which lists the problems before exiting 2) and the window (which shows them) pass false.
    public func open(requiringRootPage: Bool = true) throws -> SettingsBundle {
        guard let path = bundle ?? ResourceLocator.demoBundlePath() else {
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
