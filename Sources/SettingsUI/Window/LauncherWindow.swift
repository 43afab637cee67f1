import GtkKit
import SettingsKit

/// The window when it is not a bundle's own: the hub (`StartPage`, started with no bundle) or
/// the status page of a bundle that cannot be opened. The hub shows the settings of what is
/// opened from it (an installed application, a recent bundle, Open Bundle…) in this same
/// window, sliding in over its list, and Back on their root page slides the list back (as iOS
/// Settings and GNOME Settings do): one window, however many are opened one after another.
/// A status page's Open Bundle… opens a settings window, which takes its place.
///
/// The header bars are in the window's content, not its title bar, so that each view (the
/// list, the settings) slides in with its own; the title bar is a hidden box.
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
    /// The hub's list, or in its place the settings opened from it.
    let views = Stack()
    let listView = Box(.vertical, spacing: 0)
    /// The settings shown in place of the list, while they are.
    private(set) var opened: SettingsWindow?
    /// Where the settings shown keep their values: a second request for the same store shows
    /// them rather than a second view writing it.
    private(set) var openedStorePath: String?
    /// The installed application whose settings are shown, when they are one's.
    private(set) var openedApplication: InstalledApplication?
    /// Says the settings shown were closed because their application was removed.
    let notification = UndoNotification()
    /// What had focus when they opened (the row): Back focuses it again.
    private var focusBeforeOpening: Widget?
    /// Settings gone back from, kept until the slide away from them has finished.
    private var leaving: [SettingsWindow] = []
    private let geometryPath: String?

    /// - `openFolder`: opens a folder (in this window when it is the hub).
    /// - `openApplication`: opens an installed application's settings in this window.
    /// - `openResult`: opens a result of the hub's search across applications, in this window.
    /// - `chooseFolder`: shows a folder chooser over this window, then opens what was chosen.
    /// - `openDemo`: opens the demo bundle (the main menu's Open Demo Bundle); nil without one.
    init(application: Application?, failure: (path: String, reason: String)?, recent: RecentBundles,
         demoPath: String?, languages: [String], environment: [String: String], geometryPath: String?,
         chooseFolder: @escaping @MainActor (LauncherWindow) -> Void,
         openFolder: @escaping @MainActor (String) -> Void,
         openApplication: @escaping @MainActor (InstalledApplication) -> Void,
         openResult: @escaping @MainActor (ApplicationSearchResult) -> Void) {
        window = Window(application: application)
        failedPath = failure?.path
        self.geometryPath = geometryPath
        let title = Label(tr("Bundle Settings"))
        title.addStyleClass("title")
        window.setTitle(tr("Bundle Settings"))
        let header = HeaderBar(titleWidget: title)
        dialogs = HelpDialogs(over: window, shortcutGroups: failure == nil ? [ShortcutsWindow.general, ShortcutsWindow.hub] : [ShortcutsWindow.general])
        var openDemo: (@MainActor () -> Void)?
        if failure == nil, let demoPath { openDemo = { openFolder(demoPath) } }
        menu = MainMenu.launcher(dialogs: dialogs, openDemo: openDemo)
        menuButton = menu.makeButton()
        header.packEnd(menuButton)
        listView.append(header)
        let geometry = geometryPath.map(WindowGeometry.load(from:)) ?? .standard
        window.setDefaultSize(width: geometry.width, height: geometry.height)
        if geometry.isMaximized { window.maximize() }
        let choose: @MainActor () -> Void = { [weak self] in if let self { chooseFolder(self) } }
        if let failure {
            let page = StatusPage.cannotOpen(failure.path, reason: failure.reason, onOpen: choose)
            statusPage = page
            listView.append(page.widget)
            window.setTitle(page.title.text)
        } else {
            let page = StartPage(in: window, keysFrom: listView, recent: recent, demoPath: demoPath, languages: languages, environment: environment, onChoose: choose,
                                 onOpenFolder: openFolder, onOpenApplication: openApplication, onOpenResult: openResult)
            startPage = page
            page.onListed = { [weak self] applications in self?.closeIfRemoved(among: applications) }
            // Search at the start, as on the settings pages and in GNOME Settings.
            header.packStart(page.search.button)
            listView.append(page.widget)
        }
        // A hidden title bar: the window draws none of its own (as libadwaita's windows do).
        let titlebar = Box(.horizontal)
        titlebar.isVisible = false
        window.setTitlebar(titlebar)
        views.add(listView, name: "hub")
        let overlay = Overlay(child: views)
        overlay.addOverlay(notification.widget)
        window.setChild(overlay)
        views.onTransitionRunningChanged { [weak self] in self?.dropLeaving() }
        let shortcuts = ShortcutController(on: window)
        shortcuts.add("<Control>w") { [weak self] in self?.window.close() }
        shortcuts.add("<Control>q") { [weak self] in self?.window.closeApplicationWindows() }
        // Settings shown in its place search themselves (their view's Ctrl+F comes first).
        shortcuts.add("<Control>f", handledIf: { [weak self] in
            guard let self, opened == nil, let search = startPage?.search, search.isOffered else { return false }
            search.start()
            return true
        })
        // The hub's actions are the window's; settings shown in it have their own, on their view.
        OpenBundleAction.install(on: window, shortcuts: shortcuts, choose)
        let actions = WindowActions(on: window)
        for item in menu.items { actions.add(item) }
        window.onCloseRequest { [weak self] in
            guard let self else { return false }
            let keepsOpen = opened?.commitBeforeClosing() ?? false
            saveGeometry()
            return keepsOpen
        }
        // "unrealize", not "destroy": our reference keeps a closed window from being disposed.
        window.on("unrealize") { [weak self] in self?.opened?.stopBuilding() }
    }

    var openButton: Button? { statusPage?.openButton ?? startPage?.status.openButton }

    /// The focus where the window starts: the hub's first control, a status page's Open Bundle….
    private func focusStart() {
        if let startPage { startPage.focusFirst() } else { statusPage?.openButton.grabFocus() }
    }

    /// Whether the window is the hub (it can show settings in place of its list).
    var isHub: Bool { startPage != nil }

    func present() {
        window.present()
        if opened == nil { focusStart() }
    }

    /// Shows `settings` (made `hostedIn` this window) in place of the list, or of the settings
    /// shown now; `application`: the installed application they are the settings of.
    func show(_ settings: SettingsWindow, storePath: String, application: InstalledApplication? = nil) {
        guard let view = settings.view else { return }
        if let previous = opened {
            previous.stopBuilding()
            leaving.append(previous)
        } else {
            focusBeforeOpening = window.focusWidget
        }
        opened = settings
        openedStorePath = storePath
        openedApplication = application
        views.add(view, name: "settings-\(ObjectIdentifier(settings).hashValue)")
        views.show(view, transition: .slideLeft)
        // Keys go to the settings now (their search, Escape): their first control is Back.
        settings.backButton.grabFocus()
        dropLeaving()
    }

    /// Back from the settings' root page: the list again, as it was, the row that opened them
    /// focused; the window is the hub's again (title, icon).
    func returnToList() {
        guard let settings = opened else { return }
        _ = settings.commitBeforeClosing()
        settings.stopBuilding()
        leaving.append(settings)
        opened = nil
        openedStorePath = nil
        openedApplication = nil
        window.setTitle(tr("Bundle Settings"))
        window.setIconName(nil)
        views.show(listView, transition: .slideRight)
        let focus = focusBeforeOpening
        focusBeforeOpening = nil
        if let focus, focus.isInside(listView) { focus.grabFocus() } else { focusStart() }
        dropLeaving()
    }

    /// The application whose settings are shown was uninstalled (it is not among
    /// `applications`, the hub's new listing): the list again, as Back shows it, and a
    /// notification saying why. Its settings page would otherwise go on writing the values of an
    /// application that is no longer there (a Flatpak's into the `~/.var/app` flatpak may be
    /// about to delete), from a bundle whose files are gone. An update (a new deployment, the
    /// same application) keeps them open.
    private func closeIfRemoved(among applications: [InstalledApplication]) {
        guard let shown = openedApplication, !applications.contains(where: { $0.isSameInstallation(as: shown) }) else { return }
        returnToList()
        // Translators: said when the application whose settings are open is uninstalled meanwhile.
        notification.show(tr("%s was removed: its settings are closed.", shown.displayName), undo: nil)
    }

    private func dropLeaving() {
        guard !views.isTransitionRunning else { return }
        for settings in leaving { if let view = settings.view { views.remove(view) } }
        leaving = []
    }

    private func saveGeometry() {
        guard let geometryPath else { return }
        let size = window.defaultSize
        WindowGeometry(width: size.width, height: size.height, isMaximized: window.isMaximized).save(to: geometryPath)
    }
}
