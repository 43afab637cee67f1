/// Editing the array a list group (`IASKListGroupSpecifier`) stores under its `Key`: one element
/// per item row, an add row that appends, deletion when the group is `Deletable`, and a child
/// page that edits one dictionary element on a store of its own.
extension SettingsController {
    /// The elements shown as item rows; a stored value that is not an array shows no items.
    public func listItems(of row: Row) -> [PlistValue] {
        if case .array(let items)? = state(of: row).value { return items }
        return []
    }

    public func appendItem(_ item: PlistValue, to row: Row) throws(SettingsError) {
        try write(.array(listItems(of: try listGroup(row).row) + [item]), to: row)
    }

    public func replaceItem(at index: Int, with item: PlistValue, in row: Row) throws(SettingsError) {
        var items = listItems(of: try listGroup(row).row)
        guard items.indices.contains(index) else { throw Self.noSuchItem(index, row) }
        items[index] = item
        try write(.array(items), to: row)
    }

    public func removeItem(at index: Int, from row: Row) throws(SettingsError) {
        let (row, list) = try listGroup(row)
        guard list.deletable else {
            throw SettingsError(.readOnlyRow, row.title.map { tr("Items of %s cannot be deleted (the list is not Deletable).", $0) }
                ?? tr("Items of this list cannot be deleted (the list is not Deletable)."))
        }
        var items = listItems(of: row)
        guard items.indices.contains(index) else { throw Self.noSuchItem(index, row) }
        items.remove(at: index)
        try write(.array(items), to: row)
    }

    /// A controller for the page that edits one element (the add or item row's `File`), on a
    /// memory store seeded with that page's defaults and, when editing, the element's fields.
    /// The caller shows `editor.page(named:)` modally and, on Done, stores `editor.store.allValues`
    /// as the element; on Cancel it simply drops the editor.
    public func itemEditor(for pageName: String, editing element: PlistValue? = nil) -> SettingsController {
        var seed: [SettingKey: PlistValue] = [:]
        for row in source.page(named: pageName).rows {
            if let key = row.key, let value = row.defaultValue, row.kind.isEditable { seed[key] = value }
        }
        if case .dictionary(let fields)? = element { seed.merge(fields) { _, field in field } }
        return SettingsController(source: source, store: MemoryStore(seed, name: pageName), administrator: .empty,
                                  applicationName: applicationName)
    }

    /// `itemEditor(for:editing:)` for the window: on Done its store's values are the element.
    public func listItemEditor(for pageName: String, editing element: PlistValue?) -> ListItemEditor? {
        let editor = itemEditor(for: pageName, editing: element)
        return ListItemEditor(session: editor, pageName: pageName) { .dictionary(editor.store.allValues) }
    }

    private func listGroup(_ row: Row) throws(SettingsError) -> (row: Row, list: ListGroupRow) {
        guard case .listGroup(let list) = row.kind else {
            throw SettingsError(.invalidValue, tr("%s is not a list group.", row.title ?? row.key?.text ?? tr("This row")))
        }
        return (row, list)
    }

    private static func noSuchItem(_ index: Int, _ row: Row) -> SettingsError {
        SettingsError.noItem(index, in: row)
    }
}
