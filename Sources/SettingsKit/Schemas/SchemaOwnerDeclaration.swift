/// How an application says which installed GSettings schemas are its own, when their IDs do not
/// say it (`SchemaOwnership`'s rules find `org.gnome.nautilus.*` for `org.gnome.Nautilus` by
/// themselves): a key of its desktop entry,
///
///     X-BundleSettings-Schemas=org.example.Editor;org.example.editor-plugins.spell;
///
/// a list of schema IDs as the Desktop Entry Specification writes lists (separated and ended by
/// `;`). Each ID names that schema exactly, not the ones extending it, so no declaration can take
/// a whole vendor's schemas (`org.gnome;`). A declared schema is the application's before any
/// rule on names; a desktop-wide one (`DesktopArea.of`) stays the desktop's all the same.
///
/// In the desktop entry rather than a file of ours: the entry is already the application's
/// identity for the hub (name, icon, keywords), every packaging format installs and exports it
/// (a Flatpak's too, where `DATADIR/bundle-settings/apps/` is not exported), and an application
/// that does not ship a bundle needs no folder of ours for it. An application that ships a
/// bundle kept in GSettings already names its schema in `store.ini` (`SchemaId`); that counts
/// as declared too (`SchemaOwnerCandidate`).
enum SchemaOwnerDeclaration {
    static let key = "X-BundleSettings-Schemas"
    /// A real application has a handful of schemas, one with plugins some tens; past this many,
    /// the rest of the list is ignored.
    static let limit = 256

    /// The schema IDs the value lists, in order and each once; what is not a schema ID is said
    /// in a diagnostic naming `file` and the key.
    static func parse(_ value: String, file: String) -> (schemas: [String], diagnostics: [Diagnostic]) {
        var schemas: [String] = []
        var diagnostics: [Diagnostic] = []
        var seen = Set<String>()
        let items = value.split(separator: ";").map { String($0).trimmingSpaces() }.filter { !$0.isEmpty }
        for item in items {
            guard GSettingsSchemaWriter.isValidID(item) else {
                let shown = ShownText.cut(item, to: ShownText.Kind.line.characterLimit)
                diagnostics.append(Diagnostic(.warning, file: file, key: key, "\"\(shown)\" is not a GSettings schema ID (letters, digits, - and _ in dot-separated parts, as org.example.App): it is ignored."))
                continue
            }
            guard seen.insert(item).inserted else { continue }
            guard schemas.count < limit else {
                diagnostics.append(Diagnostic(.warning, file: file, key: key, "It lists more than \(limit) schemas: the rest are ignored."))
                break
            }
            schemas.append(item)
        }
        return (schemas, diagnostics)
    }
}
