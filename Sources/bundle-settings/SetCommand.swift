import ArgumentParser
import SettingsCommandLine
import SettingsKit

struct SetCommand: MainThreadCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Store a value the way the key's row takes it.",
        discussion: """
            Toggles take on/off/true/false/yes/no/1/0 (stored as TrueValue/FalseValue); multi-values and radio \
            groups a choice's value or title; sliders a number in range; text fields text; date pickers ISO 8601. \
            A value the row cannot take is refused with status 1 and nothing is written.
            """)

    @OptionGroup var options: SessionOptions
    @OptionGroup var schema: SchemaOptions
    @Argument(help: "The key; SCHEMA_ID:key-name for an installed schema's key (with --app, of the application's schemas; the bare name where one of them alone has it).") var key: String
    @Argument(help: "The value.") var value: String
    @Option(help: "The type for a key the bundle does not declare: string, integer, real, bool or date.")
    var type: RowWriteRule.ExplicitType?
    @Flag(help: "VALUE is JSON (arrays for list groups, dictionaries, ISO 8601 strings for date pickers).") var json = false

    func validate() throws { try schema.checkExcludes(options) }

    @MainActor
    func runOnMainThread() throws { try Self.run(key: key, value: value, type: type, json: json, session: options.choice, schema: schema.schema) }

    /// What the command does, with the options' values (also read without the parser: `PlainValueCommand`).
    @MainActor
    static func run(key text: String, value: String, type: RowWriteRule.ExplicitType?, json: Bool, session: SessionChoice,
                    schema: String? = nil) throws {
        let (controller, keys) = try SchemaKeyName.openController(forKeys: [text], schema: schema, session: session)
        ProcessLifetime.keep(controller)
        let key = keys[0]
        do {
            try controller.set(value, forKey: key, type: type, json: json)
        } catch {
            // A value a schema's key refuses: which key of which schema, and what it takes. A
            // lock, or a write dconf refused, says so itself.
            guard let pages = controller.source as? SchemaPages, error.reason == .invalidValue else { throw fail(error.description) }
            let (schemaID, name) = pages.schemaKey(of: key)
            throw fail(SchemaRefusal.message(schemaID: schemaID, key: SettingKey(name), row: controller.firstRow(forKey: key), reason: error.description))
        }
    }
}

extension RowWriteRule.ExplicitType: ExpressibleByArgument {}
