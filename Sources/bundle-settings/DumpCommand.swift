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
    @OptionGroup var state: StateKeyOptions

    func validate() throws { try schema.checkExcludes(options) }

    @MainActor
    func runOnMainThread() throws {
        let controller = try state.openController(options, schema: schema)
        controller.setHiddenKeys(hidden.hiddenKeys)
        let pages = controller.openablePages()
        let dump = BundleDump(source: controller.source, walk: controller.walk) { controller.reportedState(of: $0, pages: pages) }
        print(dump.jsonText())
    }
}
