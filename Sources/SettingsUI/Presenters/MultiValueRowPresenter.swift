import GtkKit
import SettingsKit

/// `PSMultiValueSpecifier`: a row showing the chosen title; activating it opens a page of the
/// choices (`ChoicesPage`).
@MainActor
final class MultiValueRowPresenter: SingleRowPresenter, RowPresenter {
    private let multiValue: MultiValueRow
    let value = RowView.valueLabel()

    init(row: Row, multiValue: MultiValueRow, binder: PageBinder) {
        self.multiValue = multiValue
        super.init(row: row, binder: binder)
        view.addTrailing(value)
        view.addTrailing(Image(iconName: "go-next-symbolic"))
        view.listRow.isActivatable = true
    }

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
