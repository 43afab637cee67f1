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
    @Flag(help: "With --schema, or --app of an application whose settings are its schemas: also the keys that hold the application's state rather than a setting (window sizes, histories, first-run flags), which the pages leave out.")
    var all = false

    func validate() throws { try schema.checkExcludes(options) }

    @MainActor
    func runOnMainThread() throws {
        let controller = try schema.schema != nil ? schema.openController(title: nil, includingState: all) : options.openController(includingState: all)
        controller.setHiddenKeys(hidden.hiddenKeys)
        let pages = controller.openablePages()
        let dump = BundleDump(source: controller.source, walk: controller.walk) { controller.reportedState(of: $0, pages: pages) }
        print(dump.jsonText())
    }
}
