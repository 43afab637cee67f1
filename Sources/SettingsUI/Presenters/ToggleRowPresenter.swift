import GtkKit
import SettingsKit

/// `PSToggleSwitchSpecifier`: a switch; activating anywhere on the row flips it. With
/// `IASKToggleStyle` `Checkmark`, a check button instead: iOS shows a bare check mark while on
/// and nothing while off, which on a desktop reads as a static label, so off shows the empty
/// box GNOME shows for an option that can be ticked.
@MainActor
final class ToggleRowPresenter: SingleRowPresenter, RowPresenter {
    private let toggle: ToggleRow
    let control: any OnOffControl

    init(row: Row, toggle: ToggleRow, binder: PageBinder) {
        self.toggle = toggle
        if toggle.style == .checkmark {
            let check = CheckButton()
            check.addStyleClass("toggle-check")
            control = check
        } else {
            control = Switch()
        }
        super.init(row: row, binder: binder)
        view.listRow.isActivatable = true
        view.addTrailing(control)
        view.label(control, fallback: row.key?.text ?? (toggle.style == .checkmark ? tr("Option") : tr("Switch")))
        view.makeControlTheTabStop()
        control.onToggled { [weak self] in self?.userToggled() }
    }

    func update(_ state: RowState) {
        showingState.during {
            control.isOn = toggle.isOn(state.value)
        }
        view.show(state)
    }

    func activate(_ listRow: ListBoxRow) {
        control.isOn.toggle()
    }

    private func userToggled() {
        guard !showingState.isActive else { return }
        binder?.write(.bool(control.isOn), to: row)
    }
}
