import CGtk
import GtkKit
import SettingsKit

/// The settings window of one session: a header bar, an error banner, and the stack of pages,
/// starting with the bundle's root page.
///
/// An application embeds it on a `SettingsController` (`SessionSetup.openController`), passing
/// its own `Application` so the window belongs to it, and `customViews` for its
/// `IASKCustomViewSpecifier` rows; button rows reach the controller's `buttonHandler`.
/// `Examples/HostApp` is a complete host.
@MainActor
public final class SettingsWindow: RowHost {
    public let window: Window
    let session: SettingsSession
    let navigation = NavigationStack()
    let banner = InfoBar(type: GTK_MESSAGE_ERROR, dismissLabel: tr("Dismiss"))
    let titleLabel = Label()
    let backButton = Button(iconName: "go-previous-symbolic", accessibleLabel: tr("Back"))
    /// Shown once the bundle has been checked, when it has errors or warnings.
    let problemsButton = Button(iconName: "dialog-warning-symbolic", accessibleLabel: ProblemsPage.title)
    /// What the check found, once it has run.
    private(set) var problems: [Diagnostic]?
    let applicationName: String
    private let geometryPath: String?
    /// Counts page changes and errors shown, so that a change of page clears only messages
    /// shown before it: an error raised while leaving a page (its unsaved text could not be
    /// stored) stays up.
    private var navigationCount = 0
    private var navigationCountAtError: Int?
    private(set) var errorCount = 0
    private var observation: ChangeObservation?
    /// Hands links to the desktop (tests put a recorder here, so nothing is launched).
    var linkOpener: @MainActor (String) throws(SettingsError) -> Void = { link throws(SettingsError) in
        try DesktopLauncher.open(link: link)
    }

    /// The host's own widgets for `IASKCustomViewSpecifier` rows (nil: a plain row).
    let customViews: (@MainActor (Row) -> Widget?)?

    /// - `session`: what the window shows and writes, usually a `SettingsController`.
    /// - `application`: the application the window belongs to (it keeps the application running
    ///   while open); nil for a window of no application.
    /// - `applicationName`: the title of the window and of the root page.
    /// - `geometryPath`: where the window's size is remembered; nil remembers nothing.
    /// - `customViews`: a Swift host's widget for a custom view row, as IASK's delegate gives one;
    ///   rows it answers nil for show as plain rows. It is called each time the row is built
    ///   (each time its page opens), and must answer a new widget each time.
    ///
    /// Call `present()` to show the window.
    public init(session: SettingsSession, application: Application?, applicationName: String,
                geometryPath: String? = nil, customViews: (@MainActor (Row) -> Widget?)? = nil) {
        self.session = session
        self.customViews = customViews
        self.applicationName = applicationName
        self.geometryPath = geometryPath
        // Footers are selectable, and a page of only footers focuses the first: selecting
        // all of its text then would look like a highlight nobody asked for.
        LabelSelection.setSelectsAllOnFocus(false)
        window = Window(application: application)
        window.setTitle(applicationName)

        titleLabel.text = applicationName
        titleLabel.addStyleClass("title")
        titleLabel.setEllipsizesAtEnd()
        let header = HeaderBar(titleWidget: titleLabel)
        backButton.isVisible = false
        backButton.onClicked { [weak self] in self?.goBack() }
        header.packStart(backButton)
        problemsButton.isVisible = false
        problemsButton.onClicked { [weak self] in self?.showProblems() }
        header.packEnd(problemsButton)
        window.setTitlebar(header)

        let content = Box(GTK_ORIENTATION_VERTICAL, spacing: 0)
        content.append(banner)
        content.append(navigation.stack)
        window.setChild(content)

        let geometry = geometryPath.map(WindowGeometry.load(from:)) ?? .standard
        window.setDefaultSize(width: geometry.width, height: geometry.height)
        if geometry.isMaximized { window.maximize() }
        window.onCloseRequest { [weak self] in
            guard let self else { return false }
            let errorsBefore = errorCount
            for page in navigation.pages { page.commitPendingEdits() }
            saveGeometry()
            // Text that could not be stored keeps the window open, with the reason showing;
            // a second close then goes through (the edit is already put back).
            return errorCount != errorsBefore
        }

        // "unrealize", not "destroy": our reference keeps a closed window from being disposed.
        window.on("unrealize") { [weak self] in
            for page in self?.navigation.pages ?? [] { page.stopBuilding() }
        }
        installShortcuts()
        navigation.onChange = { [weak self] in self?.navigationChanged() }
        observation = session.observeChanges { [weak self] keys in self?.refresh(keys: keys) }
        navigation.push(SettingsPageBuilder.makePage(session.rootPage, title: applicationName, host: self),
                        returningFocusTo: nil)
        FirstFrame.afterPaint(of: window) { [weak self] in self?.checkBundle() }
    }

    /// Reads the whole bundle for problems on another thread (it reads every page, which the
    /// window otherwise reads only when opened), then offers them in the header bar. Started
    /// after the first frame, so it never competes with showing the window.
    private func checkBundle() {
        guard let finder = session.problemFinder else { return }
        MainLoopSource.inBackground(finder) { [weak self] found in self?.showProblemsButton(for: found) }
    }

    func showProblemsButton(for found: [Diagnostic]) {
        problems = found
        let count = found.filter { $0.severity >= .warning }.count
        problemsButton.isVisible = count > 0
        problemsButton.tooltip = trn("%d problem in this settings bundle", "%d problems in this settings bundle", count, count)
    }

    func showProblems() {
        guard let problems else { return }
        navigation.push(ProblemsPage.makePage(problems), returningFocusTo: window.focusWidget)
    }

    var currentPage: PageView? { navigation.current }

    public func present() { window.present() }

    /// Goes back one page, as the back button, Alt+Left and Escape do.
    public func goBack() { navigation.pop() }

    private func installShortcuts() {
        let shortcuts = ShortcutController(on: window)
        for accelerator in ["<Alt>Left", "Escape"] {
            shortcuts.add(accelerator) { [weak self] in self?.goBack() }
        }
        for accelerator in ["<Control>w", "<Control>q"] {
            shortcuts.add(accelerator) { [weak self] in self?.window.close() }
        }
    }

    private func navigationChanged() {
        let isRoot = navigation.pages.count <= 1
        titleLabel.text = isRoot ? applicationName : (navigation.current?.title ?? applicationName)
        backButton.isVisible = !isRoot
        if navigationCountAtError != navigationCount { banner.isRevealed = false }
        navigationCount += 1
    }

    /// Shows a problem in the error banner until dismissed or the user moves to another page.
    func showError(_ message: String) {
        banner.show(message)
        errorCount += 1
        navigationCountAtError = navigationCount
    }

    private func saveGeometry() {
        guard let geometryPath else { return }
        let size = window.defaultSize
        WindowGeometry(width: size.width, height: size.height, isMaximized: window.isMaximized).save(to: geometryPath)
    }

    /// Shows the current state of every visible row bound to one of `keys`.
    func refresh(keys: Set<SettingKey>) {
        for page in navigation.pages {
            for key in keys {
                for presenter in page.presenters(forKey: key) {
                    page.update(presenter, to: state(of: presenter.row))
                }
                for section in page.sections(forKey: key) { section.isHidden = session.isHidden(key: key) }
            }
        }
    }

    // MARK: RowHost

    func state(of row: Row) -> RowState {
        var state = session.state(of: row)
        state.isHidden = session.isHidden(row)
        return state
    }

    func write(_ value: PlistValue?, to row: Row) {
        do {
            try session.write(value, to: row)
        } catch {
            showError(error.description)
        }
        // After a failure this puts the row back; after success it updates other rows showing
        // the same key.
        if let key = row.key { refresh(keys: [key]) }
    }

    func openPage(named name: String, title: String?) {
        navigation.push(SettingsPageBuilder.makePage(session.page(named: name), title: title, host: self),
                        returningFocusTo: window.focusWidget)
    }

    func openChoices(of row: Row, _ multiValue: MultiValueRow) {
        navigation.push(ChoicesPage.makePage(for: row, multiValue, host: self), returningFocusTo: window.focusWidget)
    }

    func openURL(_ url: String) { openLink(url) }

    func closePage() { navigation.pop() }
}
