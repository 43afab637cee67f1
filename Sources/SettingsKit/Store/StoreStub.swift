// Temporary stand-in until the store branch lands; replaced at merge.
public struct StoreError: Error, Sendable, CustomStringConvertible {
    public var description: String
}

@MainActor
public protocol SettingsStore: AnyObject {
    func value(forKey key: String) -> PlistValue?
    func allValues() -> [String: PlistValue]
    func setValue(_ value: PlistValue?, forKey key: String) throws(StoreError)
    func addChangeHandler(_ handler: @escaping @MainActor (Set<String>) -> Void)
}

@MainActor
public final class MemoryStore: SettingsStore {
    private var values: [String: PlistValue]
    private var handlers: [@MainActor (Set<String>) -> Void] = []
    public var failure: StoreError?
    public init(_ values: [String: PlistValue] = [:]) { self.values = values }
    public func value(forKey key: String) -> PlistValue? { values[key] }
    public func allValues() -> [String: PlistValue] { values }
    public func setValue(_ value: PlistValue?, forKey key: String) throws(StoreError) {
        if let failure { throw failure }
        guard values[key] != value else { return }
        values[key] = value
        for handler in handlers { handler([key]) }
    }
    public func addChangeHandler(_ handler: @escaping @MainActor (Set<String>) -> Void) { handlers.append(handler) }
}

public struct AdministratorLayer: Sendable {
    public var values: [String: PlistValue]
    public var locks: [String: String]
    public init(values: [String: PlistValue] = [:], locks: [String: String] = [:]) {
        self.values = values
        self.locks = locks
    }
    public func systemValue(forKey key: String) -> PlistValue? { values[key] }
    public func lockFile(forKey key: String) -> String? { locks[key] }
}
