import CGtk
import GtkKit
import SettingsKit

/// Row types the window cannot show yet: the title and the current value, greyed out, so the
/// page keeps its shape and nothing is silently missing.
@MainActor
final class UnavailableRowPresenter: RowPresenter {
    let row: Row
    private let view: RowView
    private let value = Label()

    init(row: Row) {
        self.row = row
        view = RowView(title: row.title ?? row.kind.typeName)
        value.addStyleClass("dim-label")
        value.setEllipsizesAtEnd()
        view.addTrailing(value)
    }

    var listRows: [ListBoxRow] { [view.listRow] }

    func update(_ state: RowState) {
        value.text = state.text ?? state.value?.plainText ?? ""
        view.show(state)
        view.listRow.isSensitive = false
    }

    func activate(_ listRow: ListBoxRow) {}
}
