import GtkKit

/// Installs menu items' actions on the window (`win.…`) with their keys. They live on the
/// window, not on the application, so a host application embedding the window keeps its own
/// `app.about`, and a window without an application (tests, hosts) has them too.
@MainActor
final class WindowActions {
    nonisolated static let prefix = "win"
    private weak var window: Widget?
    private let shortcuts: ShortcutController

    /// `window`: the window, or the part of it the actions belong to (a settings view in the hub).
    init(on window: Widget) {
        self.window = window
        shortcuts = ShortcutController(on: window)
    }

    /// Adds the item's action and binds its keys; an item without `run` names an action
    /// installed elsewhere, which is left as it is.
    func add(_ item: MainMenu.Item) {
        if let toggle = item.toggle { window?.addToggleAction(named: item.action, isOn: toggle.isOn, toggle.run) }
        guard let run = item.run, let window else { return }
        window.addAction(named: item.action, run)
        for accelerator in item.accelerators { shortcuts.add(accelerator, action: item.detailedAction) }
    }

    func setEnabled(_ action: String, _ enabled: Bool) { window?.setActionEnabled(named: action, enabled) }
    func isEnabled(_ action: String) -> Bool { window?.isActionEnabled(named: action) ?? false }
}
