import GtkKit
import SettingsKit

/// `PSMultiValueSpecifier`: a row showing the chosen title; activating it opens a page of the
/// choices (`ChoicesPage`).
@MainActor
final class MultiValueRowPresenter: RowPresenter {
    let row: Row
    private let multiValue: MultiValueRow
    private let view: RowView
    let value = RowView.valueLabel()
    private weak var binder: PageBinder?

    init(row: Row, multiValue: MultiValueRow, binder: PageBinder) {
        self.row = row
        self.multiValue = multiValue
        self.binder = binder
        view = RowView(row: row)
        view.addTrailing(value)
        view.addTrailing(Image(iconName: "go-next-symbolic"))
        view.listRow.isActivatable = true
    }

    var listRows: [ListBoxRow] { [view.listRow] }

    func update(_ state: RowState) {
        value.show(state.text ?? state.value?.plainText ?? "", as: .line)
        view.show(state)
        // The row's name says what is chosen, as a screen reader user expects from a combo box.
        let title = row.title ?? row.key?.text ?? tr("Choice")
        view.setAccessibleName(value.text.isEmpty ? title : RowView.titleAndValue(title, value.text))
    }

    func activate(_ listRow: ListBoxRow) {
        binder?.openChoices(of: row, multiValue)
    }
}
