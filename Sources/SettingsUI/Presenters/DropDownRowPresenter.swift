import GtkKit
import SettingsKit

/// `PSMultiValueSpecifier` with a few plain choices (`ChoicePresentation.dropDown`): a dropdown
/// in the row listing the (short) titles; choosing stores at once. A stored value that is not
/// one of the choices is shown as itself, as an extra last item, until a choice replaces it.
@MainActor
final class DropDownRowPresenter: SingleRowPresenter, RowPresenter {
    private let choices: ChoiceList
    let dropDown: DropDown

    init(row: Row, multiValue: MultiValueRow, binder: PageBinder) {
        choices = multiValue.choices
        dropDown = DropDown(items: multiValue.choices.choices.map { ShownText.bounded($0.shortTitle ?? $0.title, as: .line) })
        super.init(row: row, binder: binder)
        // The value is read whole ("Seam…" at 360 px said nothing); the title wraps instead, as
        // far as its longest word.
        dropDown.keepShownItemWhole(upTo: min(Self.widestWholeValue, view.roomBesideTitle))
        view.addTrailing(dropDown)
        if view.hasTitle {
            dropDown.setAccessibleLabelledBy(both: view.title)
        } else {
            let name = row.key?.text ?? tr("Choice")
            dropDown.setAccessibleLabel(both: name)
            view.listRow.setAccessibleLabel(name)
        }
        view.listRow.isActivatable = true
        view.makeControlTheTabStop()
        dropDown.onSelectionChanged { [weak self] in self?.userSelected() }
    }

    /// The widest a dropdown insists on for its value: a longer one is cut rather than squeeze
    /// the title (a dropdown's choices are short: `ChoicePresentation`).
    static let widestWholeValue: Int32 = 200

    func update(_ state: RowState) {
        showingState.during { show(state) }
    }

    private func show(_ state: RowState) {
        let index = choices.match(state.value).index
        let unmatched = index == nil ? state.value.map { state.text ?? $0.plainText } : nil
        let wanted = unmatched.map { [ShownText.bounded($0, as: .line)] } ?? []
        if Array(dropDown.items.dropFirst(choices.choices.count)) != wanted {
            dropDown.replaceItems(from: choices.choices.count, with: wanted)
        }
        dropDown.selected = index ?? (unmatched == nil ? nil : choices.choices.count)
        view.show(state)
    }

    func activate(_ listRow: ListBoxRow) {
        dropDown.popup()
    }

    private func userSelected() {
        guard !showingState.isActive, let index = dropDown.selected, choices.choices.indices.contains(index) else { return }
        binder?.write(choices.choices[index].value, to: row)
    }
}
