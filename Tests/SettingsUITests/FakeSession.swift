import SettingsKit

/// A settings session without a bundle or a store: pages built by hand, values in a
/// dictionary, every write recorded.
@MainActor
final class FakeSession: SettingsSession {
    let rootPage: Page
    var pages: [String: Page]
    var values: [SettingKey: PlistValue] = [:]
    private(set) var writes: [(key: SettingKey, value: PlistValue?)] = []
    private(set) var openedPages: [String] = []
    var failingKeys: Set<SettingKey> = []
    var lockedKeys: Set<SettingKey> = []
    /// Keys of the button rows pressed, in order.
    private(set) var pressed: [String] = []
    /// What pressing a button answers (nil: the application heard it).
    var pressFailure: SettingsError?
    var hiddenKeys: Set<SettingKey> = []
    /// How often each key's state was asked for: how often its rows were shown again.
    private(set) var stateRequests: [SettingKey: Int] = [:]
    /// The sessions handed out to edit list elements, newest last.
    private(set) var itemEditors: [FakeSession] = []
    private var handlers: [Int: @MainActor (Set<SettingKey>) -> Void] = [:]
    private var nextHandler = 0

    init(root: Page, pages: [String: Page] = [:]) {
        rootPage = root
        self.pages = pages
    }

    func page(named name: String) -> Page {
        openedPages.append(name)
        return pages[name] ?? Page(name: name, path: nil, title: nil,
                                   failure: Diagnostic(.error, file: "\(name).plist", "No such page."))
    }

    func state(of row: Row) -> RowState {
        if let key = row.key { stateRequests[key, default: 0] += 1 }
        let value = row.key.flatMap { values[$0] } ?? row.defaultValue
        let text = value.map { value in row.kind.choices?.displayText(for: value, preferShort: true) ?? value.plainText }
        let isLocked = row.key.map(lockedKeys.contains) ?? false
        var state = RowState(value: value, source: row.key.flatMap { values[$0] } == nil ? .default : .user, text: text,
                             lockFile: isLocked ? "/etc/bundle-settings/locks" : nil)
        state.isHidden = isHidden(row)
        return state
    }

    func write(_ value: PlistValue?, to row: Row) throws(SettingsError) {
        guard let key = row.key else { throw SettingsError(.readOnlyRow, "This row stores nothing.") }
        if failingKeys.contains(key) { throw SettingsError(.storeFailure, "The disk is full.") }
        writes.append((key, value))
        values[key] = value
        notify([key])
    }

    func observeChanges(_ handler: @escaping @MainActor (Set<SettingKey>) -> Void) -> ChangeObservation {
        let id = nextHandler
        nextHandler += 1
        handlers[id] = handler
        return ChangeObservation { [weak self] in self?.handlers[id] = nil }
    }

    func isHidden(key: SettingKey) -> Bool { hiddenKeys.contains(key) }

    /// Hides rows and sections by key, announcing the keys whose visibility changed.
    func setHiddenKeys(_ keys: Set<SettingKey>) {
        let changed = hiddenKeys.symmetricDifference(keys)
        hiddenKeys = keys
        notify(changed)
    }

    func press(_ row: Row, completion: @escaping @MainActor (SettingsError?) -> Void) {
        if let key = row.key { pressed.append(key.text) }
        completion(pressFailure)
    }

    func listItemEditor(for pageName: String, editing element: PlistValue?) -> ListItemEditor? {
        let page = pages[pageName] ?? Page(name: pageName, path: nil, title: nil)
        let editor = FakeSession(root: page, pages: pages)
        if case .dictionary(let fields)? = element { editor.values = fields }
        itemEditors.append(editor)
        return ListItemEditor(session: editor, pageName: pageName) { [unowned editor] in .dictionary(editor.values) }
    }

    /// A change made by someone else (another program, the store file edited by hand).
    func changeExternally(_ key: SettingKey, to value: PlistValue?) {
        values[key] = value
        notify([key])
    }

    private func notify(_ keys: Set<SettingKey>) {
        for handler in handlers.values { handler(keys) }
    }
}
