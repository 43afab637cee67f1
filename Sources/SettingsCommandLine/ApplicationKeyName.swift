import SettingsKit

/// A key of an application whose settings are its GSettings schemas (`--app ID` of one without
/// a bundle), as `get`, `set` and `reset` take it: as its pages name it (`SchemaPages`: its one
/// schema's `key` and `CHILD/key`; under an index, `SCHEMA_ID/key`), `SCHEMA_ID:key` of any
/// schema of its pages (a `<child>`'s own ID too), or the bare key name where one schema of
/// them alone has it. A bare name several have is refused, naming each as `SCHEMA_ID:key` (as
/// its page names it when its schema is at several paths). `SCHEMA_ID:key` of a schema at several
/// paths is the first page's.
public enum ApplicationKeyName {
    /// `keys`: every key the pages have, state included (the user named it).
    public static func resolve(_ text: String, in pages: SchemaPages, keys: Set<SettingKey>) throws(AmbiguousKey) -> SettingKey {
        let named = SettingKey(text)
        if keys.contains(named) { return named }
        if let colon = text.firstIndex(of: ":"), let node = pages.nodes.first(where: { $0.schemaID == text[..<colon] }) {
            return SettingKey(prefix(of: node) + text[text.index(after: colon)...])
        }
        // A schema at one path is one setting, however many pages reach it (an application's
        // schema that is also another of its schemas' `<child>`).
        var candidates: [(key: SettingKey, node: SchemaPages.Node)] = []
        for node in pages.nodes where keys.contains(SettingKey(prefix(of: node) + text)) {
            if !candidates.contains(where: { $0.node.schemaID == node.schemaID && $0.node.path == node.path }) {
                candidates.append((SettingKey(prefix(of: node) + text), node))
            }
        }
        guard candidates.count > 1 else { return candidates.first?.key ?? named }
        // A relocatable schema at several paths: its pages' names tell them apart, its ID not.
        throw AmbiguousKey(text: text, application: pages.schemaID, candidates: candidates.map { candidate in
            candidates.count { $0.node.schemaID == candidate.node.schemaID } > 1 ? candidate.key.text : candidate.node.schemaID + ":" + text
        })
    }

    /// A bare key name that several of the application's schemas have.
    public struct AmbiguousKey: Error, CustomStringConvertible {
        public var text: String
        public var application: String
        /// Each as `SCHEMA_ID:key`, or as its page names it.
        public var candidates: [String]

        public var description: String {
            // Translators: %1$s is a key name, %2$s an application's ID, %3$s the keys it may mean (org.example.App:key, …).
            tr("%1$s is a key of several of %2$s's GSettings schemas: name one of %3$s.", TerminalText.oneLine(text),
               TerminalText.oneLine(application), candidates.map(TerminalText.oneLine).joined(separator: ", "))
        }
    }

    /// What the pages put before the keys of `node`'s schema.
    private static func prefix(of node: SchemaPages.Node) -> String { node.pageName.isEmpty ? "" : node.pageName + "/" }
}
