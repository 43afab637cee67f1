import ArgumentParser
import SettingsKit

/// `--all` of the commands that show every key (`dump`, `list`, `watch`): with a schema's pages,
/// also the keys `SchemaStateRule` leaves out; and how those commands open their session, on
/// `--schema` or on the bundle or application the session options name.
public struct StateKeyOptions: ParsableArguments, Sendable {
    @Flag(help: "With --schema, or --app of an application whose settings are its schemas: also the keys that hold the application's state rather than a setting (window sizes, histories, first-run flags), which the pages leave out.")
    public var all = false

    public init() {}

    /// The session on `schema` when given, else on what `options` name; `watching`: others'
    /// changes followed (`watch`).
    @MainActor
    public func openController(_ options: SessionOptions, schema: SchemaOptions, watching: Bool = false) throws -> SettingsController {
        try schema.schema != nil ? schema.openController(title: nil, includingState: all, languages: options.bundle.languages)
            : options.openController(watching: watching, includingState: all)
    }
}
