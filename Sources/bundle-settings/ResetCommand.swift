import ArgumentParser
import SettingsCommandLine
import FoundationEssentials
import SettingsKit

struct ResetCommand: MainThreadCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset",
        abstract: "Remove user values so the defaults show again.",
        discussion: """
            --all resets every key the bundle declares; other keys in the store are left alone. With --schema, or --app \
            of an application whose settings are its schemas, --all resets the keys its pages show, as Restore Defaults \
            does: the application's state (window sizes, histories) is reset only when named.
            """)

    @OptionGroup var options: SessionOptions
    @OptionGroup var schema: SchemaOptions
    @Argument(help: "The keys to reset; SCHEMA_ID:key-name for an installed schema's keys (with --app, of the application's schemas; the bare name where one of them alone has it).") var keys: [String] = []
    @Flag(help: "Reset every key of the bundle, or of the schemas' pages.") var all = false

    func validate() throws {
        if all == !keys.isEmpty { throw ValidationError("Give the keys to reset, or --all.") }
        try schema.checkExcludes(options)
    }

    @MainActor
    func runOnMainThread() throws {
        // --all opens the pages as shown, state left out, whose keys Restore Defaults resets.
        let (controller, keys) = all
            ? (try schema.schema != nil ? schema.openController(title: nil) : options.openController(), [SettingKey]())
            : try SchemaKeyName.openController(forKeys: self.keys, schema: schema.schema, session: options.choice)
        do {
            if all {
                for key in try controller.resetAll() {
                    StandardStream.error.writeMessage("\"\(key)\" is locked by your administrator: not reset.")
                }
            } else {
                try controller.reset(keys: keys)
            }
        } catch {
            throw fail(error.description)
        }
    }
}
