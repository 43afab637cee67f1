import GtkKit
import SettingsKit

/// The main menu and what it runs: Restore Defaults, Keyboard Shortcuts, About, and Undo.
@MainActor
final class WindowCommands {
    let menu: MainMenu
    let menuButton: MenuButton
    let actions: WindowActions
    /// Every action the window has, the menu's and the others (Undo): what Keyboard Shortcuts lists.
    let items: [MainMenu.Item]
    let dialogs: HelpDialogs
    var shortcutsWindow: BuilderWindow? { dialogs.shortcutsWindow }
    var aboutDialog: AboutDialog? { dialogs.aboutDialog }

    init(for settingsWindow: SettingsWindow) {
        dialogs = HelpDialogs(over: settingsWindow.window, shortcutGroups: ShortcutsWindow.groups)
        menu = MainMenu.standard(for: settingsWindow, dialogs: dialogs)
        menuButton = menu.makeButton()
        weak let owner = settingsWindow
        // Entries handle Ctrl+Z themselves first (their own undo): the window only sees it elsewhere.
        let undo = MainMenu.Item(tr("Undo"), action: "undo", accelerators: ["<Control>z"]) { owner?.notification.runUndo() }
        items = menu.items + [undo]
        actions = WindowActions(on: settingsWindow.scope)
        for item in items { actions.add(item) }
        actions.setEnabled("restore-defaults", settingsWindow.session is DefaultsRestoring)
        // Disabled, Ctrl+Z goes on to whatever else wants it.
        actions.setEnabled("undo", false)
        settingsWindow.notification.onUndoAvailabilityChange = { [weak actions] in actions?.setEnabled("undo", $0) }
    }
}

extension SettingsWindow {
    /// Shows or hides the keys of installed schemas that hold the application's own state
    /// (`SchemaStateRule`): the pages on the stack are made again, each where it was; the
    /// search finds what they show.
    func showAllSettings(_ all: Bool) {
        binder.commitPendingEdits()
        session.showAllSettings(all)
        rebuildPages(rereading: false)
        search.bundleReread()
    }

    /// Removes every user value of the bundle's keys (all pages, locked keys kept) and offers
    /// Undo, which stores them again. No confirmation: it can be undone.
    func restoreDefaults() {
        guard let restoring = session as? DefaultsRestoring else { return }
        // Text typed but not yet stored would otherwise be stored after the restore.
        binder.commitPendingEdits()
        do {
            let removed = try restoring.restoreDefaults()
            refresh(keys: Set(removed.keys))
            guard !removed.isEmpty else {
                notification.show(tr("All settings already have their default values"), undo: nil)
                return
            }
            notification.show(tr("Defaults restored")) { [weak self] in
                do throws(SettingsError) {
                    try restoring.putBack(removed)
                } catch {
                    self?.showError(error.description)
                }
                self?.refresh(keys: Set(removed.keys))
            }
        } catch {
            showError(error.description)
        }
    }
}
