import GtkKit
import SettingsKit

/// Text typed in a field that breaks the bundle's rule for it (too short, a pattern, a range) is
/// not stored, and is never dropped without a word. Going Back (the back button, Alt+Left,
/// Escape) or closing the window (Ctrl+W, the close button) keeps the page the first time:
/// the field gets the focus, its message under it, and the page's error banner says the text is
/// not saved and that doing it again discards it. Doing it again with the text unchanged goes
/// through. Chosen over asking in a dialog ("Discard changes?"): the user stays where the reason
/// shows and can correct it at once, and leaving anyway costs one more key press, not a dialog
/// to read; a change of the text asks again.
@MainActor
final class RejectedTextGuard {
    enum Leaving { case back, closing }

    /// The field last warned about and the text it held then.
    private var warned: (field: ObjectIdentifier, text: String)?

    /// Whether `leaving` may drop what `pages` hold (the page on top last); false when it must
    /// not, yet: then the field is focused and `binder` shows why.
    func allowsLeaving(_ pages: [PageView], _ leaving: Leaving, binder: PageBinder) -> Bool {
        guard let (page, field) = pages.reversed().lazy.compactMap({ page in
            page.fieldHoldingRejectedText.map { (page, $0) }
        }).first, let violation = field.violation else {
            warned = nil
            return true
        }
        let text = field.entry.text
        if let warned, warned.field == ObjectIdentifier(field), warned.text == text {
            self.warned = nil
            return true
        }
        warned = (ObjectIdentifier(field), text)
        if page === binder.currentPage { field.entry.focusWithoutSelecting() }
        let name = field.row.title ?? field.row.listElement?.name ?? field.row.key?.text ?? tr("Text")
        switch leaving {
        case .back:
            // Translators: %1$s is a field's title, %2$s what is wrong with the text typed in it.
            binder.showError(tr("“%1$s” is not saved: %2$s Go back again to discard it.", name, violation), key: field.row.key)
        case .closing:
            // Translators: %1$s is a field's title, %2$s what is wrong with the text typed in it.
            binder.showError(tr("“%1$s” is not saved: %2$s Close again to discard it.", name, violation), key: field.row.key)
        }
        return false
    }
}

extension PageView {
    /// The first field holding text typed that the bundle's rules refuse (so not stored): a
    /// row's, or a list element's.
    var fieldHoldingRejectedText: TextFieldRowPresenter? {
        presenters.lazy.flatMap { presenter in [presenter] + ((presenter as? ListGroupPresenter)?.elementEditors ?? []) }
            .compactMap { $0 as? TextFieldRowPresenter }.first(where: \.holdsRejectedText)
    }
}
