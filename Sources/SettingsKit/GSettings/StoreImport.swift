/// Copies the values of one store into another (a key file or plist into GSettings, or back),
/// key by key: what `bundle-settings import` does. A key the destination cannot take (not in
/// its GSettings schema, a type, range or choice it refuses, a lock) is reported and left out;
/// the rest are copied. So is a value the bundle's rules refuse (`BSPattern`, a range, …).
@MainActor
public enum StoreImport {
    /// A key that was not copied, and why.
    public struct Misfit: Sendable, Equatable {
        public var key: SettingKey
        public var reason: String
    }

    /// The keys copied and those left out, in key order.
    /// `violation`: what a value breaks of the bundle's rules for its key, or nil.
    public static func copy(from source: any SettingsStore, to destination: any SettingsStore,
                            violation: (PlistValue, SettingKey) -> String? = { _, _ in nil }) -> (copied: [SettingKey], misfits: [Misfit]) {
        var copied: [SettingKey] = []
        var misfits: [Misfit] = []
        for (key, value) in source.allValues.sorted(by: { $0.key < $1.key }) {
            if let lock = destination.lock(forKey: key) {
                misfits.append(Misfit(key: key, reason: "locked by your administrator (\(lock))"))
                continue
            }
            if let broken = violation(value, key) {
                misfits.append(Misfit(key: key, reason: broken))
                continue
            }
            do throws(StoreError) {
                if let gsettings = destination as? GSettingsStore { try gsettings.check(value, forKey: key) }
                if destination.value(forKey: key) != value { try destination.setValue(value, forKey: key) }
                copied.append(key)
            } catch {
                misfits.append(Misfit(key: key, reason: error.description))
            }
        }
        return (copied, misfits)
    }
}
