import ArgumentParser
import SettingsCommandLine
import FoundationEssentials
import SettingsKit

struct ResetCommand: MainThreadCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset",
        abstract: "Remove user values so the defaults show again.",
        discussion: "--all resets every key the bundle declares; other keys in the store are left alone.")

    @OptionGroup var options: SessionOptions
    @Argument(help: "The keys to reset.") var keys: [String] = []
    @Flag(help: "Reset every key of the bundle.") var all = false

    func validate() throws {
        if all == !keys.isEmpty { throw ValidationError("Give the keys to reset, or --all.") }
    }


    @MainActor
    func runOnMainThread() throws {
        let controller = try options.openController()
        do {
            if all {
                for key in try controller.resetAll() {
                    StandardStream.error.writeMessage("\"\(key)\" is locked by your administrator: not reset.")
                }
            } else {
                try controller.reset(keys: keys.map { SettingKey($0) })
            }
        } catch {
            throw fail(error.description)
        }
    }
}
