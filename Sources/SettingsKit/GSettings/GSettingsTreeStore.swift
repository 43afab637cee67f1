import CGLib
import CGioOnDemand

/// A bundle's store in a GSettings schema that has `<child>` schemas: a key `CHILD/KEY` lives in
/// the child `CHILD`'s schema, at the path the `<child>` gives it, as the schema's own pages name
/// it (`SchemaPages`); the other keys in the schema itself. This is how a bundle made by
/// `bundle --from-schema` reaches every key of the schema's tree through `gsettings:ID`. Each
/// schema is a `GSettingsStore` of its own: a change of keys of several schemas is one change
/// set per schema, and locks, system defaults and others' changes are each schema's.
///
/// `open` makes one only for a bundle with keys under a child's name; every other bundle keeps
/// the plain `GSettingsStore`, its keys named as ever.
@MainActor
public final class GSettingsTreeStore: SettingsStore {
    private let root: GSettingsStore
    /// Each child with keys in the bundle: its prefix (`spell/`) and its store.
    private let children: [(prefix: String, store: any SettingsStore)]
    private let observers = StoreObservers<Set<SettingKey>>()
    private var observations: [ChangeObservation] = []

    /// The store for `plan`'s keys in the schema at `address`.
    /// `schemaDirectory` and `keyfile` as `GSettingsStore` takes them (a Flatpak application's).
    public static func open(address: GSettingsAddress, plan: GSettingsSchemaPlan,
                            backend: UnsafeMutablePointer<GSettingsBackend>? = nil,
                            schemaDirectory: String? = nil, keyfile: String? = nil) -> any SettingsStore {
        let children = childAddresses(of: address, schemaDirectory: schemaDirectory).filter { child in plan.keys.contains { $0.key.text.hasPrefix(child.name + "/") } }
        guard !children.isEmpty else {
            return GSettingsStore(address: address, plan: plan, schemaDirectory: schemaDirectory, backend: backend, keyfile: keyfile)
        }
        let prefixes = children.map { $0.name + "/" }
        let own = plan.keys.filter { key in !prefixes.contains { key.key.text.hasPrefix($0) } }
        return GSettingsTreeStore(root: GSettingsStore(address: address, plan: GSettingsSchemaPlan(keys: own), schemaDirectory: schemaDirectory,
                                                       backend: backend, keyfile: keyfile),
                                  children: children.map { child in
                                      let prefix = child.name + "/"
                                      return (prefix, open(address: child.address, plan: plan.keys(under: prefix), backend: backend,
                                                           schemaDirectory: schemaDirectory, keyfile: keyfile))
                                  })
    }

    private init(root: GSettingsStore, children: [(prefix: String, store: any SettingsStore)]) {
        self.root = root
        self.children = children
        observations.append(root.observeChanges { [weak self] keys in self?.observers.notify(keys) })
        for (prefix, store) in children {
            observations.append(store.observeChanges { [weak self] keys in self?.observers.notify(Set(keys.map { SettingKey(prefix + $0.text) })) })
        }
    }

    public var location: StoreLocation { root.location }
    public var loadError: StoreError? { root.loadError }
    public var diagnostics: [Diagnostic] { root.diagnostics + children.flatMap(\.store.diagnostics) }

    public var allValues: [SettingKey: PlistValue] {
        var values = root.allValues
        for (prefix, store) in children {
            for (key, value) in store.allValues { values[SettingKey(prefix + key.text)] = value }
        }
        return values
    }

    public func value(forKey key: SettingKey) -> PlistValue? {
        let (store, own) = place(of: key)
        return store.value(forKey: own)
    }

    public func setValue(_ value: PlistValue?, forKey key: SettingKey) throws(StoreError) {
        try setValues([(key, value)])
    }

    /// Every value is checked first, so one refusal writes nothing; then each schema's keys are
    /// written as one change set.
    public func setValues(_ changes: [(key: SettingKey, value: PlistValue?)]) throws(StoreError) {
        var byStore: [ObjectIdentifier: (store: any SettingsStore, changes: [(key: SettingKey, value: PlistValue?)])] = [:]
        for (key, value) in changes {
            let (store, own) = place(of: key)
            if let lock = store.lock(forKey: own) {
                throw StoreError(.inputOutput, path: location.path, tr("%1$s is locked (%2$s): not changed.", key.text, lock))
            }
            if let value { try store.check(value, forKey: own) }
            byStore[ObjectIdentifier(store), default: (store, [])].changes.append((own, value))
        }
        for (store, changes) in byStore.values { try store.setValues(changes) }
    }

    public func check(_ value: PlistValue, forKey key: SettingKey) throws(StoreError) {
        let (store, own) = place(of: key)
        try store.check(value, forKey: own)
    }

    public func flush() throws(StoreError) {
        try root.flush()
        for (_, store) in children { try store.flush() }
    }

    public func observeChanges(_ handler: @escaping @MainActor (Set<SettingKey>) -> Void) -> ChangeObservation {
        observers.add(handler)
    }

    public func observeLoadError(_ handler: @escaping @MainActor (StoreError?) -> Void) -> ChangeObservation {
        root.observeLoadError(handler)
    }

    public func lock(forKey key: SettingKey) -> String? {
        let (store, own) = place(of: key)
        return store.lock(forKey: own)
    }

    public func systemValue(forKey key: SettingKey) -> PlistValue? {
        let (store, own) = place(of: key)
        return store.systemValue(forKey: own)
    }

    /// The store `key` lives in, and its name there.
    private func place(of key: SettingKey) -> (any SettingsStore, SettingKey) {
        for (prefix, store) in children where key.text.hasPrefix(prefix) {
            return (store, SettingKey(String(key.text.dropFirst(prefix.count))))
        }
        return (root, key)
    }

    /// The `<child>` schemas of the schema at `address`, each with the address GLib gives it
    /// (only a GSettings object says a child's schema and path: one on a memory backend, which
    /// reads nothing from dconf). None when the schema is not installed or has no path.
    /// `schemaDirectory`: the folder its schemas are compiled in (a Flatpak application's
    /// deployment, whose schemas GLib's default source does not hold), else GLib's default.
    private static func childAddresses(of address: GSettingsAddress, schemaDirectory: String?) -> [(name: String, address: GSettingsAddress)] {
        let source = schemaDirectory.map { g_settings_schema_source_new_from_directory($0, nil, 1, nil) }
            ?? g_settings_schema_source_get_default().map { g_settings_schema_source_ref($0) }
        guard let source else { return [] }
        defer { g_settings_schema_source_unref(source) }
        guard let schema = g_settings_schema_source_lookup(source, address.schemaID, 1) else { return [] }
        defer { g_settings_schema_unref(schema) }
        let fixedPath = g_settings_schema_get_path(schema)
        guard fixedPath != nil || address.path != nil else { return [] }
        let backend = g_memory_settings_backend_new()
        defer { g_object_unref(UnsafeMutableRawPointer(backend)) }
        guard let settings = g_settings_new_full(schema, backend, fixedPath == nil ? address.path : nil) else { return [] }
        defer { g_object_unref(settings) }
        let names = g_settings_schema_list_children(schema)
        defer { g_strfreev(names) }
        return InstalledSchemas.strings(names).compactMap { name in
            guard let child = g_settings_get_child(settings, name) else { return nil }
            defer { g_object_unref(child) }
            guard let childSchema = bs_settings_get_schema(child) else { return nil }
            defer { g_settings_schema_unref(childSchema) }
            guard let path = bs_settings_get_path(child) else { return nil }
            defer { g_free(path) }
            return (name, GSettingsAddress(schemaID: String(cString: g_settings_schema_get_id(childSchema)), path: String(cString: path)))
        }
    }
}

extension GSettingsSchemaPlan {
    /// A plan of `keys` as they are: a part of a bundle's plan, for one schema of a tree.
    init(keys: [GSettingsKeyPlan]) {
        self.keys = keys
        names = GSettingsKeyNames(keys: keys.map(\.key))
        diagnostics = []
    }

    /// The plan of the keys under `prefix` (`spell/`), named without it.
    func keys(under prefix: String) -> GSettingsSchemaPlan {
        GSettingsSchemaPlan(keys: keys.filter { $0.key.text.hasPrefix(prefix) }.map { plan in
            var own = plan
            own.key = SettingKey(String(plan.key.text.dropFirst(prefix.count)))
            own.name = GSettingsKeyNames.baseName(of: own.key)
            return own
        })
    }
}
