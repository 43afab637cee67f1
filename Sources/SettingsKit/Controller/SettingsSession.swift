/// What a view of the settings binds to: pages, each row's state, writes, change events.
/// `SettingsController` is the implementation; the window knows only this, so it can be
/// driven by a test double too.
@MainActor
public protocol SettingsSession: AnyObject {
    /// The first page (`Root`), titled with the application's name.
    var rootPage: Page { get }
    /// A child page by the name a child pane uses; read on first request, then cached.
    func page(named name: String) -> Page
    /// What the row shows now, whether it is hidden (`isHidden(_:)`) and read-only included:
    /// the window shows it as it is, computing nothing again.
    func state(of row: Row) -> RowState
    /// Stores `value` (nil removes the user value) under the row's key with the row's
    /// semantics. Throws a `SettingsError` whose description is fit for the user.
    func write(_ value: PlistValue?, to row: Row) throws(SettingsError)
    /// Calls `handler` with the keys whose effective values changed, whoever changed them.
    /// The handler runs on the main thread; keep the token to keep observing.
    func observeChanges(_ handler: @escaping @MainActor (Set<SettingKey>) -> Void) -> ChangeObservation
    /// Whether a row is hidden by its `Key`, or a section by its group's `Key`; a change of the
    /// hidden set is announced through `observeChanges` with the keys concerned.
    func isHidden(key: SettingKey) -> Bool
    /// Whether a row is hidden: by its key, or by its own or its group's `BSVisibleIf`. A
    /// change is announced through `observeChanges` with the keys the conditions read.
    func isHidden(_ row: Row) -> Bool
    /// Whether a section is hidden: by its group's key or `BSVisibleIf`.
    func isHidden(_ section: Section) -> Bool
    /// Whether search lists an entry now: none of the rows on its path is hidden.
    func isShown(_ entry: SearchIndexEntry) -> Bool
    /// Tells the host application a button row was pressed; `completion` gets why it could not
    /// be told (no application running, no such action), or nil.
    func press(_ row: Row, completion: @escaping @MainActor (SettingsError?) -> Void)
    /// The elements of a list group's stored array (none when the value is not an array).
    func listItems(of row: Row) -> [PlistValue]
    func appendItem(_ item: PlistValue, to row: Row) throws(SettingsError)
    func replaceItem(at index: Int, with item: PlistValue, in row: Row) throws(SettingsError)
    /// Removes an element; refused unless the list group is `Deletable`.
    func removeItem(at index: Int, from row: Row) throws(SettingsError)
    /// A session editing one dictionary element of a list group on the page `pageName` (the
    /// add or item row's `File`), seeded with `element` when editing one; nil when this session
    /// cannot edit elements.
    func listItemEditor(for pageName: String, editing element: PlistValue?) -> ListItemEditor?
    /// Reads every problem of the bundle and of the administrator's files (what `validate`
    /// prints). Safe to call on any thread: it reads every page, so a window runs it in the
    /// background. Nil when the session has no bundle to check.
    var problemFinder: (@Sendable () -> [Diagnostic])? { get }
    /// Forgets the pages read so far: the next `rootPage`/`page(named:)` reads the files again.
    func rereadBundle()
    /// The folders holding the bundle's files, watched by live reload (none: nothing to watch).
    var bundleFolders: [String] { get }
    /// Whether the keys `SchemaStateRule` hides are shown ("Show All Settings"); nil when the
    /// pages hide none.
    var showsAllSettings: Bool? { get }
    /// Shows or hides them; the pages are read again (the window makes its pages again).
    func showAllSettings(_ all: Bool)
    /// Why the store cannot be read; nil when it can. Editing is refused meanwhile (nothing is
    /// overwritten).
    var storeProblem: StoreProblem? { get }
    /// Calls `handler` with the new `storeProblem` each time it changes. Keep the token.
    func observeStoreProblem(_ handler: @escaping @MainActor (StoreProblem?) -> Void) -> ChangeObservation
    /// Moves an unparseable store file aside, kept beside it (`PATH.broken-DATE`), so the
    /// settings start from their defaults; answers where it went (nil: nothing was moved).
    func resetUnreadableStore() throws(SettingsError) -> String?
    /// Builds the search index of every page (`Search/SearchIndex.swift`). Safe to call on any
    /// thread, like `problemFinder`; nil builds it on the main thread from `page(named:)`.
    var searchIndexMaker: (@Sendable () -> SearchIndex)? { get }
}

/// The page that edits one dictionary element of a list group, on a session of its own: shown
/// modally; on Done `element()` is what gets stored, on Cancel the editor is dropped.
@MainActor
public struct ListItemEditor {
    public let session: SettingsSession
    public let pageName: String
    public let element: @MainActor () -> PlistValue

    public init(session: SettingsSession, pageName: String, element: @escaping @MainActor () -> PlistValue) {
        self.session = session
        self.pageName = pageName
        self.element = element
    }
}

extension SettingsSession {
    public func isHidden(key: SettingKey) -> Bool { false }

    public func press(_ row: Row, completion: @escaping @MainActor (SettingsError?) -> Void) { completion(nil) }

    public func listItems(of row: Row) -> [PlistValue] {
        if case .array(let items)? = state(of: row).value { return items }
        return []
    }

    public func appendItem(_ item: PlistValue, to row: Row) throws(SettingsError) {
        try write(.array(listItems(of: row) + [item]), to: row)
    }

    public func replaceItem(at index: Int, with item: PlistValue, in row: Row) throws(SettingsError) {
        var items = listItems(of: row)
        guard items.indices.contains(index) else {
            throw SettingsError.noItem(index, in: row)
        }
        items[index] = item
        try write(.array(items), to: row)
    }

    public func removeItem(at index: Int, from row: Row) throws(SettingsError) {
        guard case .listGroup(let list) = row.kind, list.deletable else {
            throw SettingsError(.readOnlyRow, row.title.map { tr("Items of %s cannot be deleted.", $0) } ?? tr("Items of this list cannot be deleted."))
        }
        var items = listItems(of: row)
        guard items.indices.contains(index) else {
            throw SettingsError.noItem(index, in: row)
        }
        items.remove(at: index)
        try write(.array(items), to: row)
    }

    public func listItemEditor(for pageName: String, editing element: PlistValue?) -> ListItemEditor? { nil }

    public var problemFinder: (@Sendable () -> [Diagnostic])? { nil }

    public func rereadBundle() {}

    public var bundleFolders: [String] { [] }

    public var showsAllSettings: Bool? { nil }

    public func showAllSettings(_ all: Bool) {}

    public var storeProblem: StoreProblem? { nil }

    public func observeStoreProblem(_ handler: @escaping @MainActor (StoreProblem?) -> Void) -> ChangeObservation {
        ChangeObservation {}
    }

    public func resetUnreadableStore() throws(SettingsError) -> String? { nil }

    public func isHidden(_ row: Row) -> Bool { row.key.map(isHidden(key:)) ?? false }

    public func isHidden(_ section: Section) -> Bool { section.key.map(isHidden(key:)) ?? false }
}

/// Keeps an observation alive; dropping it (or calling `cancel`) stops the handler.
@MainActor
public final class ChangeObservation {
    private var onCancel: (@MainActor () -> Void)?

    public init(onCancel: @escaping @MainActor () -> Void) { self.onCancel = onCancel }

    public func cancel() {
        onCancel?()
        onCancel = nil
    }

    isolated deinit { cancel() }
}

/// Why a value was not stored, in words for the user.
public struct SettingsError: Error, Sendable, CustomStringConvertible {
    public enum Reason: Sendable, Equatable {
        case locked(lockFile: String)
        case invalidValue
        case readOnlyRow
        case storeFailure
    }

    public var reason: Reason
    public var description: String

    /// `description` is cut to what a message holds (`Diagnostic.messageLimit`): it may quote
    /// what a file holds.
    public init(_ reason: Reason, _ description: String) {
        self.reason = reason
        self.description = ShownText.cut(description, to: Diagnostic.messageLimit)
    }
}

extension SettingsError {
    /// A list's item asked for by a position the list does not have.
    static func noItem(_ index: Int, in row: Row) -> SettingsError {
        SettingsError(.invalidValue, (row.title ?? row.key?.text).map { tr("%1$s has no item %2$d.", $0, index + 1) }
            ?? tr("The list has no item %d.", index + 1))
    }
}
