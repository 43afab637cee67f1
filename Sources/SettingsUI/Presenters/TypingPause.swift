import GtkKit

/// Saves typed text once the user pauses: each keystroke starts the wait again, and a save
/// made meanwhile (Enter, focus leaving, the page closing) ends it. No timer is left once it
/// ran or is no longer needed, so an idle window runs nothing.
@MainActor
final class TypingPause {
    /// How long typing must pause before the text is saved, in milliseconds.
    static let milliseconds: UInt32 = 500

    private var timer: UInt32?
    private let save: @MainActor () -> Void

    /// `save` runs after the pause; it is the presenter's own save, which calls `cancel()`.
    init(save: @escaping @MainActor () -> Void) { self.save = save }

    isolated deinit {
        if let timer { MainLoopSource.remove(timer) }
    }

    /// Whether a save waits for the pause.
    var isPending: Bool { timer != nil }

    /// The user typed: the save waits for a pause from now.
    func restart() {
        cancel()
        timer = MainLoopSource.once(after: Self.milliseconds) { [weak self] in
            self?.timer = nil
            self?.save()
        }
    }

    /// Saved already, or nothing left to save: no save waits.
    func cancel() {
        if let timer { MainLoopSource.remove(timer) }
        timer = nil
    }
}
