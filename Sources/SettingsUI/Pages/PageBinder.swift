import GtkKit
import SettingsKit

/// Binds one session to the pages that show it: the one object presenters talk to. It owns the
/// session's navigation stack, makes the pages (`PageOrigin`), shows a change in every row and
/// section it concerns (once per change: the session's change event is the one refresh), turns
/// the presenters' edits into writes, and routes what goes wrong to its owner's error display
/// and deletions to its undo notification.
///
/// The settings window holds one (`SettingsWindow.binder`), and so does the dialog that edits a
/// list element (`ItemEditorDialog`), on a session of its own: what differs between them is only
/// what they set here.
@MainActor
final class PageBinder {
    let session: SettingsSession
    let navigation = NavigationStack()
    /// Whether rows Settings.app drops show in place with their problems (`--inspect`).
    let showsBundleErrors: Bool
    /// The root page's title: the application's name.
    var rootTitle: String?
    /// The window dialogs open over, whose height the pages fill.
    weak var dialogParent: Window?
    /// The host application's widget for a custom view row (nil: a plain row), asked each time
    /// the row is built; nil when the host draws none.
    let customViews: (@MainActor (Row) -> Widget?)?
    /// Shows a problem to the user; `key`: the row whose write failed, whose next save ends it.
    var onError: @MainActor (_ message: String, _ key: SettingKey?) -> Void = { _, _ in }
    /// A row's write went through: an error shown about it is over.
    var onWriteSucceeded: @MainActor (SettingKey) -> Void = { _ in }
    /// Says what a deletion did and offers Undo; nil deletes without one.
    var undo: UndoNotification?
    /// Hands links to the desktop (tests put a recorder here, so nothing is launched).
    var linkOpener: @MainActor (String) throws(SettingsError) -> Void = { link throws(SettingsError) in
        try DesktopLauncher.open(link: link)
    }
    /// Makes the pages only its owner knows (the window's Problems page).
    var makeOwnPage: (@MainActor (PageOrigin) -> PageView?)?
    /// Whether pages can be edited: not while the store cannot be read.
    private(set) var isEditable = true
    /// What the user typed in a row became valid or invalid by the bundle's rules, before it is
    /// stored (the list element dialog disables Done meanwhile).
    var onValidityChange: (@MainActor (Row, Bool) -> Void)?
    /// The user typed text in a row's field, before it is stored.
    var onTyped: (@MainActor (String, Row) -> Void)?
    /// Called after the rows showed a change of these keys.
    var changed: (@MainActor (Set<SettingKey>) -> Void)?
    private var observation: ChangeObservation?
    private let rejectedText = RejectedTextGuard()
    /// The key being written, and whether the session announced it meanwhile: a write the
    /// session does not announce (nothing changed, or it failed) still puts its rows right.
    private var writing: (key: SettingKey, announced: Bool)?

    init(session: SettingsSession, showsBundleErrors: Bool, customViews: (@MainActor (Row) -> Widget?)?) {
        self.session = session
        self.showsBundleErrors = showsBundleErrors
        self.customViews = customViews
        observation = session.observeChanges { [weak self] keys in self?.refresh(keys: keys) }
    }

    var drawsCustomViews: Bool { customViews != nil }

    var currentPage: PageView? { navigation.current }

    // MARK: Pages

    /// The page `origin` shows now; nil for a page its owner cannot make yet.
    func makePage(_ origin: PageOrigin) -> PageView? {
        let page: PageView
        switch origin {
        case .root:
            page = SettingsPageBuilder.makePage(session.rootPage, title: rootTitle, binder: self)
        case .bundlePage(let name, let title):
            page = SettingsPageBuilder.makePage(session.page(named: name), title: title, binder: self)
        case .choices(let row, let multiValue):
            page = ChoicesPage.makePage(for: row, multiValue, binder: self)
        case .problems:
            guard let own = makeOwnPage?(origin) else { return nil }
            page = own
        }
        page.origin = origin
        page.column.isSensitive = isEditable
        return page
    }

    func push(_ origin: PageOrigin, returningFocusTo focus: Widget?) {
        guard let page = makePage(origin) else { return }
        navigation.push(page, returningFocusTo: focus)
    }

    func openPage(named name: String, title: String?) {
        push(.bundlePage(name: name, title: title), returningFocusTo: dialogParent?.focusWidget)
    }

    func openChoices(of row: Row, _ multiValue: MultiValueRow) {
        push(.choices(row, multiValue), returningFocusTo: dialogParent?.focusWidget)
    }

    func closePage() { navigation.pop() }

    /// The rows of a page of the bundle (a list group's item page, to summarise its elements).
    func rows(ofPage name: String) -> [Row] { session.page(named: name).rows }

    /// Whether rows can be edited: not while the store cannot be read. Pages still scroll.
    func setEditable(_ editable: Bool) {
        isEditable = editable
        for page in navigation.pages { page.column.isSensitive = editable }
    }

    /// Whether going back from the current page (`.back`) or closing all of them (`.closing`)
    /// may go on: not the first time a field there holds text its rule refuses, which would be
    /// lost (`RejectedTextGuard`).
    func allowsLeaving(_ leaving: RejectedTextGuard.Leaving) -> Bool {
        let pages = leaving == .back ? Array(navigation.pages.suffix(1)) : navigation.pages
        return rejectedText.allowsLeaving(pages, leaving, binder: self)
    }

    /// Stores text typed but not yet stored, on every page.
    func commitPendingEdits() {
        for page in navigation.pages { page.commitPendingEdits() }
    }

    /// Stops building pages in the background: the view is going away.
    func stopBuilding() {
        for page in navigation.pages { page.stopBuilding() }
    }

    // MARK: Rows

    func state(of row: Row) -> RowState { session.state(of: row) }

    /// Shows the current state of every row bound to one of `keys` or conditioned on one, and
    /// hides or shows the sections they hide.
    func refresh(keys: Set<SettingKey>) {
        if let key = writing?.key, keys.contains(key) { writing?.announced = true }
        for page in navigation.pages {
            page.keepingFocus {
                page.update(page.presenters(affectedBy: keys).map { ($0, session.state(of: $0.row)) })
                for section in page.sections(affectedBy: keys) {
                    section.isHidden = section.model.map(session.isHidden) ?? false
                }
            }
        }
        changed?(keys)
    }

    /// Writes through the session; on failure shows why and puts the row back to its state. A
    /// row editing a list's element (`Row.listElement`) replaces that element in the list.
    func write(_ value: PlistValue?, to row: Row) {
        if let place = row.listElement {
            // An element is replaced, never removed: no value leaves the list as it is.
            guard let value else { return refresh(keys: place.list.key.map { [$0] } ?? []) }
            return editList(place.list) { session throws(SettingsError) in
                try session.replaceItem(at: place.index, with: try place.element(from: value).get(), in: place.list)
            }
        }
        guard let key = row.key else {
            return run(on: row) { session throws(SettingsError) in try session.write(value, to: row) }
        }
        writing = (key, false)
        defer { writing = nil }
        do {
            try session.write(value, to: row)
            onWriteSucceeded(key)
        } catch {
            showError(error.description, key: key)
        }
        // The session's change event showed it in every row of the key; a write it did not
        // announce (refused, or the value was already stored) shows the stored state again.
        if writing?.announced == false { refresh(keys: [key]) }
    }

    /// Runs an edit of the row's value through the session (a list group's); a failure is
    /// shown, and the row shows its state again.
    func editList(_ row: Row, _ edit: (SettingsSession) throws(SettingsError) -> Void) {
        run(on: row, edit)
    }

    private func run(on row: Row, _ edit: (SettingsSession) throws(SettingsError) -> Void) {
        writing = row.key.map { ($0, false) }
        defer { writing = nil }
        do {
            try edit(session)
        } catch {
            showError(error.description)
        }
        if let key = row.key, writing?.announced == false { refresh(keys: [key]) }
    }

    func listItems(of row: Row) -> [PlistValue] { session.listItems(of: row) }

    func listItemEditor(for pageName: String, editing element: PlistValue?) -> ListItemEditor? {
        session.listItemEditor(for: pageName, editing: element)
    }

    /// Deletes a list group's element (`title`: as the list shows it) and offers Undo, which
    /// puts it back at its place, where there is an undo notification.
    func deleteListItem(at index: Int, from row: Row, title: String) {
        guard let element = session.listItems(of: row)[safe: index] else { return }
        var deleted = false
        editList(row) { session throws(SettingsError) in
            try session.removeItem(at: index, from: row)
            deleted = true
        }
        guard deleted, let undo else { return }
        undo.show(tr("“%s” deleted", title)) { [weak self] in
            self?.editList(row) { session throws(SettingsError) in try session.insertItem(element, at: index, in: row) }
        }
    }

    /// Whether a section is hidden, by its group's key or condition.
    func isHidden(_ section: Section) -> Bool { session.isHidden(section) }

    func customView(for row: Row) -> Widget? { customViews?(row) }

    /// What the user typed in `row` became valid or invalid by the bundle's rules.
    func validityChanged(of row: Row, isValid: Bool) { onValidityChange?(row, isValid) }

    /// The user typed `text` in `row`'s field (before it is stored).
    func typed(_ text: String, in row: Row) { onTyped?(text, row) }

    /// Shows a problem to the user (`onError`).
    func showError(_ message: String, key: SettingKey? = nil) { onError(message, key) }

    // MARK: Leaving the window

    /// Opens a web or mail link with the desktop's handler; a refusal is shown.
    func openLink(_ link: String) {
        do {
            try linkOpener(link)
        } catch {
            showError(error.description)
        }
    }

    /// Tells the host application a button was pressed; a failure is shown.
    func press(_ row: Row) {
        session.press(row) { [weak self] error in
            if let error { self?.showError(error.description) }
        }
    }
}
