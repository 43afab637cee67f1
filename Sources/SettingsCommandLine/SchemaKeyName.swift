import ArgumentParser
import SettingsKit

/// A key of an installed schema as `get`, `set` and `reset` take it: `SCHEMA_ID:key-name` names
/// its schema, so no `--schema` is needed (`org.gnome.TextEditor:tab-width`); with `--schema
/// ID`, the bare name (or `ID:name` of that schema). A key of a `<child>` is `CHILD/key`, as
/// `dump` names it, or its own schema's `CHILD_SCHEMA_ID:key` when that has a fixed path.
///
/// Without `--schema`, `ID:name` is a schema's key only when no bundle or store is named (a
/// bundle's keys may hold `:`) and `ID` is a schema ID with a dot (`org.example.App`).
public struct SchemaKeyName: Sendable, Equatable {
    public var schemaID: String
    public var key: SettingKey

    /// Nil: `text` is a bundle's key.
    public init?(_ text: String, schema: String?, session: SessionChoice) {
        if let schema {
            let prefix = schema + ":"
            schemaID = schema
            key = SettingKey(text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text)
            return
        }
        guard !session.namesBundle, let colon = text.firstIndex(of: ":") else { return nil }
        let id = String(text[..<colon])
        let name = String(text[text.index(after: colon)...])
        guard id.contains("."), GSettingsSchemaWriter.isValidID(id), !name.isEmpty else { return nil }
        schemaID = id
        key = SettingKey(name)
    }

    /// The controller the keys `texts` live in, with each key as that controller names it: an
    /// installed schema's (all of one schema) or the bundle's. A schema's state keys are rows
    /// here, since the user named them.
    @MainActor
    public static func openController(forKeys texts: [String], schema: String?, session: SessionChoice) throws -> (SettingsController, [SettingKey]) {
        let names = texts.map { SchemaKeyName($0, schema: schema, session: session) }
        let schemas = Set(names.compactMap { $0?.schemaID })
        if schemas.isEmpty { return (try session.openController(), texts.map { SettingKey($0) }) }
        guard schemas.count == 1, let id = schemas.first, !names.contains(where: { $0 == nil }) else {
            throw ValidationError("The keys name several schemas, or a schema and a bundle: give the keys of one schema at a time.")
        }
        return (try SchemaOptions.openController(id: id, includingState: true), names.compactMap { $0?.key })
    }
}
