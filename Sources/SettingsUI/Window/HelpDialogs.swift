import GtkKit

/// The main menu's standard items' windows, Keyboard Shortcuts and About, over one window:
/// made on first use, kept while it lives (shown again, not stacked), destroyed with it. The
/// settings window and the launcher window (start and status pages) both have them.
@MainActor
final class HelpDialogs {
    /// What Keyboard Shortcuts lists: the launcher has no settings pages, so not their keys.
    private let shortcutGroups: [ShortcutsWindow.Group]
    private weak var parent: Window?
    private(set) var shortcutsWindow: BuilderWindow?
    private(set) var aboutDialog: AboutDialog?

    init(over parent: Window, shortcutGroups: [ShortcutsWindow.Group]) {
        self.parent = parent
        self.shortcutGroups = shortcutGroups
        parent.on("unrealize") { [weak self] in
            self?.shortcutsWindow?.destroy()
            self?.shortcutsWindow = nil
            self?.aboutDialog?.destroy()
            self?.aboutDialog = nil
        }
    }

    func showShortcuts() {
        guard let parent else { return }
        if shortcutsWindow == nil { shortcutsWindow = ShortcutsWindow.make(shortcutGroups) }
        shortcutsWindow?.present(over: parent)
    }

    func showAbout() {
        guard let parent else { return }
        let dialog = aboutDialog ?? AboutWindow.make()
        aboutDialog = dialog
        dialog.present(over: parent)
    }
}
