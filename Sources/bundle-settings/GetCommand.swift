import ArgumentParser
import SettingsCommandLine
import SettingsKit

struct GetCommand: MainThreadCommand {
    static let configuration = CommandConfiguration(
        commandName: "get", abstract: "Print the effective value of a key (plain text, or typed JSON with --json).")

    @OptionGroup var options: SessionOptions
    @OptionGroup var schema: SchemaOptions
    @Argument(help: "The key; SCHEMA_ID:key-name for an installed schema's key (with --app, of the application's schemas; the bare name where one of them alone has it).") var key: String
    @Flag(help: "Print the value as JSON, typed.") var json = false

    func validate() throws { try schema.checkExcludes(options) }

    @MainActor
    func runOnMainThread() throws { try Self.run(key: key, json: json, session: options.choice, schema: schema.schema) }

    /// What the command does, with the options' values (also read without the parser: `PlainValueCommand`).
    @MainActor
    static func run(key text: String, json: Bool, session: SessionChoice, schema: String? = nil) throws {
        // The key exactly as typed: no Unicode normalisation (see `SettingKey`).
        let (controller, keys) = try SchemaKeyName.openController(forKeys: [text], schema: schema, session: session)
        ProcessLifetime.keep(controller)
        let key = keys[0]
        let bundleDefault = controller.firstRow(forKey: key)?.defaultValue
        guard let value = controller.effectiveValue(forKey: key, bundleDefault: bundleDefault).value else {
            throw fail("\"\(key)\" has no value and no default.")
        }
        // Plain text keeps a multi-line value's lines; escape sequences from the file are shown, not obeyed.
        print(json ? JSONRendering.text(of: value, pretty: false) : TerminalText.safe(value.plainText, keepingLineBreaks: true))
    }
}
