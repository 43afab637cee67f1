import CGtk
import GtkKit
import SettingsKit

/// `PSToggleSwitchSpecifier`: a switch; activating anywhere on the row flips it. With
/// `IASKToggleStyle` `Checkmark`, a check mark shown while on instead of the switch.
@MainActor
final class ToggleRowPresenter: RowPresenter {
    let row: Row
    private let toggle: ToggleRow
    private let view: RowView
    let control = Switch()
    /// The check mark of the checkmark style (the switch is then hidden but still holds the state).
    let checkmark = Image(iconName: "object-select-symbolic")
    private weak var host: RowHost?
    /// Set while the switch shows a state, so that showing is not taken for the user's edit.
    private var isShowingState = false

    init(row: Row, toggle: ToggleRow, host: RowHost) {
        self.row = row
        self.toggle = toggle
        self.host = host
        view = RowView(row: row)
        view.listRow.isActivatable = true
        if toggle.style == .checkmark {
            checkmark.addStyleClass("choice-mark")
            view.addTrailing(checkmark)
            control.isVisible = false
        } else {
            view.addTrailing(control)
            view.label(control, fallback: row.key?.text ?? tr("Switch"))
            view.makeControlTheTabStop()
        }
        control.onToggled { [weak self] in self?.userToggled() }
    }

    var listRows: [ListBoxRow] { [view.listRow] }

    func update(_ state: RowState) {
        isShowingState = true
        control.isOn = toggle.isOn(state.value)
        isShowingState = false
        view.show(state)
        if toggle.style == .checkmark {
            gtk_widget_set_opacity(checkmark.pointer, control.isOn ? 1 : 0)
            let title = row.title ?? row.key?.text ?? tr("Option")
            // Translators: what a screen reader says for a ticked check box row; %s is its title.
            view.setAccessibleName(control.isOn ? tr("%s, checked", title) : title)
        }
    }

    func activate(_ listRow: ListBoxRow) {
        control.isOn.toggle()
    }

    private func userToggled() {
        guard !isShowingState else { return }
        if toggle.style == .checkmark { gtk_widget_set_opacity(checkmark.pointer, control.isOn ? 1 : 0) }
        host?.write(toggle.value(on: control.isOn), to: row)
    }
}
