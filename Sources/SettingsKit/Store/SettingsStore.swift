/// Where values live: the NSUserDefaults of this project.
///
/// Stores are `@MainActor`: the GUI runs the GLib main loop on the main thread, which is where
/// GIO delivers file-monitor events, and the synchronous CLI (`get`, `set`, `watch`) runs there
/// too, as top-level code that is already main-actor isolated. One isolation domain means no
/// locks inside a process and no `Sendable` gymnastics for callers, who are `@MainActor` UI code
/// (`SettingsController`) or that CLI. Changes by other processes arrive while the GLib default
/// main context is iterated on the main thread (`g_application_run`, `g_main_loop_run`, or a
/// test's `g_main_context_iteration`); without a main loop, `flush` picks them up.
@MainActor
public protocol SettingsStore: AnyObject {
    /// Where the values are kept and in which format.
    var location: StoreLocation { get }
    /// Why the store's file could not be read, if it could not; the store then holds no values
    /// and refuses to write, so the file is never overwritten.
    var loadError: StoreError? { get }

    /// Stored values this program cannot read; they are left as they are.
    var diagnostics: [Diagnostic] { get }

    /// `diagnostics` of these keys' values alone: what a command that reads or writes them says.
    func diagnostics(forKeys keys: [SettingKey]) -> [Diagnostic]

    /// The keys whose stored values cannot be read, each with the reason (in English, as in
    /// `diagnostics`).
    var unreadableValues: [SettingKey: String] { get }

    /// Whether changes others make arrive by themselves while the main loop runs: false for a
    /// file store opened without watching, or whose file monitor could not be made (GIO has
    /// none for a folder when the user's inotify instances are used up).
    var followsChanges: Bool { get }

    func value(forKey key: SettingKey) -> PlistValue?
    /// Every key with its value.
    var allValues: [SettingKey: PlistValue] { get }

    /// Stores `value` under `key`, or removes the key when `value` is nil. When this returns, the
    /// value is durably saved; when it throws, nothing changed, in memory or on disk.
    func setValue(_ value: PlistValue?, forKey key: SettingKey) throws(StoreError)

    /// Stores several values (nil removes) as one change: Restore Defaults and its Undo, `import`.
    func setValues(_ changes: [(key: SettingKey, value: PlistValue?)]) throws(StoreError)

    /// Throws what `setValue(value, forKey: key)` would throw for the value itself (a type or
    /// range the store refuses, a value its format cannot hold), without storing anything; the
    /// file's size and the disk are only met when writing. What `import` checks key by key.
    func check(_ value: PlistValue, forKey key: SettingKey) throws(StoreError)

    /// Brings the in-memory view up to date with the file now, without waiting for the main loop
    /// to deliver file-monitor events (a CLI that never runs a main loop calls this), and emits
    /// change events for whatever others changed. Writes need no flushing: they are durable.
    func flush() throws(StoreError)

    /// Calls `handler` with the keys whose values changed, whoever changed them: this process's
    /// writes (at once) and other processes' writes to the file (when the main loop delivers the
    /// file-monitor event). Each change is reported once; no call when nothing changed. Keep the
    /// token to keep observing.
    func observeChanges(_ handler: @escaping @MainActor (Set<SettingKey>) -> Void) -> ChangeObservation

    /// Calls `handler` with `loadError` each time it changes after opening: the file became
    /// unreadable (the last good values stay), or readable again (nil). Keep the token.
    func observeLoadError(_ handler: @escaping @MainActor (StoreError?) -> Void) -> ChangeObservation

    /// Moves a store file that does not parse aside (kept, never deleted), so the store starts
    /// empty; answers where it went, nil when there was nothing to move. Only at the user's request.
    func moveBrokenFileAside() throws(StoreError) -> String?

    /// The store's own administrator lock on `key`, in words (a dconf lock), or nil. File stores
    /// have none: their locks are the `AdministratorLayer`'s.
    func lock(forKey key: SettingKey) -> String?

    /// The store's own administrator default for `key` (a dconf system database), or nil.
    func systemValue(forKey key: SettingKey) -> PlistValue?
}

extension SettingsStore {
    public var followsChanges: Bool { true }
    public var unreadableValues: [SettingKey: String] { [:] }
    public func diagnostics(forKeys keys: [SettingKey]) -> [Diagnostic] {
        // Named as a diagnostic names them (cut and escaped).
        let named = Set(keys.map { Diagnostic(.warning, file: "", key: $0.text, "").key })
        return diagnostics.filter { $0.key != nil && named.contains($0.key) }
    }
    public func check(_ value: PlistValue, forKey key: SettingKey) throws(StoreError) {}
    public func lock(forKey key: SettingKey) -> String? { nil }
    public func systemValue(forKey key: SettingKey) -> PlistValue? { nil }
    /// Stores without a file of their own have nothing to move aside.
    public func moveBrokenFileAside() throws(StoreError) -> String? { nil }
}

extension SettingsStore {
    /// One `setValue` after another: a store that can write several keys at once does better.
    public func setValues(_ changes: [(key: SettingKey, value: PlistValue?)]) throws(StoreError) {
        for (key, value) in changes { try setValue(value, forKey: key) }
    }
}
