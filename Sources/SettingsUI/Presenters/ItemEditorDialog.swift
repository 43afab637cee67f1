import GtkKit
import SettingsKit

/// The modal dialog that edits one dictionary element of a list group: the item page on a
/// session of its own, Cancel and Done in the header. Done stores the page's values as the
/// element; Cancel, Escape or closing the window store nothing. Choices and child panes of the
/// item page open inside the dialog, with a Back button (and Escape) to return.
@MainActor
final class ItemEditorDialog {
    let window = Window(application: nil)
    let editor: ListItemEditor
    let cancelButton = Button(label: tr("Cancel"))
    let doneButton = Button(label: tr("Done"))
    let backButton = Button(iconName: "go-previous-symbolic", accessibleLabel: tr("Back"))
    /// The element's session bound to the dialog's pages.
    let binder: PageBinder
    var navigation: NavigationStack { binder.navigation }
    let titleLabel = Label()
    private let banner = InfoBar(type: .error, dismissLabel: tr("Dismiss"))
    private weak var parent: Window?
    private var finish: (@MainActor (PlistValue?) -> Void)?
    /// Rows (by position on their page) whose typed text the bundle's rules refuse: Done is
    /// disabled while there are any.
    private var invalidRows: Set<String> = []
    /// The field that names the element in its list (`ListGroupPresenter.summary`): Done is
    /// disabled while it is empty, as a list of nameless items says nothing.
    private let nameKey: SettingKey?
    private var hasName = true

    /// `finish` gets the element on Done, nil on Cancel. `title` may be the add row's label
    /// ("Add Album…"): a dialog's title has no ellipsis (`dialogTitle`).
    init(editor: ListItemEditor, title label: String, nameKey: SettingKey? = nil, parent: Window?,
         finish: @escaping @MainActor (PlistValue?) -> Void) {
        self.editor = editor
        self.parent = parent
        self.finish = finish
        self.nameKey = nameKey
        // An element's page is the bundle's, not the host's: custom views show as plain rows.
        binder = PageBinder(session: editor.session, showsBundleErrors: false, customViews: nil)
        let title = Self.dialogTitle(label)
        window.setTitle(title)
        window.makeModal(over: parent)
        window.setDefaultSize(width: 480, height: 420)
        titleLabel.show(title, as: .line)
        titleLabel.addStyleClass("title")
        let header = HeaderBar(titleWidget: titleLabel)
        header.hideWindowButtons()
        header.packStart(cancelButton)
        backButton.isVisible = false
        header.packStart(backButton)
        doneButton.addStyleClass("suggested-action")
        header.packEnd(doneButton)
        window.setTitlebar(header)
        let content = Box(.vertical, spacing: 0)
        content.append(banner)
        window.setChild(content)
        cancelButton.onClicked { [weak self] in self?.cancel() }
        backButton.onClicked { [weak self] in self?.navigation.pop() }
        navigation.onChange = { [weak self] in
            guard let self else { return }
            backButton.isVisible = navigation.pages.count > 1
            cancelButton.isVisible = !backButton.isVisible
            titleLabel.show(navigation.current?.title ?? title, as: .line)
            // A page left with refused text did not keep it: its rows no longer hold Done back.
            let open = Set(navigation.pages.flatMap(\.presenters).map { Self.id(of: $0.row) })
            invalidRows.formIntersection(open)
            updateDone()
        }
        doneButton.onClicked { [weak self] in self?.done() }
        window.onCloseRequest { [weak self] in
            self?.close(with: nil)
            return false
        }
        ShortcutController(on: window).add("Escape") { [weak self] in self?.escape() }
        binder.dialogParent = window
        binder.onError = { [weak self] message, _ in self?.banner.show(ShownText.bounded(message, as: .paragraph)) }
        binder.onValidityChange = { [weak self] row, isValid in self?.validityChanged(of: row, isValid: isValid) }
        binder.onTyped = { [weak self] text, row in self?.typed(text, in: row) }
        binder.changed = { [weak self] keys in
            if let self, let nameKey, keys.contains(nameKey) { readName() }
        }
        content.append(navigation.stack)
        binder.push(.bundlePage(name: editor.pageName, title: title), returningFocusTo: nil)
        readName()
    }

    /// A button's label ("Add Album…", its ellipsis saying that a dialog follows) as the
    /// title of that dialog, which is what follows.
    static func dialogTitle(_ label: String) -> String {
        for ellipsis in ["…", "..."] where label.hasSuffix(ellipsis) {
            let title = String(label.dropLast(ellipsis.count)).trimmingSpaces()
            if !title.isEmpty { return title }
        }
        return label
    }

    /// Whether the element as stored has a name (a choice or another program may set it).
    private func readName() {
        if let nameKey, case .dictionary(let fields) = editor.element() {
            hasName = !(fields[nameKey]?.plainText ?? "").trimmingWhitespace().isEmpty
        }
        updateDone()
    }

    private func updateDone() {
        doneButton.isSensitive = invalidRows.isEmpty && hasName
    }

    /// The page shown: the item page, or a page opened from it.
    var page: PageView? { navigation.current }

    func present() { window.present() }

    func cancel() { close(with: nil) }

    func done() {
        guard invalidRows.isEmpty, hasName else { return }
        binder.commitPendingEdits()
        close(with: editor.element())
    }

    /// Back from a page opened in the dialog; on the item page, Cancel.
    private func escape() {
        if navigation.pages.count > 1 { navigation.pop() } else { cancel() }
    }

    private func close(with element: PlistValue?) {
        guard let finish else { return }
        self.finish = nil
        binder.stopBuilding()
        window.destroy()
        finish(element)
    }

    // MARK: What its rows tell

    private func validityChanged(of row: Row, isValid: Bool) {
        if isValid { invalidRows.remove(Self.id(of: row)) } else { invalidRows.insert(Self.id(of: row)) }
        updateDone()
    }

    private func typed(_ text: String, in row: Row) {
        guard let nameKey, row.key == nameKey else { return }
        hasName = !text.trimmingWhitespace().isEmpty
        updateDone()
    }

    private static func id(of row: Row) -> String { "\(row.file)#\(row.index)" }
}
