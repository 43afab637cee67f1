/// The store file as the window's banner tells the user of it, for as long as it cannot be read.
/// The store reports each change of `loadError` (`observeLoadError`), so the banner goes when its
/// cause goes: the file fixed, replaced, removed or reset.
///
/// A user reads one short sentence (`summary`) and gets actions: open the folder holding the
/// file, and reset it (`SettingsSession.resetUnreadableStore`), which keeps the old file beside
/// it. The parser's words (`details`) are for the bundle's author (`--inspect`) and the command
/// line, which say them as the store does.
public struct StoreProblem: Sendable, Equatable {
    /// The file that cannot be read.
    public var path: String
    /// Whether the file itself does not parse (it can be reset), rather than cannot be opened
    /// (permissions, a folder in its place), which a reset would not mend.
    public var isUnparseable: Bool
    /// The store's message.
    private var description: String

    /// Nil when there is no error.
    public init?(_ error: StoreError?) {
        guard let error else { return nil }
        path = error.path
        isUnparseable = error.reason == .unreadable
        description = error.description
    }

    /// What is wrong, in one sentence in the window's language, without the parser's words.
    public var summary: String {
        tr("Your settings cannot be read, so changes cannot be saved.")
    }

    /// What the author reads: the file, then the parser's reason on a line of its own.
    public var details: String {
        // Translators: %s is the path of the settings file; the technical reason follows on a new line.
        tr("Your settings in %s cannot be read. Nothing can be changed here until the file is fixed or removed.", path)
            + "\n" + reason
    }

    /// The folder holding the file.
    public var folder: String { PathText.parent(of: path) }

    /// The parser's words, without the sentence about the file `details` already says: the
    /// store's message (`FileStore`) in the same language, around where its reason goes.
    private var reason: String {
        let marker = "\u{1}"
        let template = tr("The settings file %1$s cannot be read and is left untouched: %2$s", path, marker)
        guard let place = template.firstRange(of: marker) else { return description }
        let before = template[..<place.lowerBound], after = template[place.upperBound...]
        guard description.count >= before.count + after.count, description.hasPrefix(before), description.hasSuffix(after) else {
            return description
        }
        return String(description.dropFirst(before.count).dropLast(after.count))
    }
}

extension SettingsController {
    public var storeProblem: StoreProblem? { StoreProblem(store.loadError) }

    public func observeStoreProblem(_ handler: @escaping @MainActor (StoreProblem?) -> Void) -> ChangeObservation {
        store.observeLoadError { error in handler(StoreProblem(error)) }
    }

    /// Moves the unparseable store file aside (`PATH.broken-DATE`, never deleted) so the
    /// settings start again from their defaults; answers where it went, nil when the file reads
    /// (or is gone) by now.
    public func resetUnreadableStore() throws(SettingsError) -> String? {
        do {
            return try store.moveBrokenFileAside()
        } catch {
            throw SettingsError(.storeFailure, error.description)
        }
    }
}
