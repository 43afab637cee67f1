import ArgumentParser
import SettingsCommandLine
import FoundationEssentials
import SettingsKit

struct DumpCommand: MainThreadCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print every page reachable from Root, with its rows, effective values and diagnostics, as JSON.")

    @OptionGroup var options: SessionOptions
    @OptionGroup var hidden: HiddenKeyOptions
    @OptionGroup var schema: SchemaOptions

    func validate() throws {
        if schema.schema != nil, options.bundle.bundle != nil || options.bundle.app != nil || options.store.store != nil {
            throw ValidationError("--schema names the pages and their store: it excludes --bundle, --app and --store.")
        }
    }

    @MainActor
    func runOnMainThread() throws {
        let controller = try schema.schema != nil ? schema.openController(title: nil) : options.openController()
        controller.setHiddenKeys(hidden.hiddenKeys)
        let pages = controller.openablePages()
        let dump = BundleDump(source: controller.source, walk: controller.walk) { controller.reportedState(of: $0, pages: pages) }
        print(dump.jsonText())
    }
}
