import GtkKit

/// The window's actions (`win.…`): what menu items and shortcuts run. They live on the window,
/// not on the application, so a host application embedding the window keeps its own
/// `app.about`, and a window without an application (tests, hosts) has them too.
@MainActor
final class WindowActions {
    nonisolated static let prefix = "win"
    private let group: ActionGroup
    private let shortcuts: ShortcutController

    init(on window: Window) {
        group = ActionGroup(insertedOn: window, prefix: Self.prefix)
        shortcuts = ShortcutController(on: window)
    }

    /// Adds the item's action and binds its keys.
    func add(_ item: MainMenu.Item) {
        group.add(item.action, item.run)
        for accelerator in item.accelerators { shortcuts.add(accelerator, action: item.detailedAction) }
    }

    func setEnabled(_ action: String, _ enabled: Bool) { group.setEnabled(action, enabled) }
    func isEnabled(_ action: String) -> Bool { group.isEnabled(action) }
}
