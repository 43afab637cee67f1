import CGLib

/// One schema of a tree as one page: its `<child>` schemas first, as rows leading to their
/// pages, then its keys by name (a compiled schema keeps no order of its own). Keys with a
/// short description (or none) share a section; a key with a long description gets a section
/// of its own with the description as its footer, as does a list (`as`), whose heading is its
/// title. Rows are numbered in the order shown.
struct SchemaPageReader {
    var schemaID: String
    var schema: OpaquePointer
    /// Put before each key name: `""` on the root page, `CHILD/` on a child's.
    var keyPrefix: String
    var includingState: Bool
    /// The schema file whose texts keep GLib from reading this schema's (`SchemaTextGuard`).
    var offendingFile: String?

    func page(name: String, title: String?, children: [(name: String, pageName: String)]) -> (page: Page, stateKeys: [SettingKey]) {
        let maker = SchemaRowMaker(file: schemaID)
        var diagnostics: [Diagnostic] = []
        var stateKeys: [SettingKey] = []
        if let offendingFile {
            diagnostics.append(Diagnostic(.warning, file: offendingFile,
                "A text in this file is longer than \(SchemaTextGuard.textLimit / 1024) KB, which GLib takes minutes to read: the summaries and descriptions of \(schemaID) are not read, and its keys are titled by their names."))
        }
        let keys = g_settings_schema_list_keys(schema)
        let names = InstalledSchemas.strings(keys).sorted()
        g_strfreev(keys)
        var plain: [SchemaKeyDescription] = []
        var apart: [(key: SchemaKeyDescription, footer: String?)] = []
        for name in names {
            let key = SchemaKeyDescription(schema: schema, name: name, readsTexts: offendingFile == nil)
            if !includingState, SchemaStateRule.isState(name: name, type: key.type, schemaID: schemaID) {
                stateKeys.append(SettingKey(keyPrefix + name))
                continue
            }
            let footer = maker.footer(of: key, diagnostics: &diagnostics)
            if footer != nil || key.type == "as" && !Self.isFlags(key) { apart.append((key, footer)) } else { plain.append(key) }
        }
        var rows: [Row] = []
        var sections: [Section] = []
        var shared = Section(header: nil)
        for child in children {
            var row = Row(file: schemaID, index: rows.count, kind: .childPane(ChildPaneRow(target: .page(child.pageName))))
            row.title = ReadableName.of(child.name)
            rows.append(row)
            shared.rows.append(row)
        }
        for key in plain {
            guard let row = maker.row(for: key, settingKey: SettingKey(keyPrefix + key.name), index: rows.count, diagnostics: &diagnostics) else { continue }
            rows.append(row)
            shared.rows.append(row)
        }
        if !shared.rows.isEmpty { sections.append(shared) }
        for (key, footer) in apart {
            var section: Section
            guard var row = maker.row(for: key, settingKey: SettingKey(keyPrefix + key.name), index: rows.count, diagnostics: &diagnostics) else { continue }
            if case .listGroup = row.kind {
                rows.append(row)
                section = Section(header: row)
            } else {
                // A group heads it, so the footer explains this key alone.
                let group = Row(file: schemaID, index: rows.count, kind: .group(GroupRow(footer: footer)))
                row.index = rows.count + 1
                rows += [group, row]
                section = Section(header: group, rows: [row])
            }
            section.footer = footer
            sections.append(section)
        }
        var page = Page(name: name, path: schemaID, title: title, sections: sections, rows: rows, diagnostics: diagnostics)
        page.isSchema = true
        return (page, stateKeys)
    }

    private static func isFlags(_ key: SchemaKeyDescription) -> Bool {
        if case .flags = key.range { return true }
        return false
    }
}
