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

    @MainActor
    func runOnMainThread() throws {
        let controller = try options.openController()
        controller.setHiddenKeys(hidden.hiddenKeys)
        let pages = controller.openablePages()
        let dump = BundleDump(bundle: controller.bundle, walk: controller.walk) { controller.reportedState(of: $0, pages: pages) }
        print(dump.jsonText())
    }
}
