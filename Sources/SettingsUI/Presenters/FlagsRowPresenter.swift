import GtkKit
import SettingsKit

/// A GSettings `flags` key: the row's title, and under it one check button per flag, named by
/// the flag's readable title. Ticking one stores the set with that flag added or removed.
@MainActor
final class FlagsRowPresenter: SingleRowPresenter, RowPresenter {
    private let flags: FlagsRow
    let buttons: [(nick: String, button: CheckButton)]
    /// The value last shown, which a tick changes.
    private var shownValue: PlistValue?

    init(row: Row, flags: FlagsRow, binder: PageBinder) {
        self.flags = flags
        buttons = flags.flags.choices.compactMap { choice in
            choice.value.stringValue.map { ($0, CheckButton(label: ShownText.bounded(choice.title, as: .line))) }
        }
        super.init(row: row, binder: binder)
        let box = Box(.vertical, spacing: 4)
        for (_, button) in buttons { box.append(button) }
        view.addBelow(box)
        for (nick, button) in buttons {
            button.onToggled { [weak self, weak button] in
                guard let self, let button else { return }
                self.userToggled(nick, on: button.isOn)
            }
        }
    }

    func update(_ state: RowState) {
        shownValue = state.value
        let set = Set(flags.setFlags(in: state.value))
        showingState.during {
            for (nick, button) in buttons { button.isOn = set.contains(nick) }
        }
        view.show(state)
    }

    func activate(_ listRow: ListBoxRow) {
        buttons.first?.button.grabFocus()
    }

    private func userToggled(_ nick: String, on: Bool) {
        guard !showingState.isActive else { return }
        binder?.write(flags.value(shownValue, setting: nick, on: on), to: row)
    }
}
