/// Restore Defaults as one undoable action: every user value of the bundle's keys goes at once,
/// and what went is kept so that Undo can put it back exactly.
@MainActor
public protocol DefaultsRestoring: SettingsSession {
    /// Removes the user value of every key the bundle declares, on every page reachable from
    /// Root (list groups' arrays included); locked keys keep theirs. Answers what was removed.
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
        var removed: [RemovedUserValues.Entry] = []
        for key in declaredKeys where administrator.lockFile(forKey: key) == nil {
            guard let value = store.value(forKey: key) else { continue }
            do {
                try reset(keys: [key])
            } catch {
                // Half a restore is worse than none: what already went comes back.
                try? putBack(RemovedUserValues(removed))
                throw error
            }
            removed.append(.init(key: key, value: value))
        }
        return RemovedUserValues(removed)
    }

    public func putBack(_ removed: RemovedUserValues) throws(SettingsError) {
        for entry in removed.entries where administrator.lockFile(forKey: entry.key) == nil {
            do {
                try store.setValue(entry.value, forKey: entry.key)
            } catch {
                throw SettingsError(.storeFailure, tr("Not saved: %s", error.description))
            }
        }
    }
}
