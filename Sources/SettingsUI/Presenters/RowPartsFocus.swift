import GtkKit

/// Several controls of one row (an inline date picker's calendar, hour, minutes, AM/PM) made
/// one Tab stop: the row, which screen readers announce with its title and value. Enter on it
/// (or a click on a part) lets focus into the parts: Tab then walks them and on out of the
/// row, Shift+Tab back to the row, and Escape returns to the row. Once focus has left the row,
/// Tab passes the parts by again.
@MainActor
final class RowPartsFocus {
    private let row: ListBoxRow
    private let parts: Widget
    private(set) var isEditing = false

    init(row: ListBoxRow, parts: Widget) {
        self.row = row
        self.parts = parts
        row.isFocusable = true
        row.isActivatable = true
        parts.canFocus = false
        // Not when the window merely loses focus (to another window): focus is still in the
        // parts when it comes back.
        row.onFocusLeave { [weak self, weak row] in
            if row?.containsFocus != true { self?.setEditing(false) }
        }
        // A click into a spin button's text must still focus it.
        parts.onPressCaptured { [weak self] in self?.setEditing(true) }
        ShortcutController(on: parts).add("Escape", handledIf: { [weak self] in
            guard let self, isEditing else { return false }
            row.grabFocus()
            setEditing(false)
            return true
        })
    }

    /// Lets focus into the parts and focuses `first` of them.
    func edit(focusing first: Widget?) {
        setEditing(true)
        first?.grabFocus()
    }

    private func setEditing(_ editing: Bool) {
        isEditing = editing
        parts.canFocus = editing
    }
}
