import ArgumentParser
import Foundation
import SettingsKit

struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump", abstract: "Print every page reachable from Root, with its rows and diagnostics, as JSON.")

    @OptionGroup var options: BundleOptions

    func run() throws {
        let bundle: SettingsBundle
        do { bundle = try options.open() } catch let failure as CommandFailure { throw failure.exit() }
        let walk = BundleWalk(bundle: bundle, rootTitle: ApplicationName.of(bundle: bundle))
        let resolver = RowStateResolver(locale: Locale(identifier: bundle.languages.first ?? "en"))
        let dump = BundleDump(bundle: bundle, walk: walk) { row in
            resolver.state(of: row, value: row.defaultValue, source: row.defaultValue == nil ? .none : .default)
        }
        print(dump.jsonText())
    }
}
