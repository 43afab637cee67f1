import FoundationEssentials
import GtkKit
import SettingsKit

/// The primary instance of the application: every window of every launch.
///
/// Why one instance: the GtkApplication has the application ID, so its windows match the
/// desktop entry and icon, and the second launch for a store must present the window already
/// editing it rather than open a second one writing the same file. So the first launch owns the
/// ID on the session bus; a later launch (the desktop menu, `bundle-settings --bundle …` in a
/// terminal, a file manager's "Open With") forwards its command line to it (the `app.open-command-line`
/// action) and exits. The primary instance opens one window per store and presents the existing
/// one when a request names a store that already has one; without a bundle, it presents the
/// start page. A forwarded request is read with the primary instance's environment (languages,
/// `XDG_CONFIG_HOME`); its relative paths are resolved against the launching folder.
@MainActor
final class ApplicationInstance {
    static let forwardAction = "open-command-line"

    let application: Application
    private let resourcesDirectory: String?
    private let geometryPath: String?
    private var firstFrame: FirstFrameAction
    private let recent: RecentBundles
    /// Where the hub looks for installed applications (`XDG_DATA_HOME`, `XDG_DATA_DIRS`).
    private let environment: [String: String]
    private var settingsWindows: [(storePath: String, window: SettingsWindow)] = []
    private var launchers: [LauncherWindow] = []
    /// How folders chosen in a window are opened: as the first launch asked (languages, mode).
    private var template: OpenRequest?
    private var isStyled = false
    private(set) var status: Int32 = 0

    init(application: Application, resourcesDirectory: String?, geometryPath: String?, firstFrame: FirstFrameAction,
         recent: RecentBundles = RecentBundles(), environment: [String: String] = ProcessEnvironment.variables) {
        self.application = application
        self.resourcesDirectory = resourcesDirectory
        self.geometryPath = geometryPath
        self.firstFrame = firstFrame
        self.recent = recent
        self.environment = environment
        application.onWindowRemoved { [weak self] pointer in self?.windowRemoved(pointer) }
    }

    var windows: [SettingsWindow] { settingsWindows.map(\.window) }
    var launcherWindows: [LauncherWindow] { launchers }

    /// Shows what `asked` asks for (its search result looked up): the window of its store
    /// (presented if open already), the status page of a bundle that cannot be opened, or the
    /// hub. `replacing`: the launcher window the request came from, which the result takes the
    /// place of. `in`: the hub the request came from, which shows the settings in its own window.
    func open(_ asked: OpenRequest, replacing launcher: LauncherWindow? = nil, in hub: LauncherWindow? = nil) {
        var request = asked.openingSearchResult
        // The "Desktop" entry's name is ours, and `--app desktop` was looked up before the
        // window's language was set (it depends on the bundle the request names).
        if let application = request.application, application.isDesktop {
            let name = tr("Desktop")
            if request.setup.applicationName == application.displayName { request.setup.applicationName = name }
            request.application?.displayName = name
        }
        if template == nil { template = request }
        applyStyle()
        if let schemaID = request.schemaID { return open(schemaID: schemaID, request, replacing: launcher, in: hub) }
        if request.bundlePath == nil, let installed = request.application, !installed.schemas.isEmpty {
            return open(schemasOf: installed, request, replacing: launcher, in: hub)
        }
        guard let path = request.bundlePath else {
            let hub: LauncherWindow
            if let start = launchers.first(where: { $0.startPage != nil }) {
                hub = start
                hub.present()
            } else {
                hub = makeLauncher(failure: nil, languages: request.languages)
                show(hub)
            }
            // `--search` with no bundle (the shell's LaunchSearch): the hub searches every application.
            if let search = request.search { hub.startPage?.searchSettings(for: search) }
            return
        }
        let bundle: SettingsBundle
        switch SettingsBundle.open(path: path, languages: request.languages, idiom: request.idiom) {
        case .failure:
            let reason = FileManager.default.fileExists(atPath: path) ? tr("%s is not a folder.", path)
                                                                      : tr("There is no folder at %s.", path)
            return show(makeLauncher(failure: (path, reason), languages: request.languages), replacing: launcher ?? hub)
        case .success(let opened):
            let root = opened.rootPage
            if let failure = root.failure {
                let reason = root.path == nil ? tr("%s holds no Settings bundle: there is no Root.plist in it.", path)
                    // Translators: the technical reason (in English) follows on the next line.
                    : tr("The bundle's first page cannot be read:") + "\n" + failure.description
                return show(makeLauncher(failure: (path, reason), languages: request.languages), replacing: launcher ?? hub)
            }
            bundle = opened
        }
        let isDemo = path == ResourceLocator.demoBundlePath()
        var setup = request.setup
        // The demo is ours to try, titled as the start page offers it, not "Settings" as any
        // application's bundle whose folder names nothing.
        if isDemo, setup.applicationName == nil, request.application == nil { setup.applicationName = tr("Demo Bundle") }
        // An installed application's schemas its bundle does not show: one page away from it.
        let schemas = request.application.flatMap { application in
            application.schemas.isEmpty ? nil
                : application.installedSchemas(environment: environment).flatMap { SchemaPages.besideBundle(application, in: $0) }
        }
        let controller = setup.openController(for: bundle, besides: schemas)
        let folder = bundle.location.roots.count == 1 ? bundle.location.roots[0].path : path
        // The demo is there to try, not a bundle of the user's; an installed application is
        // listed in the hub already.
        let isRecent = !isDemo && request.application == nil
        show(controller, folder: folder, isRecent: isRecent, request, replacing: launcher, in: hub)
    }

    /// An installed schema's settings (`--schema`), or a status page saying why there are none.
    private func open(schemaID: String, _ request: OpenRequest, replacing launcher: LauncherWindow?, in hub: LauncherWindow?) {
        let opened = InstalledSchemas.standard().map { SchemaPages.open(id: schemaID, in: $0) }
            ?? .failure(Diagnostic(.error, file: schemaID, "No GSettings schemas are installed."))
        switch opened {
        case .failure(let problem):
            show(makeLauncher(failure: (schemaID, problem.message), languages: request.languages), replacing: launcher ?? hub)
        case .success(let pages):
            show(request.setup.openController(for: pages), folder: schemaID, isRecent: false, request, replacing: launcher, in: hub)
        }
    }

    /// An installed application's settings that are its GSettings schemas (a row of the hub,
    /// `--app`): its schema's pages, or its schemas' under a first page listing them (the
    /// Desktop entry's by area).
    private func open(schemasOf installed: InstalledApplication, _ request: OpenRequest, replacing launcher: LauncherWindow?,
                      in hub: LauncherWindow?) {
        // The schemas of the folders the hub listed them from.
        let opened = installed.installedSchemas(environment: environment).map { SchemaPages.open(application: installed, in: $0) }
            ?? .failure(Diagnostic(.error, file: installed.id, "No GSettings schemas are installed."))
        switch opened {
        case .failure(let problem):
            show(makeLauncher(failure: (installed.id, problem.message), languages: request.languages), replacing: launcher ?? hub)
        case .success(let pages):
            show(request.setup.openController(for: pages), folder: installed.id, isRecent: false, request, replacing: launcher, in: hub)
        }
    }

    /// The window of `controller`'s session: presented if open already, else made (in the hub
    /// when the request came from it).
    private func show(_ controller: SettingsController, folder: String, isRecent: Bool, _ request: OpenRequest,
                      replacing launcher: LauncherWindow?, in hub: LauncherWindow?) {
        controller.setHiddenKeys(request.hiddenKeys)
        // Unreadable system defaults or stored values are otherwise silently skipped; said to
        // whoever launched from a terminal (an unreadable store has its banner too).
        if let problem = controller.store.loadError {
            StandardStream.error.writeMessage("warning: " + problem.description)
        }
        for diagnostic in controller.administrator.diagnostics + controller.store.diagnostics {
            StandardStream.error.writeMessage(diagnostic.description)
        }
        let storePath = controller.store.location.path
        // The window's title names the application, unless it is only the bundle folder's name.
        let name = BundleLocationNames.isGeneric(controller.applicationName + ".bundle") ? nil : controller.applicationName
        if let existing = existingWindow(of: storePath) {
            if isRecent { recent.add(folder: folder, name: name) }
            if let search = request.search { existing.search.start(query: search) }
            if let target = request.target { existing.search.open(target) }
            existing.window.present()
            if launcher !== hub { launcher?.window.destroy() }
            return
        }
        let window: SettingsWindow
        if let hub, hub.isHub {
            window = SettingsWindow(session: controller, hostedIn: hub.window, applicationName: controller.applicationName,
                                    mode: request.mode) { [weak hub] in hub?.returnToList() }
            window.openBundle = { [weak self, weak hub] in
                guard let self, let hub else { return }
                chooseFolder(over: hub.window, then: hub)
            }
        } else {
            window = SettingsWindow(session: controller, application: application, applicationName: controller.applicationName,
                                    geometryPath: geometryPath, mode: request.mode)
            window.openBundle = { [weak self, weak window] in
                guard let self, let window else { return }
                chooseFolder(over: window.window, then: nil)
            }
            settingsWindows.append((storePath, window))
        }
        window.window.setTitle(WindowTitle.of(controller: controller, folder: folder, application: request.application))
        window.showIcon(request.application?.icon)
        // Adding makes GtkRecentManager, which reads the whole list (megabytes, every program's).
        if isRecent { FirstFrame.afterPaint(of: window.window) { [weak self] in self?.recent.add(folder: folder, name: name) } }
        if let search = request.search { window.search.start(query: search) }
        if let hub, hub.isHub {
            hub.show(window, storePath: storePath, application: request.application)
            hub.present()
        } else {
            installFirstFrame(on: window.window)
            window.present()
            launcher?.window.destroy()
        }
        // Once shown: its row takes the focus.
        if let target = request.target { window.search.open(target) }
    }

    /// The settings already open on the store at `storePath`: a window of their own, or shown
    /// in a hub. One store has one view, so no two write it at once.
    private func existingWindow(of storePath: String) -> SettingsWindow? {
        settingsWindows.first { $0.storePath == storePath }?.window
            ?? launchers.first { $0.opened != nil && $0.openedStorePath == storePath }?.opened
    }

    private func makeLauncher(failure: (path: String, reason: String)?, languages: [String]) -> LauncherWindow {
        LauncherWindow(application: application, failure: failure, recent: recent, demoPath: ResourceLocator.demoBundlePath(),
                       languages: languages, environment: environment, geometryPath: geometryPath,
                       chooseFolder: { [weak self] launcher in self?.chooseFolder(over: launcher.window, then: launcher) },
                       openFolder: { [weak self] folder in self?.openFolder(folder, replacing: nil) },
                       openApplication: { [weak self] application in self?.openApplication(application) },
                       openResult: { [weak self] result in self?.openApplication(result.application, at: result.target) })
    }

    private func show(_ launcher: LauncherWindow, replacing old: LauncherWindow? = nil) {
        launchers.append(launcher)
        // A screenshot waits for the rows' icons too, which follow the hub's first frame, and
        // for a search's results, which follow its index.
        let isScreenshot = if case .screenshot = firstFrame { true } else { false }
        installFirstFrame(on: launcher.window, once: launcher.startPage.map { page in
            { ready in page.whenRead { isScreenshot ? page.whenIconsShown { page.whenSearchAnswered(ready) } : ready() } }
        })
        launcher.present()
        old?.window.destroy()
    }

    /// Asks for a folder over `parent`; the bundle chosen opens, in place of `launcher` if given.
    func chooseFolder(over parent: Window, then launcher: LauncherWindow?) {
        FolderChooser.choose(title: tr("Open Bundle"), acceptLabel: tr("_Open"), cancelLabel: tr("_Cancel"), parent: parent) { [weak self, weak launcher] folder in
            guard let self, let folder else { return }
            openFolder(folder, replacing: launcher)
        }
    }

    /// Opens `folder`: in the hub it was chosen from (or the hub showing), else in place of
    /// `launcher` (a status page).
    private func openFolder(_ folder: String, replacing launcher: LauncherWindow?) {
        if let hub = launcher.flatMap({ $0.isHub ? $0 : nil }) ?? visibleHub() {
            return open(baseRequest.opening(folder), in: hub)
        }
        open(baseRequest.opening(folder), replacing: launcher)
    }

    /// Opens an installed application's settings in the hub it was chosen in; `target`: the
    /// row to open at (a result of the hub's search), its page opened and the row focused.
    private func openApplication(_ installed: InstalledApplication, at target: SearchTarget? = nil) {
        var request = baseRequest.opening(installed)
        request.target = target
        open(request, in: visibleHub())
    }

    private func visibleHub() -> LauncherWindow? {
        launchers.first { $0.isHub && $0.window.isVisible }
    }

    /// How folders chosen in a window are opened: as the first launch asked (languages, mode).
    private var baseRequest: OpenRequest {
        template ?? OpenRequest(bundlePath: nil, languages: LanguagePreferences.preferred(
            override: [], environment: ProcessEnvironment.variables))
    }

    private func windowRemoved(_ pointer: UnsafeMutableRawPointer?) {
        settingsWindows.removeAll { UnsafeMutableRawPointer($0.window.window.pointer) == pointer }
        launchers.removeAll { UnsafeMutableRawPointer($0.window.pointer) == pointer }
    }

    private func applyStyle() {
        guard !isStyled else { return }
        isStyled = true
        ColorScheme.followDesktop()
        if let resourcesDirectory { SettingsStyle.load(resourcesDirectory: resourcesDirectory) }
    }

    /// The first window painted takes the first-frame action (a screenshot, a timed exit); see
    /// `FirstFrameAction.install` for `ready`.
    private func installFirstFrame(on window: Window, once ready: ((@escaping @MainActor () -> Void) -> Void)? = nil) {
        guard firstFrame != .none else { return }
        let action = firstFrame
        firstFrame = .none
        action.install(on: window, once: ready) { [weak self] succeeded in
            guard let self else { return }
            if !succeeded { status = 1 }
            for entry in settingsWindows { entry.window.window.destroy() }
            for launcher in launchers { launcher.window.destroy() }
            application.quit()
        }
    }
}
