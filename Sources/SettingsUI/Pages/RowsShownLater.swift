import SettingsKit

/// Rows a change shows but which lie below what the user can see, with the states to show,
/// waiting for `PageView` to show them a slice per frame, in page order. GTK maps a row the
/// moment it is shown: showing 2,000 rows in one update took 61 ms of processor time, most of it
/// mapping (issue 18's benchmark), for rows nobody sees before the next frames anyway.
@MainActor
final class RowsShownLater {
    struct Waiting {
        let presenter: RowPresenter
        let state: RowState
        /// The presenter's place on the page: its index in the page's presenters.
        let place: Int
    }

    private var waiting: [ObjectIdentifier: Waiting] = [:]
    /// `waiting`'s presenters in page order, made again after additions; may hold presenters no
    /// longer waiting (skipped when reached), so that a removal costs no search.
    private var order: ArraySlice<ObjectIdentifier> = []
    private var isOrdered = true

    var isEmpty: Bool { waiting.isEmpty }

    func contains(_ presenter: RowPresenter) -> Bool { waiting[ObjectIdentifier(presenter)] != nil }

    /// `state` waits to be shown; it replaces what waited for the same presenter.
    func add(_ presenter: RowPresenter, state: RowState, place: Int) {
        waiting[ObjectIdentifier(presenter)] = Waiting(presenter: presenter, state: state, place: place)
        isOrdered = false
    }

    /// What waited for `presenter` is shown no more: a newer state was shown in its place.
    func remove(_ presenter: RowPresenter) {
        waiting[ObjectIdentifier(presenter)] = nil
    }

    func removeAll() {
        waiting = [:]
        order = []
        isOrdered = true
    }

    /// The first in page order, taken off the queue, while `more` holds for its place.
    func next(while more: (Int) -> Bool) -> Waiting? {
        if !isOrdered {
            // Places and identities only: sorting the states themselves took 20 ms for 2,000 rows.
            order = ArraySlice(waiting.map { (place: $0.value.place, id: $0.key) }.sorted { $0.place < $1.place }.map(\.id))
            isOrdered = true
        }
        while let id = order.first {
            guard let first = waiting[id] else {
                order.removeFirst()
                continue
            }
            guard more(first.place) else { return nil }
            order.removeFirst()
            waiting[id] = nil
            return first
        }
        return nil
    }
}
