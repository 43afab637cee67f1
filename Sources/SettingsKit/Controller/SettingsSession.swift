/// What a view of the settings binds to: pages, each row's state, writes, change events.
/// `SettingsController` is the implementation; the window knows only this, so it can be
/// driven by a test double too.
@MainActor
public protocol SettingsSession: AnyObject {
    /// The first page (`Root`), titled with the application's name.
    var rootPage: Page { get }
    /// A child page by the name a child pane uses; read on first request, then cached.
    func page(named name: String) -> Page
    func state(of row: Row) -> RowState
    /// Stores `value` (nil removes the user value) under the row's key with the row's
    /// semantics. Throws a `SettingsError` whose description is fit for the user.
    func write(_ value: PlistValue?, to row: Row) throws(SettingsError)
    /// Calls `handler` with the keys whose effective values changed, whoever changed them.
    /// The handler runs on the main thread; keep the token to keep observing.
    func observeChanges(_ handler: @escaping @MainActor (Set<String>) -> Void) -> ChangeObservation
    /// Whether a row is hidden by its `Key`, or a section by its group's `Key`; a change of the
    /// hidden set is announced through `observeChanges` with the keys concerned.
    func isHidden(key: String) -> Bool
}

extension SettingsSession {
    public func isHidden(key: String) -> Bool { false }

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

    public init(_ reason: Reason, _ description: String) {
        self.reason = reason
        self.description = description
    }
}
