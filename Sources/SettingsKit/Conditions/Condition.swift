/// `BSVisibleIf` / `BSEnabledIf`: when a row or group is shown or editable, in terms of other
/// keys' effective values. Values compare as Foundation's `isEqual:` does (`true == 1`), as the
/// store holds what a toggle's `TrueValue` says, whatever its type.
public indirect enum Condition: Sendable, Equatable {
    case equals(SettingKey, PlistValue)
    case notEquals(SettingKey, PlistValue)
    case isIn(SettingKey, [PlistValue])
    /// `IsSet: true` holds when the key has an effective value (stored, system or default).
    case isSet(SettingKey, Bool)
    case all([Condition])
    case any([Condition])
    case not(Condition)

    /// Every key the condition reads.
    public var keys: Set<SettingKey> {
        var keys: Set<SettingKey> = []
        collectKeys(into: &keys)
        return keys
    }

    private func collectKeys(into keys: inout Set<SettingKey>) {
        switch self {
        case .equals(let key, _), .notEquals(let key, _), .isIn(let key, _), .isSet(let key, _): keys.insert(key)
        case .all(let parts), .any(let parts): for part in parts { part.collectKeys(into: &keys) }
        case .not(let inner): inner.collectKeys(into: &keys)
        }
    }

    /// Whether the condition holds, `value` giving each key's effective value (nil: none).
    /// A comparison with a key that has no value holds only for `NotEquals` and `IsSet: false`.
    public func holds(_ value: (SettingKey) -> PlistValue?) -> Bool {
        switch self {
        case .equals(let key, let expected):
            return value(key).map { $0.isFoundationEqual(to: expected) } ?? false
        case .notEquals(let key, let expected):
            return !(value(key).map { $0.isFoundationEqual(to: expected) } ?? false)
        case .isIn(let key, let candidates):
            guard let actual = value(key) else { return false }
            return candidates.contains { actual.isFoundationEqual(to: $0) }
        case .isSet(let key, let expected):
            return (value(key) != nil) == expected
        case .all(let parts):
            return parts.allSatisfy { $0.holds(value) }
        case .any(let parts):
            return parts.contains { $0.holds(value) }
        case .not(let inner):
            return !inner.holds(value)
        }
    }

    /// The comparisons of the condition, with the values each compares its key with: what
    /// `validate` checks against the values a key can have.
    public var comparisons: [(key: SettingKey, values: [PlistValue])] {
        switch self {
        case .equals(let key, let value), .notEquals(let key, let value): [(key, [value])]
        case .isIn(let key, let values): [(key, values)]
        case .isSet: []
        case .all(let parts), .any(let parts): parts.flatMap(\.comparisons)
        case .not(let inner): inner.comparisons
        }
    }

    /// The condition as the bundle writes it (`{Key, Equals}`, `{All: […]}`), for `dump`.
    public var propertyList: PlistValue {
        switch self {
        case .equals(let key, let value): .dictionary(["Key": .string(key.text), "Equals": value])
        case .notEquals(let key, let value): .dictionary(["Key": .string(key.text), "NotEquals": value])
        case .isIn(let key, let values): .dictionary(["Key": .string(key.text), "In": .array(values)])
        case .isSet(let key, let flag): .dictionary(["Key": .string(key.text), "IsSet": .bool(flag)])
        case .all(let parts): .dictionary(["All": .array(parts.map(\.propertyList))])
        case .any(let parts): .dictionary(["Any": .array(parts.map(\.propertyList))])
        case .not(let inner): .dictionary(["Not": inner.propertyList])
        }
    }
}
