/// The store file as the window's banner tells the user of it: why it cannot be read, naming the
/// file, for as long as that lasts. The store reports each change of `loadError`
/// (`observeLoadError`), so the banner goes when its cause goes: the file fixed, replaced or
/// removed.
public enum StoreProblem {
    /// What the user reads while `error` keeps the store from being read (nil: nothing to say).
    public static func message(for error: StoreError?) -> String? {
        guard let error else { return nil }
        // Translators: %s is the path of the settings file; the technical reason follows on a new line.
        return tr("Your settings in %s cannot be read. Nothing can be changed here until the file is fixed or removed.", error.path)
            + "\n" + reason(of: error)
    }

    /// The parser's words, without the sentence about the file the first line already says.
    private static func reason(of error: StoreError) -> String {
        let prefix = "The settings file \(error.path) cannot be read and is left untouched: "
        return error.description.hasPrefix(prefix) ? String(error.description.dropFirst(prefix.count)) : error.description
    }
}

extension SettingsController {
    public var storeProblem: String? { StoreProblem.message(for: store.loadError) }

    public func observeStoreProblem(_ handler: @escaping @MainActor (String?) -> Void) -> ChangeObservation {
        store.observeLoadError { error in handler(StoreProblem.message(for: error)) }
    }
}
