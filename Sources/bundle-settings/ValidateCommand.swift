import ArgumentParser
import SettingsCommandLine
import FoundationEssentials
import SettingsKit

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a bundle: one FILE:ROW:KEY: severity: message line per problem.",
        discussion: "Exit status: 0 without errors, 1 with errors, 2 when there is no readable bundle at all.")

    @OptionGroup var options: BundleOptions

    func run() throws {
        let bundle: SettingsBundle
        do { bundle = try options.open(requiringRootPage: false) } catch let failure as CommandFailure { throw failure.exit() }
        let walk = BundleWalk(bundle: bundle, rootTitle: nil)
        // With --app, the installation's own problems too (its store.ini, its desktop entry).
        if let app = options.app {
            for diagnostic in ApplicationCatalog.find(id: app, languages: options.languages).diagnostics { print(diagnostic.description) }
        }
        for diagnostic in walk.diagnostics { print(diagnostic.description) }
        if bundle.rootPage.failure != nil { throw ExitCode(2) }
        if walk.errorCount > 0 { throw ExitCode(1) }
    }
}
