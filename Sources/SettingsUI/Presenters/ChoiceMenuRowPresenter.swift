import GtkKit
import SettingsKit

/// A list group's choice element (`ChoicePresentation.menu`): the row titled by the chosen
/// choice, and a menu of the choices that replaces it (a list's add row offers its choices in
/// the same menu, `ChoiceMenuRowPresenter.menu`).
@MainActor
final class ChoiceMenuRowPresenter: SingleRowPresenter, RowPresenter {
    private let choices: ChoiceList
    private(set) lazy var menu = Self.menu(choices, label: tr("Change…"), name: tr("Change %s", row.title ?? "")) {
        [weak self] value in
        guard let self else { return }
        binder?.write(value, to: row)
    }

    init(row: Row, choices: ChoiceList, binder: PageBinder) {
        self.choices = choices
        super.init(row: row, binder: binder)
        view.addTrailing(menu)
        view.listRow.isActivatable = true
        view.makeControlTheTabStop()
    }

    func update(_ state: RowState) {
        view.show(state)
    }

    func activate(_ listRow: ListBoxRow) {
        menu.popup()
    }

    /// A button opening a menu of `choices`; picking one calls `pick` with its value.
    static func menu(_ choices: ChoiceList, label: String, name: String,
                     pick: @escaping @MainActor (PlistValue) -> Void) -> MenuButton {
        let box = Box(.vertical, spacing: 0)
        let menu = MenuButton(popoverChild: box)
        menu.label = label
        menu.setAccessibleName(name)
        for choice in choices.choices {
            let button = Button(label: choice.title)
            button.addStyleClass("flat")
            button.onClicked { [weak menu] in
                menu?.popdown()
                pick(choice.value)
            }
            box.append(button)
        }
        return menu
    }
}
