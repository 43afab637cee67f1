import FoundationEssentials
import GtkKit
import SettingsKit

/// `IASKListGroupSpecifier`: the section of an array stored under the row's key, one row per
/// element and an add row. Text elements are edited in place; dictionary elements show a summary
/// and open the item page (Cancel/Done) in a dialog. A `Deletable` list has a delete button on
/// each element. The add row follows `AddSpecifier`: an entry and an add button for text, a
/// dialog on the add page for a child pane, a menu of the choices for a multi-value. Every row
/// is one Tab stop: the delete button is for the mouse, keys delete too (`ListItemDeletionKeys`).
/// An element edited in place is edited by the presenter of its kind of row, which the factory
/// makes for the element's row (`RowPresenterFactory.elementEditor`): a text element is saved as
/// a text field is (Enter, focus leaving, a pause in the typing, if the rules allow it), and
/// before any other change of the list, so another action never drops it.
@MainActor
final class ListGroupPresenter: DynamicRowsPresenter {
    let row: Row
    private let list: ListGroupRow
    private weak var binder: PageBinder?
    var onRowsChanged: (@MainActor () -> Void)?
    private(set) var items: [PlistValue] = []
    private(set) var itemRows: [ListItemRowView] = []
    private(set) var addView: RowView?
    /// The add row's entry and button, for text elements.
    private(set) var addEntry: TextEntry?
    private(set) var addButton: Widget?
    /// The dialog editing or adding a dictionary element, while open.
    private(set) var editorDialog: ItemEditorDialog?
    private var state = RowState(value: nil, source: .none)
    /// The item page's text fields in page order, secure ones left out: what summarises an element.
    private var summaryKeys: [SettingKey] = []
    private var secretKeys: Set<SettingKey> = []
    /// The text field an element's row names it by (the item row's key, else the first): the
    /// editor's Done waits for it.
    private var nameKey: SettingKey?

    init(row: Row, list: ListGroupRow, binder: PageBinder) {
        self.row = row
        self.list = list
        self.binder = binder
        if let page = itemPage {
            var nameKeys: [SettingKey] = []
            for field in binder.rows(ofPage: page) {
                guard let key = field.key else { continue }
                if case .textField(let text) = field.kind, text.isSecure { secretKeys.insert(key) } else { summaryKeys.append(key) }
                if case .textField(let text) = field.kind, !text.isSecure { nameKeys.append(key) }
            }
            nameKey = list.item?.key.flatMap { nameKeys.contains($0) ? $0 : nil } ?? nameKeys.first
        }
        addView = makeAddRow()
    }

    var listTitle: String { row.title ?? row.key?.text ?? tr("List") }

    var listRows: [ListBoxRow] { itemRows.map(\.view.listRow) + (addView.map { [$0.listRow] } ?? []) }

    /// The presenters editing elements in place, in the list's order.
    var elementEditors: [RowPresenter] { itemRows.compactMap(\.editor) }

    func update(_ state: RowState) {
        self.state = state
        let current: [PlistValue]
        if case .array(let elements)? = state.value { current = elements } else { current = [] }
        if current != items, entriesShow(current) {
            // An element typed in was stored: its entry shows it already, and a new row would
            // take the cursor from the user still typing there.
            items = current
            for (item, element) in zip(itemRows, current) where item.summary != element.plainText {
                item.summary = element.plainText
                item.deleteButton?.setAccessibleLabel(tr("Delete %s", item.summary))
            }
        } else if current != items || itemRows.count != current.count {
            let focused = focusedItemIndex
            items = current
            itemRows = current.enumerated().map { makeItemRow($0.offset, $0.element) }
            onRowsChanged?()
            if let focused { focusItem(at: focused) }
        }
        for (item, element) in zip(itemRows, items) {
            if let editor = item.editor { editor.update(elementState(element, in: state)) } else { showShared(state, on: item.view) }
        }
        if let addView {
            // A full list's add row gives the focus to the item just added before it is disabled,
            // its cursor after the text: nothing selected for the next keystroke to replace.
            if isFull, contains(focusOf: addView.listRow) { focusItem(at: itemRows.count - 1) }
            showShared(state, on: addView)
            if isFull { addView.listRow.isSensitive = false }
            // The add row says why nothing can be added or changed.
            addView.setSubtitle(state.isLocked ? RowView.lockedSubtitle : fullSubtitle)
        }
    }

    /// Whether `elements` differ from the items shown only where a text item's entry shows the
    /// new element already (what the user typed there, stored).
    private func entriesShow(_ elements: [PlistValue]) -> Bool {
        guard elements.count == items.count, itemRows.count == items.count else { return false }
        return elements.indices.allSatisfy { index in
            elements[index] == items[index]
                || (elements[index].stringValue != nil && itemRows[index].entry?.text == elements[index].stringValue)
        }
    }

    /// Whether the list holds its `BSMaximumItems` already: the add row is disabled until an
    /// item is deleted.
    var isFull: Bool { row.rules.maximumItems.map { items.count >= $0 } ?? false }

    private var fullSubtitle: String? {
        guard isFull, let maximum = row.rules.maximumItems else { return nil }
        return trn("The list holds at most %d item.", "The list holds at most %d items.", maximum, maximum)
    }

    private func contains(focusOf listRow: ListBoxRow) -> Bool {
        listRow.containsFocus
    }

    /// The element whose row holds keyboard focus, if any: the rows are rebuilt after an edit,
    /// and focus goes back to the same place.
    private var focusedItemIndex: Int? {
        itemRows.firstIndex { contains(focusOf: $0.view.listRow) }
    }

    /// Focuses the element at `index` (the last one if fewer remain; the add row if none).
    private func focusItem(at index: Int) {
        guard !itemRows.isEmpty else {
            if let addEntry { addEntry.grabFocus() } else { addView?.listRow.grabFocus() }
            return
        }
        let item = itemRows[min(index, itemRows.count - 1)]
        if let entry = item.entry { entry.focusWithoutSelecting() } else { item.view.listRow.grabFocus() }
    }

    /// What an element's editor shows: the element, hidden, locked and read-only as the list is.
    private func elementState(_ element: PlistValue, in state: RowState) -> RowState {
        var shown = RowState(value: element, source: state.source, lockFile: state.lockFile)
        shown.isHidden = state.isHidden
        shown.isReadOnly = state.isReadOnly
        return shown
    }

    private func showShared(_ state: RowState, on view: RowView) {
        view.listRow.isVisible = !state.isHidden
        view.listRow.isSensitive = !state.isLocked && !state.isReadOnly
    }

    func activate(_ listRow: ListBoxRow) {
        if let index = itemRows.firstIndex(where: { $0.view.listRow === listRow }) {
            let item = itemRows[index]
            if let entry = item.entry { entry.grabFocus(); return }
            if let menu = item.menu { menu.popup(); return }
            guard let page = itemPage, case .dictionary? = items[safe: index] else { return }
            openEditor(page: page, title: item.view.title.text, editing: items[index]) { [weak self] element in
                guard let self else { return }
                editList { session throws(SettingsError) in try session.replaceItem(at: index, with: element, in: self.row) }
            }
        } else if listRow === addView?.listRow {
            if let addEntry { addEntry.grabFocus(); return }
            if case .choices = list.adding, let menu = addButton as? MenuButton { menu.popup(); return }
            guard case .page(let page) = list.adding else { return }
            openEditor(page: page, title: list.add?.title ?? listTitle, editing: nil) { [weak self] element in
                guard let self else { return }
                editList { session throws(SettingsError) in try session.appendItem(element, to: self.row) }
            }
        }
    }

    func commitPendingEdit() {
        for item in itemRows { item.editor?.commitPendingEdit() }
    }

    /// Makes a change of the list after storing what was typed in its items: a change rebuilds
    /// their rows, which would drop it.
    private func editList(_ edit: (SettingsSession) throws(SettingsError) -> Void) {
        commitPendingEdit()
        binder?.editList(row, edit)
    }

    // MARK: Elements

    /// The page that edits a dictionary element: the item row's, else the add row's.
    private var itemPage: String? { list.itemPage }

    /// What an element row shows: a text as itself, a choice by its title, a dictionary by the
    /// item row's key, else its first text field, else the item row's title.
    static func summary(of element: PlistValue, item: Row?, keys: [SettingKey] = [], secret: Set<SettingKey> = []) -> String {
        switch element {
        case .dictionary(let fields):
            if let key = item?.key, let text = fields[key]?.stringValue, !text.isEmpty { return text }
            for key in keys + fields.keys.sorted() where !secret.contains(key) {
                if let text = fields[key]?.stringValue, !text.isEmpty { return text }
            }
            return item?.title ?? tr("Item")
        default:
            if let choices = item?.kind.choices { return choices.displayText(for: element, preferShort: false) ?? element.plainText }
            return element.plainText
        }
    }

    private func makeItemRow(_ index: Int, _ element: PlistValue) -> ListItemRowView {
        let summary = Self.summary(of: element, item: list.item, keys: summaryKeys, secret: secretKeys)
        // Translators: the accessible name of a list's text item: the list's title, the item's number.
        let name = tr("%1$s, item %2$d", listTitle, index + 1)
        let editor = binder.flatMap { binder in
            list.elementRow(element, at: index, of: row, name: name, summary: summary)
                .flatMap { RowPresenterFactory.elementEditor(for: $0, binder: binder) }
        }
        let item = ListItemRowView(title: summary, summary: summary, editor: editor)
        if let editor {
            // An element's row has no title of its own: its control starts at the row's edge.
            if !item.view.hasTitle { item.view.removeTexts() }
            editor.presenter.update(elementState(element, in: state))
        } else {
            if let image = list.item.flatMap({ CellImage.image(for: $0.image) }) { item.view.addLeading(image) }
            if case .dictionary = element, itemPage != nil {
                item.view.addTrailing(Image(iconName: "go-next-symbolic"))
                item.view.listRow.isActivatable = true
            }
        }
        if list.deletable {
            let delete = Button(iconName: "user-trash-symbolic", accessibleLabel: tr("Delete %s", summary))
            delete.addStyleClass("flat")
            delete.onClicked { [weak self, weak item] in if let item { self?.delete(item, at: index) } }
            item.view.addTrailing(delete)
            item.deleteButton = delete
            item.contextMenu = ListItemDeletionKeys.install(on: item.view.listRow, button: delete) { [weak self, weak item] in
                if let item { self?.delete(item, at: index) }
            }
        }
        if item.entry == nil { item.view.setAccessibleName(summary) }
        return item
    }

    /// Deletes the element of `item`, after storing what was typed in the items (in this one
    /// too: Undo puts back what the user last saw).
    private func delete(_ item: ListItemRowView, at index: Int) {
        commitPendingEdit()
        binder?.deleteListItem(at: index, from: row, title: item.summary)
    }

    // MARK: Adding

    private func makeAddRow() -> RowView? {
        guard let add = list.add else { return nil }
        switch list.adding {
        case .text(let field):
            let view = RowView(title: nil)
            let entry = TextEntry(secure: false)
            let placeholder = field.traits.placeholder ?? add.title ?? tr("New item")
            entry.setPlaceholder(placeholder)
            entry.setExpands(horizontally: true)
            entry.setAccessibleLabel(tr("New item for %s", listTitle))
            let input = TextInputHints(field: field)
            entry.setInputPurpose(input.purpose, hints: input.hints)
            let button = Button(iconName: "list-add-symbolic", accessibleLabel: tr("Add to %s", listTitle))
            view.addTrailing(entry)
            view.addTrailing(button)
            view.removeTexts()
            // Enter in the entry adds: the button is for the mouse, so the row stays one Tab stop.
            view.makeControlTheTabStop()
            button.isFocusable = false
            entry.onActivate { [weak self] in self?.addTypedText() }
            button.onClicked { [weak self] in self?.addTypedText() }
            addEntry = entry
            addButton = button
            return view
        case .choices(let choices):
            let view = RowView(title: add.title ?? tr("Add"))
            view.addLeading(Image(iconName: "list-add-symbolic"))
            view.listRow.addStyleClass("add-row")
            let menu = ChoiceMenuRowPresenter.menu(choices, label: tr("Choose…"), name: add.title ?? tr("Add to %s", listTitle)) {
                [weak self] value in
                guard let self else { return }
                editList { session throws(SettingsError) in try session.appendItem(value, to: self.row) }
            }
            view.addTrailing(menu)
            view.listRow.isActivatable = true
            view.makeControlTheTabStop()
            addButton = menu
            return view
        case .page:
            let view = RowView(row: add)
            if add.image == nil { view.addLeading(Image(iconName: "list-add-symbolic")) }
            view.listRow.isActivatable = true
            view.listRow.addStyleClass("add-row")
            return view
        case .none:
            return nil
        }
    }

    /// Appends what the add row's entry holds, if anything.
    func addTypedText() {
        guard let entry = addEntry else { return }
        let text = entry.text
        guard !text.trimmingSpaces().isEmpty else { return }
        entry.text = ""
        editList { session throws(SettingsError) in try session.appendItem(try list.element(fromText: text).get(), to: row) }
        if !isFull { entry.grabFocus() }
    }

    private func openEditor(page: String, title: String?, editing element: PlistValue?,
                            done: @escaping @MainActor (PlistValue) -> Void) {
        guard let binder else { return }
        guard let editor = binder.listItemEditor(for: page, editing: element) else {
            binder.showError(tr("Items of %s cannot be edited here.", listTitle))
            return
        }
        editorDialog = ItemEditorDialog(editor: editor, title: title ?? listTitle, nameKey: nameKey, parent: binder.dialogParent) {
            [weak self] element in
            self?.editorDialog = nil
            if let element { done(element) }
        }
        editorDialog?.present()
    }
}

/// One element's row of a list group.
@MainActor
final class ListItemRowView {
    let view: RowView
    /// The presenter editing the element in place, whose row this is; nil for an element shown
    /// only (a dictionary opens its page).
    let editor: RowPresenter?
    var deleteButton: Button?
    /// Delete, from a right click, the Menu key or Shift+F10.
    var contextMenu: ContextMenu?
    /// The element as the list shows it (a text element: as last stored).
    var summary: String

    /// `title` titles the row of an element shown only.
    init(title: String, summary: String, editor: (presenter: RowPresenter, view: RowView)?) {
        self.summary = summary
        self.editor = editor?.presenter
        view = editor?.view ?? RowView(title: title)
        view.listRow.addStyleClass("list-item-row")
    }

    /// A text element's entry.
    var entry: TextEntry? { (editor as? TextFieldRowPresenter)?.entry }
    /// The menu of choices of a multi-value element.
    var menu: MenuButton? { (editor as? ChoiceMenuRowPresenter)?.menu }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
