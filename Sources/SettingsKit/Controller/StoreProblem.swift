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

    /// The parser's words, without the sentence about the file the first line already says:
    /// the store's message (`FileStore`) in the same language, around where its reason goes.
    private static func reason(of error: StoreError) -> String {
        let marker = "\u{1}"
        let template = tr("The settings file %1$s cannot be read and is left untouched: %2$s", error.path, marker)
        guard let place = template.firstRange(of: marker) else { return error.description }
        let before = template[..<place.lowerBound], after = template[place.upperBound...]
        let text = error.description
        guard text.count >= before.count + after.count, text.hasPrefix(before), text.hasSuffix(after) else { return text }
        return String(text.dropFirst(before.count).dropLast(after.count))
    }
}

extension SettingsController {
    public var storeProblem: String? { StoreProblem.message(for: store.loadError) }

    public func observeStoreProblem(_ handler: @escaping @MainActor (String?) -> Void) -> ChangeObservation {
        store.observeLoadError { error in handler(StoreProblem.message(for: error)) }
    }
}
