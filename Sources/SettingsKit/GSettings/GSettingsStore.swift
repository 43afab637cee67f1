import CGLib
import FoundationEssentials

/// A store kept in GSettings (on Linux desktops, dconf): `--store gsettings:ID[:PATH]`.
///
/// Bundle keys are GSettings keys by `GSettingsKeyNames`, the mapping the schema written by
/// `bundle-settings schema` uses. The store holds the user's values (`g_settings_get_user_value`:
/// unset keys are nil, so the bundle's default shows, as with the file stores). Changes by
/// others arrive through GSettings' `changed` signal while the GLib main context runs on the
/// main thread (no file monitor); `flush` drains what is pending. A key GSettings says is not
/// writable (a dconf lock) is locked, with the administrator's value from the system database.
/// A value is made into its plist value when first asked for (`GSettingsUserValues`).
///
/// A schema that is not installed, or a relocatable one without a path, is a `loadError`
/// (checked before GSettings is asked, since `g_settings_new` aborts the process on both); a key
/// the schema lacks, or a value its type, range or choices refuse, is refused when written.
@MainActor
public final class GSettingsStore: SettingsStore {
    public let location: StoreLocation
    public let address: GSettingsAddress
    public private(set) var loadError: StoreError?
    public private(set) var diagnostics: [Diagnostic] = []
    private(set) var userValues = GSettingsUserValues()
    private let names: GSettingsKeyNames
    private let dateKeys: Set<SettingKey>
    private var schema: OpaquePointer?
    private var settings: UnsafeMutablePointer<GSettings>?
    /// What `settings` was made with, to make another for a change set (`setValues`).
    private let home: GSettingsBackendChoice
    private var relocatablePath: String?
    /// The path values live at: the one given, else the schema's own.
    private var path = ""
    private var signals: [GSettingsKeySignal] = []
    private let observers = StoreObservers<Set<SettingKey>>()
    /// The system databases' defaults last read (`systemValue`), by key: GSettings signals
    /// `changed` when one changes (dconf hears of `dconf update` on the system bus) while the
    /// user's value stays as it was, and the row must still show the new default.
    private var systemValues: [SettingKey: PlistValue] = [:]
    private let loadErrorObservers = StoreObservers<StoreError?>()
    /// Keys seen so far by name, so a `changed` signal for a key outside the bundle (one stored
    /// with `set --type`) still finds its key.
    private var seenKeys: [String: SettingKey] = [:]
    /// While a change set is applied, GSettings signals each of its keys: `setValues` reports
    /// them together once it is written instead.
    private var isApplyingChangeSet = false

    /// - Parameters:
    ///   - plan: the bundle's schema plan: its key names and which keys hold dates.
    ///   - schemaDirectory: a folder of compiled schemas to use instead of the default search
    ///     (`GSETTINGS_SCHEMA_DIR`, `XDG_DATA_DIRS`): for tests.
    ///   - backend: a GSettings backend instead of the default (dconf): for tests that cannot
    ///     start D-Bus, GLib's memory backend (`g_memory_settings_backend_new`).
    ///   - keyfile: the values are in this file of GLib's keyfile backend (a sandboxed Flatpak
    ///     application's, `FlatpakPlacement`), each write through a backend made for it that
    ///     reads the file just before (as `SchemaStore(pages:keyfile:)`, which says why).
    public init(address: GSettingsAddress, plan: GSettingsSchemaPlan? = nil, schemaDirectory: String? = nil,
                backend: UnsafeMutablePointer<GSettingsBackend>? = nil, keyfile: String? = nil) {
        self.address = address
        location = StoreLocation(path: address.text, format: .gsettings)
        names = plan?.names ?? GSettingsKeyNames(keys: [])
        dateKeys = Set(plan?.keys.filter(\.isDate).map(\.key) ?? [])
        home = GSettingsBackendChoice(backend: backend, keyfile: keyfile)
        do throws(StoreError) {
            let schema = try Self.lookUp(address, schemaDirectory: schemaDirectory)
            self.schema = schema
            let schemaPath = g_settings_schema_get_path(schema).map { String(cString: $0) }
            path = try Self.checkedPath(address, schemaPath: schemaPath)
            relocatablePath = schemaPath == nil ? path : nil
            settings = g_settings_new_full(schema, home.backend, relocatablePath)
        } catch {
            loadError = error
            return
        }
        for (key, name) in names.all { seenKeys[name] = key }
        connect()
        _ = userValues.takeAll(readAll())
        for (name, key) in seenKeys where hasKey(name) { systemValues[key] = systemValue(forKey: key) }
        diagnostics = (plan?.keys ?? []).compactMap { key in
            hasKey(key.name) ? nil : Diagnostic(.warning, file: address.text, key: key.key.text,
                "the GSettings schema \(address.schemaID) has no key \(key.name): install the schema `bundle-settings schema` makes for this bundle")
        }
    }

    isolated deinit {
        for connection in signals { connection.disconnect() }
        if let settings { g_object_unref(settings) }
        if let schema { g_settings_schema_unref(schema) }
    }

    public func value(forKey key: SettingKey) -> PlistValue? {
        userValues.value(forKey: key) { try? GSettingsValues.value(of: $0, isDate: dateKeys.contains(key)) }
    }

    public var allValues: [SettingKey: PlistValue] {
        var values: [SettingKey: PlistValue] = [:]
        for key in userValues.keys { values[key] = value(forKey: key) }
        return values
    }

    public func setValue(_ value: PlistValue?, forKey key: SettingKey) throws(StoreError) {
        try setValues([(key, value)])
    }

    /// Keys as one change (Restore Defaults and its Undo: several): written in GSettings'
    /// delay-apply mode, they reach dconf as one change set, so others see all of it or none,
    /// and the window waits for one round trip to dconf instead of one per key. Everything is
    /// checked first: a locked key or a value that does not fit refuses the whole change.
    ///
    /// The values reach dconf over D-Bus: this waits until they are written, so a command that
    /// exits next loses nothing. A write dconf never got or refused is said (`GSettingsWriteCheck`).
    public func setValues(_ changes: [(key: SettingKey, value: PlistValue?)]) throws(StoreError) {
        if let loadError { throw loadError }
        guard let settings, let schema else { return }
        var planned: [(key: SettingKey, name: String, variant: OpaquePointer?)] = []
        defer { for case let variant? in planned.map(\.variant) { g_variant_unref(variant) } }
        for (key, value) in changes {
            let name = try existingName(of: key)
            seenKeys[name] = key
            guard g_settings_is_writable(settings, name) != 0 else {
                throw StoreError(.inputOutput, path: address.text, tr("The GSettings key %1$s of %2$s is locked (dconf lock on %3$s): not changed.", name, address.schemaID, path + name))
            }
            var variant: OpaquePointer?
            if let value { variant = try self.variant(for: value, key: key, name: name) }
            // A key given twice: the last value wins, as it does in GSettings.
            if let earlier = planned.firstIndex(where: { $0.name == name }) {
                if let replaced = planned[earlier].variant { g_variant_unref(replaced) }
                planned.remove(at: earlier)
            }
            planned.append((key, name, variant))
        }
        guard !planned.isEmpty else { return }
        // A GSettings object stays in delay-apply mode for good: the change set gets its own,
        // through a keyfile's own writer (the values before and after read through it too).
        let writer = home.writer()
        let batch = g_settings_new_full(schema, writer.backend, relocatablePath)!
        defer { g_object_unref(UnsafeMutableRawPointer(batch)) }
        let before = planned.map { g_settings_get_user_value(batch, $0.name) }
        defer { for case let value? in before { g_variant_unref(value) } }
        // Only while GSettings signals the change set's own keys: others' changes arriving later
        // (an observer below may run the main loop) are heard as ever.
        isApplyingChangeSet = true
        g_settings_delay(batch)
        for item in planned {
            if let variant = item.variant { g_settings_set_value(batch, item.name, variant) } else { g_settings_reset(batch, item.name) }
        }
        g_settings_apply(batch)
        g_settings_sync()
        isApplyingChangeSet = false
        var changed: Set<SettingKey> = []
        var unsaved: [String] = []
        for (item, previous) in zip(planned, before) {
            let stored = g_settings_get_user_value(batch, item.name)
            defer { if let stored { g_variant_unref(stored) } }
            if GSettingsWriteCheck.wasLost(written: item.variant, before: previous, now: stored) { unsaved.append(item.name) }
            if userValues.take(readUserValue(item.name, from: batch), forKey: item.key) { changed.insert(item.key) }
        }
        if !changed.isEmpty { observers.notify(changed) }
        guard unsaved.isEmpty else {
            throw StoreError(.inputOutput, path: address.text,
                             tr("GSettings could not save %1$s of %2$s: the dconf service refused it (can it write its database?) or is not reachable on the D-Bus session bus.", unsaved.joined(separator: ", "), address.schemaID))
        }
    }

    public func flush() throws(StoreError) {
        if let loadError { throw loadError }
        while g_main_context_iteration(nil, 0) != 0 {}
        observers.notify(userValues.takeAll(readAll()))
    }

    public func observeChanges(_ handler: @escaping @MainActor (Set<SettingKey>) -> Void) -> ChangeObservation {
        observers.add(handler)
    }

    /// A schema is found or not when the store opens: the handler is never called.
    public func observeLoadError(_ handler: @escaping @MainActor (StoreError?) -> Void) -> ChangeObservation {
        loadErrorObservers.add(handler)
    }

    public func lock(forKey key: SettingKey) -> String? {
        guard let settings, let name = existingNameIfAny(of: key), g_settings_is_writable(settings, name) == 0 else { return nil }
        return "dconf lock on \(path)\(name)"
    }

    public func systemValue(forKey key: SettingKey) -> PlistValue? {
        guard let settings, let schema, let name = existingNameIfAny(of: key),
              let schemaKey = g_settings_schema_get_key(schema, name) else { return nil }
        defer { g_settings_schema_key_unref(schemaKey) }
        guard let effectiveDefault = g_settings_get_default_value(settings, name) else { return nil }
        defer { g_variant_unref(effectiveDefault) }
        let schemaDefault = g_settings_schema_key_get_default_value(schemaKey)
        defer { if let schemaDefault { g_variant_unref(schemaDefault) } }
        // The schema's own default is the bundle's; only a system database's differs.
        if let schemaDefault, g_variant_equal(UnsafeRawPointer(effectiveDefault), UnsafeRawPointer(schemaDefault)) != 0 { return nil }
        return try? GSettingsValues.value(of: effectiveDefault, isDate: dateKeys.contains(key))
    }

    /// The value GSettings would store for `value` under `key`, or why it would refuse it (not
    /// in the schema, wrong type, out of range or choices), without storing anything: what
    /// `import` checks.
    public func check(_ value: PlistValue, forKey key: SettingKey) throws(StoreError) {
        if let loadError { throw loadError }
        let name = try existingName(of: key)
        // `variant(for:key:name:)` answers a reference of our own (already sunk).
        g_variant_unref(try variant(for: value, key: key, name: name))
    }

    // MARK: Opening

    private static func lookUp(_ address: GSettingsAddress, schemaDirectory: String?) throws(StoreError) -> OpaquePointer {
        var source: OpaquePointer?
        if let schemaDirectory {
            var error: UnsafeMutablePointer<GError>?
            source = g_settings_schema_source_new_from_directory(schemaDirectory, nil, 1, &error)
            if source == nil {
                throw StoreError(.unreadable, path: address.text, tr("The GSettings schemas in %1$s cannot be read: %2$s", schemaDirectory, takeMessage(error)))
            }
        } else {
            source = g_settings_schema_source_get_default().map { g_settings_schema_source_ref($0) }
        }
        defer { if let source { g_settings_schema_source_unref(source) } }
        guard GSettingsSchemaWriter.isValidID(address.schemaID), let source,
              let schema = g_settings_schema_source_lookup(source, address.schemaID, 1) else {
            throw StoreError(.unreadable, path: address.text,
                tr("The GSettings schema %1$s is not installed (looked in GSETTINGS_SCHEMA_DIR and the glib-2.0/schemas folders of XDG_DATA_DIRS): make it with `bundle-settings schema --id %1$s`, install it and run glib-compile-schemas.", address.schemaID))
        }
        return schema
    }

    private static func checkedPath(_ address: GSettingsAddress, schemaPath: String?) throws(StoreError) -> String {
        if let given = address.path {
            guard GSettingsSchemaWriter.isValidPath(given) else {
                throw StoreError(.unreadable, path: address.text, tr("%s is not a GSettings path: it must start and end with / and hold no // and no control characters.", TerminalText.oneLine(given)))
            }
            if let schemaPath, schemaPath != given {
                throw StoreError(.unreadable, path: address.text, tr("The GSettings schema %1$s lives at %2$s, not %3$s: leave the path out.", address.schemaID, schemaPath, given))
            }
            return given
        }
        guard let schemaPath else {
            throw StoreError(.unreadable, path: address.text, tr("The GSettings schema %1$s is relocatable: give its path, as gsettings:%1$s:/path/to/it/.", address.schemaID))
        }
        return schemaPath
    }

    private func connect() {
        guard let settings else { return }
        signals.append(GSettingsKeySignal(settings, "changed") { [weak self] name in self?.changed(name) })
        signals.append(GSettingsKeySignal(settings, "writable-changed") { [weak self] name in self?.writableChanged(name) })
    }

    // MARK: Events

    private func changed(_ name: String) {
        guard !isApplyingChangeSet, let key = seenKeys[name] ?? names.key(named: name) else { return }
        let differs = userValues.take(readUserValue(name), forKey: key)
        let system = systemValue(forKey: key)
        guard differs || system != systemValues[key] else { return }
        systemValues[key] = system
        observers.notify([key])
    }

    /// A lock set or lifted: the value shown may change with it.
    private func writableChanged(_ name: String) {
        guard let key = seenKeys[name] ?? names.key(named: name) else { return }
        _ = userValues.take(readUserValue(name), forKey: key)
        observers.notify([key])
    }

    // MARK: Values

    private func readAll() -> [SettingKey: HeldVariant] {
        var values: [SettingKey: HeldVariant] = [:]
        for (name, key) in seenKeys where hasKey(name) {
            values[key] = readUserValue(name)
        }
        return values
    }

    private func readUserValue(_ name: String, from reader: UnsafeMutablePointer<GSettings>? = nil) -> HeldVariant? {
        guard let settings = reader ?? settings, hasKey(name) else { return nil }
        return g_settings_get_user_value(settings, name).map(HeldVariant.init(taking:))
    }

    private func variant(for value: PlistValue, key: SettingKey, name: String) throws(StoreError) -> OpaquePointer {
        guard let schema, let schemaKey = g_settings_schema_get_key(schema, name) else { throw missing(key, name) }
        defer { g_settings_schema_key_unref(schemaKey) }
        let type = Self.typeString(of: schemaKey)
        let variant: OpaquePointer
        do throws(GSettingsValues.Misfit) {
            variant = try GSettingsValues.variant(for: value, type: type, isDate: dateKeys.contains(key))
        } catch {
            // Translators: %1$s is the bundle's key, %2$s the GSettings key, %3$s the schema ID, %4$s the technical reason (in English).
            throw StoreError(.unrepresentable, path: address.text, tr("%1$s does not fit the GSettings key %2$s of %3$s: %4$s.", key, name, address.schemaID, error.reason))
        }
        g_variant_ref_sink(variant)
        guard g_settings_schema_key_range_check(schemaKey, variant) != 0 else {
            g_variant_unref(variant)
            throw StoreError(.unrepresentable, path: address.text, tr("%1$s does not fit the GSettings key %2$s of %3$s: %4$s is outside its range or choices.", key, name, address.schemaID, value.plainText))
        }
        return variant
    }

    private static func typeString(of schemaKey: OpaquePointer) -> String {
        guard let type = g_settings_schema_key_get_value_type(schemaKey) else { return "" }
        return String(cString: g_variant_type_peek_string(type)).prefix(Int(g_variant_type_get_string_length(type))).description
    }

    private func hasKey(_ name: String) -> Bool {
        guard let schema else { return false }
        return g_settings_schema_has_key(schema, name) != 0
    }

    private func existingNameIfAny(of key: SettingKey) -> String? {
        let name = names.name(of: key)
        return hasKey(name) ? name : nil
    }

    private func existingName(of key: SettingKey) throws(StoreError) -> String {
        guard let name = existingNameIfAny(of: key) else { throw missing(key, names.name(of: key)) }
        return name
    }

    private func missing(_ key: SettingKey, _ name: String) -> StoreError {
        StoreError(.unrepresentable, path: address.text,
                   tr("The GSettings schema %1$s has no key %2$s (for %3$s): install the schema `bundle-settings schema` makes for this bundle.", address.schemaID, name, key))
    }
}
