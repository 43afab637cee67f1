import ArgumentParser
import SettingsCommandLine
import SettingsKit

struct ListCommand: MainThreadCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List every key of the bundle with its effective value, source and lock state.")

    @OptionGroup var options: SessionOptions
    @OptionGroup var schema: SchemaOptions
    @Flag(help: "Print JSON.") var json = false
    @OptionGroup var state: StateKeyOptions

    func validate() throws { try schema.checkExcludes(options) }

    @MainActor
    func runOnMainThread() throws {
        let controller = try state.openController(options, schema: schema)
        let entries = controller.declaredKeys.map { key in
            (key, controller.effectiveValue(forKey: key, bundleDefault: controller.firstRow(forKey: key)?.defaultValue))
        }
        let location = controller.store.location
        // As the controller resolved it: with --app, the application's ID is the domain.
        let domain = controller.domain ?? controller.bundle.map(options.store.setup().domain(of:)) ?? controller.applicationName
        if json {
            let pages = controller.openablePages()
            let object: [String: Any] = [
                "domain": domain,
                "store": location.path,
                "format": location.format.rawValue,
                "keys": entries.map { key, effective in
                    let access = controller.access(toKey: key, pages: pages)
                    return [
                        "key": key.text,
                        "value": effective.value.map(JSONRendering.object(of:)) as Any,
                        "source": effective.source.rawValue,
                        "locked": effective.lockFile != nil,
                        "visible": access.visible,
                        // What the window lets the user change now, and `set` takes.
                        "editable": access.editable,
                    ] as [String: Any]
                },
            ]
            print(JSONRendering.text(ofObject: object, pretty: true))
            return
        }
        // The domain comes from the bundle, the store from store.ini or the environment: file
        // text, escaped as the keys and values are.
        print("# domain \(TerminalText.oneLine(domain))")
        print("# store \(TerminalText.oneLine(location.description))")
        for (key, effective) in entries {
            let lock = effective.lockFile.map { " locked by \(TerminalText.oneLine($0))" } ?? ""
            let shown = effective.value.map { $0 == .string("") ? "\"\"" : TerminalText.oneLine($0.plainText) } ?? "(none)"
            print("\(TerminalText.oneLine(key.text)) = \(shown)  [\(effective.source.rawValue)\(lock)]")
        }
    }
}
