import ArgumentParser
import SettingsKit

/// A key of an installed schema as `get`, `set` and `reset` take it: `SCHEMA_ID:key-name` names
/// its schema, so no `--schema` is needed (`org.gnome.TextEditor:tab-width`); with `--schema
/// ID`, the bare name (or `ID:name` of that schema). A key of a `<child>` is `CHILD/key`, as
/// `dump` names it, or its own schema's `CHILD_SCHEMA_ID:key` when that has a fixed path.
///
/// Without `--schema`, `ID:name` is a schema's key only when no bundle or store is named (a
/// bundle's keys may hold `:`), or `--app` names an application with a bundle and `ID` is one of
/// its other schemas, and `ID` is a schema ID with a dot (`org.example.App`). `--app` of an
/// application without a bundle names keys as `ApplicationKeyName` says.
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
    ///
    /// With `--app`: an application without a bundle is opened on its schemas, each key named as
    /// `ApplicationKeyName` takes it; one with a bundle on the bundle, unless the keys are
    /// `SCHEMA_ID:key` of one of its other schemas (`InstalledApplication.schemas`), the
    /// schemas its bundle does not show.
    @MainActor
    public static func openController(forKeys texts: [String], schema: String?, session: SessionChoice) throws -> (SettingsController, [SettingKey]) {
        if schema == nil, session.bundle.app != nil { return try openApplicationController(forKeys: texts, session: session) }
        return try openController(forKeys: texts, names: texts.map { SchemaKeyName($0, schema: schema, session: session) }, session: session)
    }

    /// `names`: each key's schema, nil for a bundle's key.
    @MainActor
    private static func openController(forKeys texts: [String], names: [SchemaKeyName?], session: SessionChoice) throws -> (SettingsController, [SettingKey]) {
        let schemas = Set(names.compactMap { $0?.schemaID })
        if schemas.isEmpty {
            let keys = texts.map { SettingKey($0) }
            return (try session.openController(reportingValuesOf: keys), keys)
        }
        guard schemas.count == 1, let id = schemas.first, !names.contains(where: { $0 == nil }) else {
            throw ValidationError("The keys name several schemas, or a schema and a bundle: give the keys of one schema at a time.")
        }
        return (try SchemaOptions.openController(id: id, includingState: true, languages: session.bundle.languages), names.compactMap { $0?.key })
    }

    @MainActor
    private static func openApplicationController(forKeys texts: [String], session: SessionChoice) throws -> (SettingsController, [SettingKey]) {
        let application: InstalledApplication?
        // A bundle's schemas are looked up only for a key that may name one: the bundle's keys,
        // the commands scripts run most, need no scan of the installed schemas. An application
        // without a bundle comes with its schemas either way.
        let mayNameSchema = texts.contains { $0.contains(":") }
        do { application = try session.bundle.application(withSchemas: mayNameSchema) } catch { throw error.exit() }
        guard let application, application.bundlePath == nil else {
            // A key of the bundle's other schemas names its schema as without --app.
            let names = texts.map { text in
                SchemaKeyName(text, schema: nil, session: SessionChoice()).flatMap { application?.schemas.contains($0.schemaID) == true ? $0 : nil }
            }
            return try openController(forKeys: texts, names: names, session: session)
        }
        let controller = try session.openController(schemasOf: application, includingState: true)
        guard let pages = controller.source as? SchemaPages else { return (controller, texts.map { SettingKey($0) }) }
        let keys = Set(controller.declaredKeys)
        do {
            return (controller, try texts.map { text throws(ApplicationKeyName.AmbiguousKey) in try ApplicationKeyName.resolve(text, in: pages, keys: keys) })
        } catch { throw fail(error.description) }
    }
}
