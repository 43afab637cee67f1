import CGLib
import FoundationEssentials

/// The values of an installed schema's tree (`SchemaPages`), kept where the application keeps
/// them: GSettings (dconf), one GSettings object per schema of the tree at its path. A key of a
/// child page (`CHILD/KEY`) lives in that child's schema.
///
/// As the bundle's `GSettingsStore`: the user's values (`g_settings_get_user_value`; unset keys
/// are nil, so the schema's default shows); a default a system database or a translation
/// (`l10n`) gives is the system value; a key GSettings says is not writable is locked (a dconf
/// lock); changes by others arrive through GSettings' `changed` signal while the main loop runs.
/// A value the key's type, range or choices refuse is refused, and nothing is written.
///
/// A value is made into the row's (`SchemaValues`: GVariant text for most containers) when it
/// is first asked for (`GSettingsUserValues`): `get` of one key, or a window on one page, makes
/// only those.
@MainActor
public final class SchemaStore: SettingsStore {
    public let location: StoreLocation
    public let loadError: StoreError? = nil
    public let diagnostics: [Diagnostic] = []
    private struct Node {
        var prefix: String
        var schema: OpaquePointer
        var settings: UnsafeMutablePointer<GSettings>
        var path: String
        var schemaID: String
    }
    private var nodes: [Node] = []
    private let home: GSettingsBackendChoice
    private var signals: [GSettingsKeySignal] = []
    private let observers = StoreObservers<Set<SettingKey>>()
    private(set) var userValues = GSettingsUserValues()
    private var systemValues: [SettingKey: PlistValue] = [:]

    /// `backend`: a GSettings backend instead of the default (dconf), for tests that cannot
    /// start D-Bus (GLib's memory backend).
    public convenience init(pages: SchemaPages, backend: UnsafeMutablePointer<GSettingsBackend>? = nil) {
        self.init(pages: pages, backend: backend, keyfile: nil)
    }

    /// The values in `keyfile`, a file of GLib's keyfile backend (root path `/`, a key
    /// `/org/example/app/name` in the group `org/example/app`), where a sandboxed Flatpak
    /// application keeps them (`FlatpakSandboxFolder.settingsKeyfile`); followed live as GLib
    /// follows it (a file monitor). The application may write the file at any moment, and GLib's
    /// backend writes the whole file from what it last read: so each write here goes through a
    /// backend of its own, made for it, which reads the file just before writing, and a value the
    /// application wrote a moment before (not yet seen by this store's backend) is kept.
    public convenience init(pages: SchemaPages, keyfile: String) {
        self.init(pages: pages, backend: nil, keyfile: keyfile)
    }

    private init(pages: SchemaPages, backend: UnsafeMutablePointer<GSettingsBackend>?, keyfile: String?) {
        location = StoreLocation(path: GSettingsAddress(schemaID: pages.schemaID).text, format: .gsettings)
        home = GSettingsBackendChoice(backend: backend, keyfile: keyfile)
        for node in pages.nodes {
            guard let schema = pages.installed.lookUp(node.schemaID) else { continue }
            let relocatable = g_settings_schema_get_path(schema) == nil
            let settings = g_settings_new_full(schema, home.backend, relocatable ? node.path : nil)!
            nodes.append(Node(prefix: node.pageName.isEmpty ? "" : node.pageName + "/", schema: schema, settings: settings,
                              path: node.path, schemaID: node.schemaID))
        }
        for index in nodes.indices {
            let prefix = nodes[index].prefix
            signals.append(GSettingsKeySignal(nodes[index].settings, "changed") { [weak self] name in self?.changed(SettingKey(prefix + name)) })
            signals.append(GSettingsKeySignal(nodes[index].settings, "writable-changed") { [weak self] name in self?.changed(SettingKey(prefix + name), force: true) })
        }
        _ = userValues.takeAll(readAll())
        for key in allKeys() { systemValues[key] = systemValue(forKey: key) }
    }

    isolated deinit {
        for connection in signals { connection.disconnect() }
        for node in nodes {
            g_object_unref(node.settings)
            g_settings_schema_unref(node.schema)
        }
    }

    public func value(forKey key: SettingKey) -> PlistValue? {
        userValues.value(forKey: key) { variant in
            guard let (index, name) = try? place(of: key) else { return nil }
            return SchemaValues.value(of: variant, type: typeString(node: index, name: name))
        }
    }

    /// Every value made, as `list`, `dump` and `import` ask.
    public var allValues: [SettingKey: PlistValue] {
        var values: [SettingKey: PlistValue] = [:]
        for key in userValues.keys { values[key] = value(forKey: key) }
        return values
    }

    public func setValue(_ value: PlistValue?, forKey key: SettingKey) throws(StoreError) {
        try setValues([(key, value)])
    }

    /// Every value is checked first (lock, type, range): one refusal writes nothing. The
    /// schemas' changes are each one change set (delay-apply), written before this returns; a
    /// write dconf never got or refused (`GSettingsWriteCheck`) is an error, not a silent no-op.
    public func setValues(_ changes: [(key: SettingKey, value: PlistValue?)]) throws(StoreError) {
        var planned: [(node: Int, name: String, key: SettingKey, variant: OpaquePointer?)] = []
        defer { for case let variant? in planned.map(\.variant) { g_variant_unref(variant) } }
        for (key, value) in changes {
            let (index, name) = try place(of: key)
            guard g_settings_is_writable(nodes[index].settings, name) != 0 else {
                throw StoreError(.inputOutput, path: location.path, tr("The GSettings key %1$s of %2$s is locked (dconf lock on %3$s): not changed.", name, nodes[index].schemaID, nodes[index].path + name))
            }
            planned.append((index, name, key, try value.map { value throws(StoreError) in try variant(for: value, node: index, name: name) }))
        }
        let writer = home.writer()
        var changed: Set<SettingKey> = []
        var unsaved: [String] = []
        for index in Set(planned.map(\.node)) {
            let batch = g_settings_new_full(nodes[index].schema, writer.backend, g_settings_schema_get_path(nodes[index].schema) == nil ? nodes[index].path : nil)!
            defer { g_object_unref(UnsafeMutableRawPointer(batch)) }
            let items = planned.filter { $0.node == index }
            let before = items.map { g_settings_get_user_value(batch, $0.name) }
            defer { for case let value? in before { g_variant_unref(value) } }
            g_settings_delay(batch)
            for item in items {
                if let variant = item.variant { g_settings_set_value(batch, item.name, variant) } else { g_settings_reset(batch, item.name) }
            }
            g_settings_apply(batch)
            g_settings_sync()
            // Read back through the writer: this store's own backend learns of a keyfile's
            // change only when its monitor reports it.
            for (item, previous) in zip(items, before) {
                let stored = g_settings_get_user_value(batch, item.name)
                defer { if let stored { g_variant_unref(stored) } }
                if GSettingsWriteCheck.wasLost(written: item.variant, before: previous, now: stored) { unsaved.append(item.key.text) }
                if userValues.take(readUserValue(batch, node: index, name: item.name), forKey: item.key) { changed.insert(item.key) }
            }
        }
        if !changed.isEmpty { observers.notify(changed) }
        guard unsaved.isEmpty else {
            throw StoreError(.inputOutput, path: location.path,
                             tr("GSettings could not save %1$s of %2$s: the dconf service refused it (can it write its database?) or is not reachable on the D-Bus session bus.", unsaved.joined(separator: ", "), nodes.first?.schemaID ?? ""))
        }
    }

    public func check(_ value: PlistValue, forKey key: SettingKey) throws(StoreError) {
        let (index, name) = try place(of: key)
        g_variant_unref(try variant(for: value, node: index, name: name))
    }

    public func flush() throws(StoreError) {
        while g_main_context_iteration(nil, 0) != 0 {}
        observers.notify(userValues.takeAll(readAll()))
    }

    public func observeChanges(_ handler: @escaping @MainActor (Set<SettingKey>) -> Void) -> ChangeObservation {
        observers.add(handler)
    }

    /// The schemas are found when the pages are read: the handler is never called.
    public func observeLoadError(_ handler: @escaping @MainActor (StoreError?) -> Void) -> ChangeObservation {
        ChangeObservation {}
    }

    public func lock(forKey key: SettingKey) -> String? {
        guard let (index, name) = try? place(of: key), g_settings_is_writable(nodes[index].settings, name) == 0 else { return nil }
        return "dconf lock on \(nodes[index].path)\(name)"
    }

    /// The default GSettings gives when it differs from the schema's own: a system database's,
    /// or a translated default (`l10n`).
    public func systemValue(forKey key: SettingKey) -> PlistValue? {
        guard let (index, name) = try? place(of: key), let schemaKey = g_settings_schema_get_key(nodes[index].schema, name) else { return nil }
        defer { g_settings_schema_key_unref(schemaKey) }
        guard let effective = g_settings_get_default_value(nodes[index].settings, name) else { return nil }
        defer { g_variant_unref(effective) }
        let own = g_settings_schema_key_get_default_value(schemaKey)
        defer { if let own { g_variant_unref(own) } }
        if let own, g_variant_equal(UnsafeRawPointer(effective), UnsafeRawPointer(own)) != 0 { return nil }
        return SchemaValues.value(of: effective, type: typeString(node: index, name: name))
    }

    // MARK: Private

    private func changed(_ key: SettingKey, force: Bool = false) {
        guard let (index, name) = try? place(of: key) else { return }
        let differs = userValues.take(readUserValue(node: index, name: name), forKey: key)
        let system = systemValue(forKey: key)
        guard force || differs || system != systemValues[key] else { return }
        systemValues[key] = system
        observers.notify([key])
    }

    private func place(of key: SettingKey) throws(StoreError) -> (Int, String) {
        let text = key.text
        let slash = text.lastIndex(of: "/")
        let prefix = slash.map { String(text[...$0]) } ?? ""
        let name = slash.map { String(text[text.index(after: $0)...]) } ?? text
        guard let index = nodes.firstIndex(where: { $0.prefix == prefix }), g_settings_schema_has_key(nodes[index].schema, name) != 0 else {
            throw StoreError(.unrepresentable, path: location.path, tr("The GSettings schema %1$s has no key %2$s.", nodes.first?.schemaID ?? "", text))
        }
        return (index, name)
    }

    private func allKeys() -> [SettingKey] {
        nodes.flatMap { node in
            let keys = g_settings_schema_list_keys(node.schema)
            defer { g_strfreev(keys) }
            return InstalledSchemas.strings(keys).map { SettingKey(node.prefix + $0) }
        }
    }

    private func readAll() -> [SettingKey: HeldVariant] {
        var values: [SettingKey: HeldVariant] = [:]
        for key in allKeys() {
            guard let (index, name) = try? place(of: key) else { continue }
            values[key] = readUserValue(node: index, name: name)
        }
        return values
    }

    private func readUserValue(_ settings: UnsafeMutablePointer<GSettings>? = nil, node index: Int, name: String) -> HeldVariant? {
        g_settings_get_user_value(settings ?? nodes[index].settings, name).map(HeldVariant.init(taking:))
    }

    private func typeString(node index: Int, name: String) -> String {
        guard let schemaKey = g_settings_schema_get_key(nodes[index].schema, name) else { return "" }
        defer { g_settings_schema_key_unref(schemaKey) }
        return SchemaKeyDescription.typeString(g_settings_schema_key_get_value_type(schemaKey))
    }

    private func variant(for value: PlistValue, node index: Int, name: String) throws(StoreError) -> OpaquePointer {
        let schemaID = nodes[index].schemaID
        guard let schemaKey = g_settings_schema_get_key(nodes[index].schema, name) else {
            throw StoreError(.unrepresentable, path: location.path, tr("The GSettings schema %1$s has no key %2$s.", schemaID, name))
        }
        defer { g_settings_schema_key_unref(schemaKey) }
        let type = SchemaKeyDescription.typeString(g_settings_schema_key_get_value_type(schemaKey))
        let variant: OpaquePointer
        switch SchemaValues.variant(for: value, type: type) {
        case .success(let made): variant = made
        case .failure(let misfit):
            // Translators: %1$s is a GSettings key, %2$s its schema ID, %3$s the technical reason (in English).
            throw StoreError(.unrepresentable, path: location.path, tr("The GSettings key %1$s of %2$s does not take this value: %3$s.", name, schemaID, misfit.reason))
        }
        guard g_settings_schema_key_range_check(schemaKey, variant) != 0 else {
            g_variant_unref(variant)
            throw StoreError(.unrepresentable, path: location.path, tr("The GSettings key %1$s of %2$s does not take %3$s: it is outside its range or choices.", name, schemaID, Diagnostic.echo(value.plainText)))
        }
        return variant
    }
}
