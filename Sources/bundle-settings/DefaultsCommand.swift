import ArgumentParser
import SettingsCommandLine
import FoundationEssentials
import SettingsKit

struct DefaultsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "defaults",
        abstract: "Print the bundle's defaults, as a host application registers them at start.")

    enum Format: String, ExpressibleByArgument, CaseIterable { case json, keyfile, plist }

    @OptionGroup var options: BundleOptions
    @Option(help: "json, keyfile or plist.") var format: Format = .json
    @Flag(help: "Include rows that are not editable (title values, …).") var all = false

    func run() throws {
        let bundle: SettingsBundle
        do { bundle = try options.open() } catch let failure as CommandFailure { throw failure.exit() }
        let defaults = DefaultsGatherer.gather(BundleWalk(bundle: bundle, rootTitle: nil), editableOnly: !all)
        let table = Dictionary(defaults.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        switch format {
        case .json:
            print(JSONRendering.text(ofObject: table.mapValues(JSONRendering.object(of:)), pretty: true))
        case .plist:
            print(String(decoding: XMLPlistWriter.document(.dictionary(table)), as: UTF8.self), terminator: "")
        case .keyfile:
            // The store's own format, so the output can seed a system defaults file as it is.
            var document = Data()
            for (key, value) in defaults {
                do {
                    document = try KeyFileFormat.contents(setting: value, forKey: key, in: document)
                } catch {
                    throw fail("\"\(key)\" cannot be written as a key-file value: \(error)")
                }
            }
            print(String(decoding: document, as: UTF8.self), terminator: "")
        }
    }
}
