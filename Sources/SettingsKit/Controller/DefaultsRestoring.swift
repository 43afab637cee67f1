/// Restore Defaults as one undoable action: every user value of the bundle's keys goes at once,
/// and what went is kept so that Undo can put it back exactly.
@MainActor
public protocol DefaultsRestoring: SettingsSession {
    /// Removes the user value of every key the bundle declares for the user to set, on every
    /// page reachable from Root (list groups' arrays included); locked keys keep theirs, and so
    /// do the keys of rows that only show a value. Answers what was removed.
    func restoreDefaults() throws(SettingsError) -> RemovedUserValues
    /// Stores again what `restoreDefaults` removed (keys locked since are left alone).
    func putBack(_ removed: RemovedUserValues) throws(SettingsError)
}

/// The user values Restore Defaults removed, in the order the bundle declares their keys.
public struct RemovedUserValues: Sendable, Equatable {
    public let entries: [Entry]

    public struct Entry: Sendable, Equatable {
        public let key: SettingKey
        public let value: PlistValue
    }

    public init(_ entries: [Entry]) { self.entries = entries }

    public var isEmpty: Bool { entries.isEmpty }
    public var keys: [SettingKey] { entries.map(\.key) }
}

extension SettingsController: DefaultsRestoring {
    public func restoreDefaults() throws(SettingsError) -> RemovedUserValues {
        let removed = RemovedUserValues(declaredKeys.compactMap { key in
            guard lock(forKey: key) == nil, rows(forKey: key).contains(where: Self.userSets),
                  let value = store.value(forKey: key) else { return nil }
            return .init(key: key, value: value)
        })
        try write(removed.entries.map { ($0.key, nil) })
        return removed
    }

    public func putBack(_ removed: RemovedUserValues) throws(SettingsError) {
        try write(removed.entries.filter { lock(forKey: $0.key) == nil }.map { ($0.key, $0.value) })
    }

    /// Whether the user sets the row's value. Title values and button titles show what the
    /// application stores (its version, an account's state): not the user's to restore.
    private static func userSets(_ row: Row) -> Bool {
        if case .listGroup = row.kind { return true }
        return row.kind.isEditable
    }

    /// One write of the store: a file store changes its file once (all or nothing), and
    /// observers hear of every key at once.
    private func write(_ changes: [(key: SettingKey, value: PlistValue?)]) throws(SettingsError) {
        do {
            try store.setValues(changes)
        } catch {
            throw SettingsError(.storeFailure, tr("Not saved: %s", error.description))
        }
    }
}
