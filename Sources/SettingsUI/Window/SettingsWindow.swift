import GtkKit
import SettingsKit

/// The settings window of one session: a header bar, the store's and the pages' error
/// banners, and the stack of pages, starting with the bundle's root page. `mode` says whether it
/// is for a user or for the bundle's author (see `WindowMode`).
///
/// An application embeds it on a `SettingsController` (`SessionSetup.openController`), passing
/// its own `Application` so the window belongs to it, and `customViews` for its
/// `IASKCustomViewSpecifier` rows; button rows reach the controller's `buttonHandler`.
/// `Examples/HostApp` is a complete host.
///
/// In the hub (`LauncherWindow`) it is not a window of its own: its header bar and pages are `view`,
/// shown in the hub's window in place of the list of applications, and Back on the root page
/// returns to that list (`onLeave`), as iOS Settings and GNOME Settings do.
@MainActor
public final class SettingsWindow {
    public let window: Window
    /// Where its actions (`win.…`) and keys live: the window, or `view` in the hub's window, so
    /// that they leave with it.
    let scope: Widget
    /// Its header bar and pages in the hub's window; nil in a window of its own.
    let view: Box?
    /// Back on the root page, in the hub's window: returns to the hub's list.
    private let onLeave: (@MainActor () -> Void)?
    /// The session bound to the window's pages: what presenters talk to.
    let binder: PageBinder
    var session: SettingsSession { binder.session }
    var navigation: NavigationStack { binder.navigation }
    public let mode: WindowMode
    let pageErrors = PageErrorBanner()
    var banner: InfoBar { pageErrors.bar }
    private(set) var storeBanner: StoreBanner?
    private var liveReload: LiveReload?
    let titleLabel = Label()
    /// Keeps the title's first word whole in a narrow window.
    private let headerTitle: HeaderTitle
    /// The title, after the application's icon when it has one (`showIcon`).
    private let titleBox = Box(.horizontal, spacing: 8)
    /// The application's icon in the header bar, when shown.
    private(set) var titleIcon: Image?
    let backButton = Button(iconName: "go-previous-symbolic", accessibleLabel: tr("Back"))
    /// In inspect mode, shown once the bundle has been checked, when it has errors or warnings.
    let problemsButton = Button(iconName: "dialog-warning-symbolic", accessibleLabel: ProblemsPage.title)
    /// Opens a folder chooser and the bundle chosen (`win.open-bundle`, Ctrl+O); set by the
    /// application, nil in a window of no application.
    var openBundle: (@MainActor () -> Void)? {
        // Greys out Open Bundle… in the main menu of a window that cannot open another.
        didSet { scope.setActionEnabled(named: OpenBundleAction.name, openBundle != nil) }
    }
    /// Search across every page: the header's toggle, the bar under it, the results.
    lazy var search = WindowSearch(window: self, pages: navigation.stack)
    /// What the check found, once it has run.
    private(set) var problems: [Diagnostic]?
    let applicationName: String
    private let geometryPath: String?
    private(set) var errorCount = 0
    /// Set once the window's first page was focused, as the window first showed.
    private var hasFocusedFirstPage = false
    /// Says what Restore Defaults or a deletion did, and offers Undo.
    let notification = UndoNotification()
    /// The main menu and its actions.
    private(set) var commands: WindowCommands?
    /// Hands links to the desktop (tests put a recorder here, so nothing is launched).
    var linkOpener: @MainActor (String) throws(SettingsError) -> Void {
        get { binder.linkOpener }
        set { binder.linkOpener = newValue }
    }

    /// - `session`: what the window shows and writes, usually a `SettingsController`.
    /// - `application`: the application the window belongs to (it keeps the application running
    ///   while open); nil for a window of no application.
    /// - `applicationName`: the title of the window and of the root page.
    /// - `geometryPath`: where the window's size is remembered; nil remembers nothing.
    /// - `customViews`: a Swift host's widget for a custom view row, as IASK's delegate gives one;
    ///   rows it answers nil for show as plain rows. It is called each time the row is built
    ///   (each time its page opens), and must answer a new widget each time.
    ///
    /// - `mode`: for a user (the default) or for the bundle's author.
    ///
    /// Call `present()` to show the window.
    public convenience init(session: SettingsSession, application: Application?, applicationName: String,
                            geometryPath: String? = nil, mode: WindowMode = .endUser,
                            customViews: (@MainActor (Row) -> Widget?)? = nil) {
        self.init(session: session, window: Window(application: application), isHosted: false, applicationName: applicationName,
                  geometryPath: geometryPath, mode: mode, customViews: customViews, onLeave: nil)
    }

    /// The settings of one bundle in the hub's `window`: `view` is what the hub shows, and Back
    /// (or Escape, Alt+Left) on the root page calls `onLeave`. The hub keeps the window's size.
    convenience init(session: SettingsSession, hostedIn window: Window, applicationName: String, mode: WindowMode,
                     onLeave: @escaping @MainActor () -> Void) {
        self.init(session: session, window: window, isHosted: true, applicationName: applicationName,
                  geometryPath: nil, mode: mode, customViews: nil, onLeave: onLeave)
    }

    private init(session: SettingsSession, window: Window, isHosted: Bool, applicationName: String, geometryPath: String?,
                 mode: WindowMode, customViews: (@MainActor (Row) -> Widget?)?, onLeave: (@MainActor () -> Void)?) {
        binder = PageBinder(session: session, showsBundleErrors: mode == .inspect, customViews: customViews)
        self.mode = mode
        self.applicationName = applicationName
        self.geometryPath = geometryPath
        // A value or a problem's message is selectable, and Tab may focus one: selecting all
        // of its text then would look like a highlight nobody asked for.
        LabelSelection.setSelectsAllOnFocus(false)
        self.window = window
        binder.dialogParent = window
        binder.rootTitle = applicationName
        view = isHosted ? Box(.vertical, spacing: 0) : nil
        scope = view ?? window
        self.onLeave = onLeave
        window.setTitle(applicationName)

        titleLabel.show(applicationName, as: .line)
        titleLabel.addStyleClass("title")
        titleBox.append(titleLabel)
        let header = HeaderBar(titleWidget: titleBox)
        headerTitle = HeaderTitle(label: titleLabel, in: header)
        backButton.isVisible = onLeave != nil
        backButton.onClicked { [weak self] in self?.goBack() }
        // Search at the start and the menu at the end, as GNOME Settings has them: with both at
        // the end, the centred title kept only a third of a 360 px header ("Einstellung…").
        header.packStart(backButton)
        header.packStart(search.button)
        commands = WindowCommands(for: self)
        if let commands { header.packEnd(commands.menuButton) }
        problemsButton.isVisible = false
        problemsButton.onClicked { [weak self] in self?.showProblems() }
        header.packEnd(problemsButton)
        if let view { view.append(header) } else { window.setTitlebar(header) }

        let content = Box(.vertical, spacing: 0)
        content.append(search.bar)
        storeBanner = StoreBanner(session: session, showsDetails: mode == .inspect) { [weak self] editable in self?.setEditable(editable) }
        storeBanner?.showError = { [weak self] message in self?.showError(message) }
        storeBanner?.dialogParent = window
        if let storeBanner { content.append(storeBanner.bar) }
        content.append(banner)
        content.append(search.content)
        let overlay = Overlay(child: content)
        overlay.addOverlay(notification.widget)
        if let view { view.append(overlay) } else { setUpOwnWindow(content: overlay) }
        installShortcuts()
        binder.onError = { [weak self] message, key in self?.showError(message, key: key) }
        binder.onWriteSucceeded = { [weak self] key in
            guard let self else { return }
            pageErrors.causeGone(key: key, on: navigation.current)
        }
        binder.undo = notification
        binder.makeOwnPage = { [weak self] origin in self?.makeOwnPage(origin) }
        navigation.onChange = { [weak self] in self?.navigationChanged() }
        push(.root, returningFocusTo: nil)
        // As the window first shows, realized (see Widget+OpeningFocus.swift), and before GTK
        // focuses its first Tab stop, a field on many pages, selecting its text.
        window.on("map") { [weak self] in
            guard let self, !hasFocusedFirstPage else { return }
            hasFocusedFirstPage = true
            navigation.current?.widget.focusFirstStopOutsideFields(amongFieldsOnly: .itself)
        }
        if mode == .inspect {
            liveReload = LiveReload(window: self)
            FirstFrame.afterPaint(of: window) { [weak self] in self?.checkBundle() }
        }
    }

    /// Its own window's content, size, and what closing it does; the hub's window does these
    /// itself for a hosted view (`commitBeforeClosing`, `stopBuilding`).
    private func setUpOwnWindow(content: Widget) {
        window.setChild(content)
        let geometry = geometryPath.map(WindowGeometry.load(from:)) ?? .standard
        window.setDefaultSize(width: geometry.width, height: geometry.height)
        if geometry.isMaximized { window.maximize() }
        window.onCloseRequest { [weak self] in
            guard let self else { return false }
            let keepsOpen = commitBeforeClosing()
            saveGeometry()
            return keepsOpen
        }
        // "unrealize", not "destroy": our reference keeps a closed window from being disposed.
        window.on("unrealize") { [weak self] in self?.stopBuilding() }
    }

    /// Shows an installed application's icon (a serialised GIcon, from its desktop entry) before
    /// the title and as the window's icon in the window switcher (when it is an icon theme's:
    /// GTK takes only names there). Nil shows none.
    func showIcon(_ serializedIcon: String?) {
        if let titleIcon { titleBox.remove(titleIcon) }
        titleIcon = nil
        guard let serializedIcon else { return window.setIconName(nil) }
        let icon = Image(serializedIcon: serializedIcon, fallback: "application-x-executable")
        icon.setPixelSize(24)
        titleBox.prepend(icon)
        titleIcon = icon
        headerTitle.update()
        // A theme's icon serialises as its bare name; a file's as its path or URI, other icons
        // as ". GThemedIcon name…".
        let isName = !serializedIcon.contains("/") && !serializedIcon.hasPrefix(".") && !serializedIcon.contains(" ")
        window.setIconName(isName ? serializedIcon : nil)
    }

    /// Stores text typed but not yet stored, on every page; true when some could not be, or a
    /// field holds text its rule refuses the first time (`RejectedTextGuard`): the window stays
    /// open then, with the reason showing, and a second close goes through (the edit is already
    /// put back, or the user chose to drop it).
    func commitBeforeClosing() -> Bool {
        guard binder.allowsLeaving(.closing) else { return true }
        let errorsBefore = errorCount
        binder.commitPendingEdits()
        return errorCount != errorsBefore
    }

    /// Stops building pages in the background: the view is going away.
    func stopBuilding() { binder.stopBuilding() }

    /// Reads the whole bundle for problems on another thread (it reads every page, which the
    /// window otherwise reads only when opened), then offers them in the header bar. Started
    /// after the first frame, so it never competes with showing the window.
    func checkBundle() {
        guard let finder = session.problemFinder else { return }
        MainLoopSource.inBackground(finder) { [weak self] found in self?.showProblemsButton(for: found) }
    }

    func showProblemsButton(for found: [Diagnostic]) {
        problems = found
        let count = found.filter { $0.severity >= .warning }.count
        problemsButton.isVisible = count > 0
        problemsButton.tooltip = trn("%d problem in this settings bundle", "%d problems in this settings bundle", count, count)
        liveReload?.problemsChecked()
    }

    /// Opens the Problems page, unless it is the current page already: pressing the button
    /// again does not stack a second one.
    func showProblems() {
        guard problems != nil, navigation.current?.origin?.isProblems != true else { return }
        push(.problems, returningFocusTo: window.focusWidget)
    }

    var currentPage: PageView? { navigation.current }

    /// Shows the window, its page focused as `NavigationStack.push` focuses pages.
    public func present() {
        let isFirstShow = !window.isVisible
        window.present()
        // On a page of fields only, the page held the focus while the window showed (see init).
        if isFirstShow { navigation.current?.widget.focusFirstStopOutsideFields() }
    }

    /// Goes back one page, as the back button, Alt+Left (Alt+Right when right to left) and
    /// Escape do; from the root page in the hub's window, back to the hub's list.
    public func goBack() {
        guard binder.allowsLeaving(.back) else { return }
        if navigation.pages.count <= 1, let onLeave { return onLeave() }
        navigation.pop()
    }

    /// Back is the arrow pointing where the back button sits: Alt+Right in a mirrored window, as
    /// GNOME Settings has it.
    static var backAccelerator: String {
        Widget.defaultDirection == .rightToLeft ? "<Alt>Right" : "<Alt>Left"
    }

    private func installShortcuts() {
        let shortcuts = ShortcutController(on: scope)
        for accelerator in [Self.backAccelerator, "Escape"] {
            shortcuts.add(accelerator) { [weak self] in self?.goBack() }
        }
        shortcuts.add("<Control>f") { [weak self] in self?.search.start() }
        shortcuts.add("<Control>w") { [weak self] in self?.window.close() }
        shortcuts.add("<Control>q") { [weak self] in self?.window.closeApplicationWindows() }
        OpenBundleAction.install(on: scope, shortcuts: shortcuts) { [weak self] in self?.openBundle?() }
        scope.setActionEnabled(named: OpenBundleAction.name, openBundle != nil)
    }

    private func navigationChanged() {
        let isRoot = navigation.pages.count <= 1
        titleLabel.show(isRoot ? applicationName : (navigation.current?.title ?? applicationName), as: .line)
        backButton.isVisible = !isRoot || onLeave != nil
        // The HIG shows the primary menu on the top-level view only (it acts on the whole bundle).
        commands?.menuButton.isVisible = isRoot
        headerTitle.update()
        pageErrors.follow(navigation.pages)
    }

    /// Shows a problem in the error banner of the current page, until dismissed or its page
    /// closes; `key`: the row whose write failed, whose next save ends it.
    func showError(_ message: String) { showError(message, key: nil) }

    func showError(_ message: String, key: SettingKey?) {
        pageErrors.show(message, on: navigation.current, key: key)
        errorCount += 1
    }

    private func saveGeometry() {
        guard let geometryPath else { return }
        let size = window.defaultSize
        WindowGeometry(width: size.width, height: size.height, isMaximized: window.isMaximized).save(to: geometryPath)
    }

    /// Shows the current state of every row bound to one of `keys` or conditioned on one.
    func refresh(keys: Set<SettingKey>) { binder.refresh(keys: keys) }

    /// Whether rows that a change showed still wait to be shown below the view (`RowsShownLater`),
    /// for benchmarks to time the update until every row shows.
    public var hasRowsShownLater: Bool { navigation.pages.contains(where: \.hasRowsShownLater) }
}
