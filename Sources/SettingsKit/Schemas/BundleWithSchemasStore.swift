/// The values of a `BundleWithSchemas` session: the bundle's keys in the bundle's store, the
/// schemas' keys (`gsettings:…`) in GSettings (`SchemaStore`), each key in the one store that
/// holds it. The bundle's store says where the session's values are (its location, its file's
/// problems); a change of either is a change of the session.
@MainActor
public final class BundleWithSchemasStore: SettingsStore {
    public let bundle: any SettingsStore
    public let schemas: SchemaStore

    public init(bundle: any SettingsStore, schemas: SchemaStore) {
        self.bundle = bundle
        self.schemas = schemas
    }

    private func store(of key: SettingKey) -> any SettingsStore {
        BundleWithSchemas.isSchemas(key.text) ? schemas : bundle
    }

    public var location: StoreLocation { bundle.location }
    public var loadError: StoreError? { bundle.loadError }
    public var diagnostics: [Diagnostic] { bundle.diagnostics }
    public func diagnostics(forKeys keys: [SettingKey]) -> [Diagnostic] { bundle.diagnostics(forKeys: keys) }
    public var unreadableValues: [SettingKey: String] { bundle.unreadableValues }
    public var followsChanges: Bool { bundle.followsChanges }

    public func value(forKey key: SettingKey) -> PlistValue? { store(of: key).value(forKey: key) }

    public var allValues: [SettingKey: PlistValue] { bundle.allValues.merging(schemas.allValues) { own, _ in own } }

    public func setValue(_ value: PlistValue?, forKey key: SettingKey) throws(StoreError) {
        try store(of: key).setValue(value, forKey: key)
    }

    /// Each store's share is checked first, so a refusal by either writes nothing.
    public func setValues(_ changes: [(key: SettingKey, value: PlistValue?)]) throws(StoreError) {
        let own = changes.filter { !BundleWithSchemas.isSchemas($0.key.text) }
        let theirs = changes.filter { BundleWithSchemas.isSchemas($0.key.text) }
        for case let (key, value?) in own { try bundle.check(value, forKey: key) }
        for case let (key, value?) in theirs { try schemas.check(value, forKey: key) }
        if !own.isEmpty { try bundle.setValues(own) }
        if !theirs.isEmpty { try schemas.setValues(theirs) }
    }

    public func check(_ value: PlistValue, forKey key: SettingKey) throws(StoreError) { try store(of: key).check(value, forKey: key) }

    public func flush() throws(StoreError) {
        try bundle.flush()
        try schemas.flush()
    }

    public func observeChanges(_ handler: @escaping @MainActor (Set<SettingKey>) -> Void) -> ChangeObservation {
        let observations = [bundle.observeChanges(handler), schemas.observeChanges(handler)]
        return ChangeObservation { for observation in observations { observation.cancel() } }
    }

    public func observeLoadError(_ handler: @escaping @MainActor (StoreError?) -> Void) -> ChangeObservation {
        bundle.observeLoadError(handler)
    }

    public func moveBrokenFileAside() throws(StoreError) -> String? { try bundle.moveBrokenFileAside() }

    public func lock(forKey key: SettingKey) -> String? { store(of: key).lock(forKey: key) }

    public func systemValue(forKey key: SettingKey) -> PlistValue? { store(of: key).systemValue(forKey: key) }
}
