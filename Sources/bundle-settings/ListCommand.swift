import ArgumentParser
import SettingsCommandLine
import SettingsKit

struct ListCommand: MainThreadCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List every key of the bundle with its effective value, source and lock state.")

    @OptionGroup var options: SessionOptions
    @Flag(help: "Print JSON.") var json = false

    @MainActor
    func runOnMainThread() throws {
        let controller = try options.openController()
        let entries = controller.declaredKeys.map { key in
            let row = controller.firstRow(forKey: key)
            return (key, controller.effectiveValue(forKey: key, bundleDefault: row?.defaultValue), row)
        }
        let location = controller.store.location
        // As the controller resolved it: with --app, the application's ID is the domain.
        let domain = controller.domain ?? options.store.setup().domain(of: controller.bundle)
        if json {
            let object: [String: Any] = [
                "domain": domain,
                "store": location.path,
                "format": location.format.rawValue,
                "keys": entries.map { key, effective, row in
                    let visible = row.map { !controller.isHidden($0) } ?? true
                    return [
                        "key": key.text,
                        "value": effective.value.map(JSONRendering.object(of:)) as Any,
                        "source": effective.source.rawValue,
                        "locked": effective.lockFile != nil,
                        "visible": visible,
                        // What the window lets the user change now.
                        "editable": visible && effective.lockFile == nil && (row.map(controller.isEnabled) ?? true),
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
        for (key, effective, _) in entries {
            let lock = effective.lockFile.map { " locked by \(TerminalText.oneLine($0))" } ?? ""
            let shown = effective.value.map { $0 == .string("") ? "\"\"" : TerminalText.oneLine($0.plainText) } ?? "(none)"
            print("\(TerminalText.oneLine(key.text)) = \(shown)  [\(effective.source.rawValue)\(lock)]")
        }
    }
}
