import GtkKit
import SettingsKit

/// `PSTitleValueSpecifier`: a read-only value the user can select and copy.
@MainActor
final class TitleValueRowPresenter: SingleRowPresenter, RowPresenter {
    let value = Label()

    init(row: Row) {
        super.init(row: row, binder: nil)
        value.setSelectable(true)
        // Ellipsized, not wrapped: a wrapping label in a row gets squeezed to its narrowest
        // (one character a line). The tooltip and a copy of the selection give the whole text.
        value.setEllipsizesAtEnd(keeping: RowView.valueCharactersKept)
        value.setHorizontalTextAlignment(1)
        value.addStyleClass("dim-label")
        value.addStyleClass("row-value")
        view.addTrailing(value)
        view.label(value, fallback: row.key?.text ?? tr("Value"))
    }

    func update(_ state: RowState) {
        value.show(state.text ?? state.value?.plainText ?? "", as: .line)
        value.tooltip = value.text.isEmpty ? nil : value.text
        view.show(state)
        // Still selectable when locked: copying a fixed value is useful.
        view.listRow.isSensitive = true
    }

    func activate(_ listRow: ListBoxRow) {}
}
