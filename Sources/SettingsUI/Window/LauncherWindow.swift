import CGtk
import GtkKit
import SettingsKit

/// The window when there are no settings to show: the start page (started with no bundle) or
/// the status page of a bundle that cannot be opened. Open Bundle… (its button, Ctrl+O,
/// `win.open-bundle`) and the recent bundles lead to a settings window, which takes its place.
/// Its main menu is the settings window's without Restore Defaults (`MainMenu.launcher`).
@MainActor
final class LauncherWindow {
    let window: Window
    let menu: MainMenu
    let menuButton: MenuButton
    let dialogs: HelpDialogs
    private(set) var startPage: StartPage?
    private(set) var statusPage: StatusPage?
    /// The folder it failed to open, for a status page.
    let failedPath: String?

    /// - `openFolder`: opens a folder in a settings window (in place of this one).
    /// - `chooseFolder`: shows a folder chooser over this window, then opens what was chosen.
    init(application: Application?, failure: (path: String, reason: String)?, recent: RecentBundles,
         demoPath: String?, chooseFolder: @escaping @MainActor (LauncherWindow) -> Void,
         openFolder: @escaping @MainActor (String) -> Void) {
        window = Window(application: application)
        failedPath = failure?.path
        let title = Label(tr("Bundle Settings"))
        title.addStyleClass("title")
        window.setTitle(tr("Bundle Settings"))
        let header = HeaderBar(titleWidget: title)
        dialogs = HelpDialogs(over: window, shortcutGroups: [ShortcutsWindow.general])
        menu = MainMenu.launcher(dialogs: dialogs)
        menuButton = menu.makeButton()
        header.packEnd(menuButton)
        window.setTitlebar(header)
        window.setDefaultSize(width: WindowGeometry.standard.width, height: WindowGeometry.standard.height)
        let choose: @MainActor () -> Void = { [weak self] in if let self { chooseFolder(self) } }
        if let failure {
            let page = StatusPage.cannotOpen(failure.path, reason: failure.reason, onOpen: choose)
            statusPage = page
            window.setChild(page.widget)
            window.setTitle(page.title.text)
        } else {
            let page = StartPage(recent: recent, demoPath: demoPath, onChoose: choose, onOpenFolder: openFolder)
            startPage = page
            window.setChild(page.widget)
        }
        let shortcuts = ShortcutController(on: window)
        shortcuts.add("<Control>w") { [weak self] in self?.window.close() }
        shortcuts.add("<Control>q") { [weak self] in self?.window.closeApplicationWindows() }
        OpenBundleAction.install(on: window, shortcuts: shortcuts, choose)
        let actions = WindowActions(on: window)
        for item in menu.items { actions.add(item) }
    }

    var openButton: Button? { statusPage?.openButton ?? startPage?.status.openButton }

    func present() {
        window.present()
        openButton?.grabFocus()
    }
}
