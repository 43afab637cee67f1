import CGtk
import GtkKit
import SettingsKit

/// The window when there are no settings to show: the start page (started with no bundle) or
/// the status page of a bundle that cannot be opened. Open Bundle… (its button, Ctrl+O,
/// `win.open-bundle`) and the recent bundles lead to a settings window, which takes its place.
@MainActor
final class LauncherWindow {
    let window: Window
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
        window.setTitlebar(HeaderBar(titleWidget: title))
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
    }

    var openButton: Button? { statusPage?.openButton ?? startPage?.status.openButton }

    func present() {
        window.present()
        openButton?.grabFocus()
    }
}
