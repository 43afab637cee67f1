import GtkKit

/// The text of a text row's control (a text field's entry, a text view's editor) between the
/// store and the user: the text last shown from the row's state, and the save that waits for
/// the user to pause typing. A save stores the text only when it differs from what was shown.
@MainActor
final class TypedText {
    private let control: TextControl
    /// Stores a text the user typed (the presenter's write, which may still refuse it).
    private let store: @MainActor (String) -> Void
    /// Set while the control shows a state, so that showing is not taken for the user's edit.
    private let showingState = StateShowing()
    /// The text last shown from the state: saving it again would be no change.
    private var shownText = ""
    private lazy var typingPause = TypingPause { [weak self] in self?.save() }

    init(in control: TextControl, store: @escaping @MainActor (String) -> Void) {
        self.control = control
        self.store = store
    }

    /// Shows `text` from the row's state (the control is left alone if it holds it already).
    func show(_ text: String) {
        shownText = text
        guard control.text != text else { return }
        showingState.during { control.text = text }
    }

    /// The control's text changed: if the user typed it (not a state shown), the save waits for
    /// a pause from now. Whether it was the user.
    @discardableResult
    func changed() -> Bool {
        guard !showingState.isActive else { return false }
        typingPause.restart()
        return true
    }

    /// Stores the text now if it differs from what was shown.
    func save() {
        typingPause.cancel()
        let text = control.text
        guard text != shownText else { return }
        store(text)
    }

    /// Stores an edit waiting for the pause now (the page is closing, the list changing).
    func savePending() {
        if isSavePending { save() }
    }

    /// Whether a save is waiting for the user to pause typing.
    var isSavePending: Bool { typingPause.isPending }

    /// Whether the control holds a text other than the one shown from the state.
    var isEdited: Bool { control.text != shownText }
}

/// A control holding a text the user edits.
@MainActor
protocol TextControl: AnyObject {
    var text: String { get set }
}

extension TextEntry: TextControl {}
extension TextEditor: TextControl {}
