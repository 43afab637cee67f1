import CGtk

extension ListBox {
    /// Inserts `row` at `position` (appended when past the end).
    public func insert(_ row: ListBoxRow, at position: Int) {
        gtk_list_box_insert(opaque, row.pointer, Int32(position))
    }

    public func remove(_ row: ListBoxRow) {
        gtk_list_box_remove(opaque, row.pointer)
    }
}
