import Glibc

/// A Flatpak application's store that refuses to write once the application is uninstalled
/// (its `active` deployment gone): its settings may be open meanwhile (a window of their own, or the hub
/// in the moment before it hears of the removal), and a value written then would be for an
/// application that no longer reads it, in a `~/.var/app/APP_ID` flatpak may be deleting. The
/// refusal names the application, on the page, as any store's refusal is shown; reading goes on.
/// One `access` of the deployment per change set.
@MainActor
public final class UninstalledApplicationGuard: SettingsStore {
    private let store: any SettingsStore
    private let application: FlatpakApplication

    public init(_ store: any SettingsStore, of application: FlatpakApplication) {
        self.store = store
        self.application = application
    }

    /// Throws when the application is no longer deployed: its `current/active` leads nowhere
    /// (an update swaps it for a new deployment, and the settings go on).
    private func checkInstalled() throws(StoreError) {
        guard access(application.installation.applicationsFolder + "/" + application.id + "/current/active", F_OK) != 0 else { return }
        throw StoreError(.inputOutput, path: store.location.path,
                         // Translators: a change refused because its application was uninstalled meanwhile.
                         tr("%s has been uninstalled.", application.id))
    }

    public var location: StoreLocation { store.location }
    public var loadError: StoreError? { store.loadError }
    public var diagnostics: [Diagnostic] { store.diagnostics }
    public func diagnostics(forKeys keys: [SettingKey]) -> [Diagnostic] { store.diagnostics(forKeys: keys) }
    public var unreadableValues: [SettingKey: String] { store.unreadableValues }
    public var followsChanges: Bool { store.followsChanges }
    public var allValues: [SettingKey: PlistValue] { store.allValues }

    public func value(forKey key: SettingKey) -> PlistValue? { store.value(forKey: key) }

    public func setValue(_ value: PlistValue?, forKey key: SettingKey) throws(StoreError) {
        try checkInstalled()
        try store.setValue(value, forKey: key)
    }

    public func setValues(_ changes: [(key: SettingKey, value: PlistValue?)]) throws(StoreError) {
        try checkInstalled()
        try store.setValues(changes)
    }

    public func check(_ value: PlistValue, forKey key: SettingKey) throws(StoreError) { try store.check(value, forKey: key) }
    public func flush() throws(StoreError) { try store.flush() }

    public func observeChanges(_ handler: @escaping @MainActor (Set<SettingKey>) -> Void) -> ChangeObservation {
        store.observeChanges(handler)
    }

    public func observeLoadError(_ handler: @escaping @MainActor (StoreError?) -> Void) -> ChangeObservation {
        store.observeLoadError(handler)
    }

    public func moveBrokenFileAside() throws(StoreError) -> String? {
        try checkInstalled()
        return try store.moveBrokenFileAside()
    }

    public func lock(forKey key: SettingKey) -> String? { store.lock(forKey: key) }
    public func systemValue(forKey key: SettingKey) -> PlistValue? { store.systemValue(forKey: key) }
}
