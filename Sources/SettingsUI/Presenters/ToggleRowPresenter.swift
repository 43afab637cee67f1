import CGtk
import GtkKit
import SettingsKit

/// `PSToggleSwitchSpecifier`: a switch; activating anywhere on the row flips it.
@MainActor
final class ToggleRowPresenter: RowPresenter {
    let row: Row
    private let toggle: ToggleRow
    private let view: RowView
    let control = Switch()
    private weak var host: RowHost?
    /// Set while the switch shows a state, so that showing is not taken for the user's edit.
    private var isShowingState = false

    init(row: Row, toggle: ToggleRow, host: RowHost) {
        self.row = row
        self.toggle = toggle
        self.host = host
        view = RowView(title: row.title)
        view.addTrailing(control)
        view.label(control, fallback: row.key ?? "Switch")
        view.listRow.isActivatable = true
        control.onToggled { [weak self] in self?.userToggled() }
    }

    var listRows: [ListBoxRow] { [view.listRow] }

    func update(_ state: RowState) {
        isShowingState = true
        control.isOn = toggle.isOn(state.value)
        isShowingState = false
        view.show(state)
    }

    func activate(_ listRow: ListBoxRow) {
        control.isOn.toggle()
    }

    private func userToggled() {
        guard !isShowingState else { return }
        host?.write(toggle.value(on: control.isOn), to: row)
    }
}
