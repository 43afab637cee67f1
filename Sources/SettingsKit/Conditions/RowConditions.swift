/// The conditions a row is under: its own `BSVisibleIf`/`BSEnabledIf` and those of the group
/// whose section it is in (a group's condition covers its rows).
public struct RowConditions: Sendable, Equatable {
    public var visibleIf: Condition?
    public var enabledIf: Condition?
    public var groupVisibleIf: Condition?
    public var groupEnabledIf: Condition?

    public init(visibleIf: Condition? = nil, enabledIf: Condition? = nil) {
        self.visibleIf = visibleIf
        self.enabledIf = enabledIf
    }

    public var isEmpty: Bool { self == RowConditions() }

    /// The keys whose changes may show, hide, enable or disable the row.
    public var keys: Set<SettingKey> {
        [visibleIf, enabledIf, groupVisibleIf, groupEnabledIf].reduce(into: []) { keys, condition in
            if let condition { keys.formUnion(condition.keys) }
        }
    }

    public func isShown(_ value: (SettingKey) -> PlistValue?) -> Bool {
        (groupVisibleIf?.holds(value) ?? true) && (visibleIf?.holds(value) ?? true)
    }

    public func isEnabled(_ value: (SettingKey) -> PlistValue?) -> Bool {
        (groupEnabledIf?.holds(value) ?? true) && (enabledIf?.holds(value) ?? true)
    }
}
