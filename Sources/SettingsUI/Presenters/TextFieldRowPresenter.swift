import GtkKit
import SettingsKit

/// `PSTextFieldSpecifier`: an entry (a password entry when secure). What is typed is saved on
/// Enter, when focus leaves, and after half a second without typing, if the bundle's rules
/// (`BSPattern`, lengths, a range) allow it; otherwise what is wrong shows under the field as
/// the user types, and nothing is stored. A decimal field takes and shows the user's decimal
/// separator, and stores the number as the bundle writes numbers (`LocalDecimalField`).
@MainActor
final class TextFieldRowPresenter: SingleRowPresenter, FillingControlRowPresenter {
    /// The narrowest an entry gets, in average characters, when it gives up width to its title.
    static let smallestEntryCharacters: Int32 = 8

    let entry: TextEntry
    /// What the entry shows from the state, and the save after typing.
    private lazy var typed = TypedText(in: entry) { [weak self] text in self?.store(text) }
    /// What is wrong with the text typed, under the field; hidden while it is valid.
    let problem = Label()
    private(set) var violation: String?
    private let keyboard: KeyboardType
    /// What is wrong with a typed text beyond the bundle's rules (GVariant text of a type), if so.
    private let check: ((String) -> String?)?
    /// Says, in place of the entry, that the value is too large to edit here; only for a row
    /// whose values may be (`VariantTextSizeGuard`).
    let tooLargeNote: Label?

    /// `guardsSize`: values past `VariantTextSizeGuard.editLimit` are not put into the entry.
    init(row: Row, field: TextFieldRow, binder: PageBinder, check: ((String) -> String?)? = nil, guardsSize: Bool = false) {
        self.check = check
        tooLargeNote = guardsSize ? Label(VariantTextSizeGuard.tooLargeMessage) : nil
        let view = RowView(row: row)
        let entry = TextEntry(secure: field.isSecure)
        self.entry = entry
        keyboard = field.traits.keyboard
        entry.setExpands(horizontally: true)
        entry.setWidthInCharacters(Self.smallestEntryCharacters)
        // The entry takes the row's width the title does not need.
        view.letControlExpand()
        entry.setPlaceholder(field.traits.placeholder)
        let input = TextInputHints(field: field)
        entry.setInputPurpose(input.purpose, hints: input.hints)
        if field.traits.keyboard.acceptsDigitsOnly { entry.acceptDigitsOnly() }
        // Beside its title, unless the title has a word too long for the row beside even a
        // narrow entry (an untranslated key such as SETTINGS_CUSTOM_PLAYBACK_SPEED): then under.
        entryIsBeside = view.titleFits(beside: entry)
        super.init(row: row, view: view, binder: binder)
        problem.alignToStart()
        problem.setWraps(true)
        problem.addStyleClass("error")
        problem.addStyleClass("row-problem")
        problem.isVisible = false
        // What is wrong sits under the field it is about, not under the title.
        if let tooLargeNote {
            tooLargeNote.alignToStart()
            tooLargeNote.setWraps(true)
            tooLargeNote.addStyleClass("dim-label")
            tooLargeNote.isVisible = false
        }
        if entryIsBeside {
            let field = Box(.vertical, spacing: Self.problemSpacing)
            field.setExpands(horizontally: true)
            field.append(entry)
            if let tooLargeNote { field.append(tooLargeNote) }
            field.append(problem)
            view.addTrailing(field)
        } else {
            view.addBelow(entry)
            if let tooLargeNote { view.addBelow(tooLargeNote) }
            view.addBelow(problem)
        }
        // IASKTextAlignment aligns the text in the field, not the title.
        view.alignTitle(nil)
        // Natural (the default) is the interface's start, as on iOS, for every field alike: a
        // port's digits, a host name and an Arabic name all on the right of an Arabic window,
        // focused or not (GTK would put each at its own text's start).
        switch row.alignment {
        case .center?: entry.setTextAlignment(0.5)
        case .right?: entry.setTextAlignment(1)
        case .left?: break
        case .natural?, nil: entry.keepTextAtWidgetStart()
        }
        view.label(entry, fallback: row.listElement?.name ?? row.key?.text ?? tr("Text"))
        view.makeControlTheTabStop()
        entry.onChanged { [weak self] in self?.userTyped() }
        entry.onActivate { [weak self] in self?.save() }
        entry.onFocusLeave { [weak self] in self?.save() }
    }

    var texts: Widget? { entryIsBeside ? view.texts : nil }
    /// Between the field and what is wrong with it.
    static let problemSpacing: Int32 = 4
    /// Shows the message that just appeared once it is laid out: it may reach below the view.
    private lazy var problemReveal = AfterNextPaint { [weak self] in self?.problem.scrollIntoView() }
    private let entryIsBeside: Bool

    func update(_ state: RowState) {
        let tooLarge = tooLargeNote != nil && VariantTextSizeGuard.isTooLargeToEdit(state.value)
        tooLargeNote?.isVisible = tooLarge
        entry.isVisible = !tooLarge
        // An empty entry, hidden: nothing typed, so nothing is saved over the value.
        let text = tooLarge ? "" : LocalDecimalField.shown(stored: state.value.map { $0.stringValue ?? $0.plainText } ?? "", keyboard: keyboard)
        typed.show(text)
        // What the store holds is shown as it is: rules judge what the user types.
        show(violation: nil)
        view.show(state)
    }

    private func show(violation newViolation: String?) {
        guard newViolation != violation else { return }
        violation = newViolation
        problem.show(newViolation ?? "", as: .paragraph)
        let appears = newViolation != nil && !problem.isVisible
        problem.isVisible = newViolation != nil
        if appears { _ = problemReveal.request(for: problem) }
        if newViolation != nil { entry.addStyleClass("error") } else { entry.removeStyleClass("error") }
        entry.setAccessibleInvalid(because: newViolation)
        binder?.validityChanged(of: row, isValid: newViolation == nil)
    }

    func activate(_ listRow: ListBoxRow) {
        entry.grabFocus()
    }

    private func userTyped() {
        guard typed.changed() else { return }
        binder?.typed(entry.text, in: row)
        let stored = LocalDecimalField.stored(typed: entry.text, keyboard: keyboard)
        show(violation: row.rules.violation(of: .string(stored)) ?? check?(stored))
    }

    func commitPendingEdit() {
        typed.savePending()
    }

    /// Saves the text now if it differs from what the state shows.
    func save() {
        typed.save()
    }

    /// Stores a text typed, unless the bundle's rules refuse it.
    private func store(_ text: String) {
        guard violation == nil else { return }
        binder?.write(.string(LocalDecimalField.stored(typed: text, keyboard: keyboard)), to: row)
    }

    /// Whether the field holds text typed that the bundle's rules refuse: not stored, and not to
    /// be dropped without a word (`RejectedTextGuard`).
    var holdsRejectedText: Bool { violation != nil && typed.isEdited }

    /// Whether a save is waiting for the user to pause typing.
    var isSavePending: Bool { typed.isSavePending }
}
