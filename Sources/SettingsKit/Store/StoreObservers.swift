/// The handlers registered with one store for one kind of event, each removable through its
/// token: changed keys, or a change in whether the store's file can be read.
@MainActor
final class StoreObservers<Event> {
    private var handlers: [Int: @MainActor (Event) -> Void] = [:]
    private var nextIdentifier = 0

    var isEmpty: Bool { handlers.isEmpty }

    func add(_ handler: @escaping @MainActor (Event) -> Void) -> ChangeObservation {
        let identifier = nextIdentifier
        nextIdentifier += 1
        handlers[identifier] = handler
        return ChangeObservation { [weak self] in self?.handlers[identifier] = nil }
    }

    /// Calls every handler once with `event`.
    func send(_ event: Event) {
        // A handler may cancel observations or write; iterate over a snapshot.
        for handler in handlers.sorted(by: { $0.key < $1.key }).map(\.value) { handler(event) }
    }
}

extension StoreObservers where Event == Set<SettingKey> {
    /// Calls every handler once with `keys`, unless `keys` is empty.
    func notify(_ keys: Set<SettingKey>) {
        guard !keys.isEmpty else { return }
        send(keys)
    }

    /// The keys whose values differ between two snapshots of a store.
    static func changedKeys(from old: [SettingKey: PlistValue], to new: [SettingKey: PlistValue]) -> Set<SettingKey> {
        var changed = Set<SettingKey>()
        for (key, value) in new where old[key] != value { changed.insert(key) }
        for key in old.keys where new[key] == nil { changed.insert(key) }
        return changed
    }
}
