/// A store that keeps values in memory only: for tests, previews, and editors that collect values
/// before committing them (the list-group "add" page). Emits change events like the file stores.
@MainActor
public final class MemoryStore: SettingsStore {
    public let location: StoreLocation
    public var loadError: StoreError? { nil }
    public var diagnostics: [Diagnostic] { [] }
    public private(set) var allValues: [SettingKey: PlistValue]
    private let observers = StoreObservers<Set<SettingKey>>()

    public init(_ values: [SettingKey: PlistValue] = [:], name: String = "memory") {
        allValues = values
        location = StoreLocation(path: name, format: .memory)
    }

    public func value(forKey key: SettingKey) -> PlistValue? { allValues[key] }

    public func setValue(_ value: PlistValue?, forKey key: SettingKey) throws(StoreError) {
        guard allValues[key] != value else { return }
        allValues[key] = value
        observers.notify([key])
    }

    public func flush() throws(StoreError) {}

    public func observeChanges(_ handler: @escaping @MainActor (Set<SettingKey>) -> Void) -> ChangeObservation {
        observers.add(handler)
    }

    /// Memory is always readable: the handler is never called.
    public func observeLoadError(_ handler: @escaping @MainActor (StoreError?) -> Void) -> ChangeObservation {
        ChangeObservation {}
    }
}
