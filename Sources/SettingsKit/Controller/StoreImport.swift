/// Copies the values of one store into a session's store (a key file or plist into GSettings, or
/// back): what `bundle-settings import` does. Each value is checked as `set --json` checks it
/// (`SettingsController.checked`: locks, the key's row) and against what the store can hold
/// (`SettingsStore.check`: its GSettings schema, its file format); a value that fails, or that
/// cannot be read from the source, is named and left out. The rest are written as one change:
/// one locked write of a file store, one change set of GSettings.
@MainActor
public enum StoreImport {
    /// A key that was not copied, and why.
    public struct Misfit: Sendable, Equatable {
        public var key: SettingKey
        public var reason: String
    }

    public struct Outcome {
        /// The keys that fit, in key order: all copied, unless `failure` is set.
        public var fitting: [SettingKey]
        /// The keys left out, in key order.
        public var misfits: [Misfit]
        /// Why the write of the values that fit failed: then none was copied.
        public var failure: StoreError?

        public var copied: [SettingKey] { failure == nil ? fitting : [] }
        /// Every key the source holds, readable or not.
        public var total: Int { fitting.count + misfits.count }
    }

    public static func copy(from source: any SettingsStore, into controller: SettingsController) -> Outcome {
        var changes: [(key: SettingKey, value: PlistValue?)] = []
        var misfits = source.unreadableValues.map { key, reason in
            Misfit(key: key, reason: tr("its value cannot be read: %s", reason))
        }
        for (key, value) in source.allValues {
            do throws(SettingsError) {
                let accepted = try controller.checked(value, forKey: key)
                do throws(StoreError) {
                    try controller.store.check(accepted, forKey: key)
                    changes.append((key, accepted))
                } catch {
                    misfits.append(Misfit(key: key, reason: error.description))
                }
            } catch {
                misfits.append(Misfit(key: key, reason: error.description))
            }
        }
        var outcome = Outcome(fitting: changes.map(\.key).sorted(), misfits: misfits.sorted { $0.key < $1.key })
        do throws(StoreError) {
            try controller.store.setValues(changes)
        } catch {
            outcome.failure = error
        }
        return outcome
    }
}
