/// The user values a GSettings store holds (`SchemaStore`, `GSettingsStore`): each key's as
/// GSettings last gave it (`HeldVariant`; a key without one is absent), made into its plist
/// value (for a schema, GVariant text for most containers) the first time it is asked for. A
/// 10 MB `a{sv}` cache in dconf is then made only by what shows or prints it, not by `get` of
/// another key (1.80 billion instructions to 26.6 million, `script/bench-large-value`), and a
/// change is told by the variants' bytes, without making either.
struct GSettingsUserValues {
    private var held: [SettingKey: HeldVariant] = [:]
    /// What the values asked for so far were made into (nil inside: no user value, or one that
    /// is no plist value); a key is dropped when its user value changes.
    private(set) var made: [SettingKey: PlistValue?] = [:]

    /// The keys with a user value.
    var keys: [SettingKey] { Array(held.keys) }

    /// `key`'s value, made by `make` from its variant the first time it is asked for.
    mutating func value(forKey key: SettingKey, make: (OpaquePointer) -> PlistValue?) -> PlistValue? {
        if let value = made[key] { return value }
        guard let variant = held[key] else { return nil }
        let value = make(variant.variant)
        made[key] = value
        return value
    }

    /// Takes `fresh` as `key`'s user value; answers whether it differs from the one held, whose
    /// made value then goes.
    mutating func take(_ fresh: HeldVariant?, forKey key: SettingKey) -> Bool {
        guard !HeldVariant.same(fresh, held[key]) else { return false }
        held[key] = fresh
        made[key] = nil
        return true
    }

    /// Takes every key's value read again; answers the keys whose values changed.
    mutating func takeAll(_ fresh: [SettingKey: HeldVariant]) -> Set<SettingKey> {
        var changed: Set<SettingKey> = []
        for key in Set(fresh.keys).union(held.keys) where take(fresh[key], forKey: key) { changed.insert(key) }
        return changed
    }
}
