extension SettingsSession {
    /// Puts an element back into a list group at `index` (at the end when the list has become
    /// shorter since): what Undo does after an item was deleted.
    public func insertItem(_ item: PlistValue, at index: Int, in row: Row) throws(SettingsError) {
        var items = listItems(of: row)
        items.insert(item, at: min(max(index, 0), items.count))
        try write(.array(items), to: row)
    }
}
