import GtkKit
import SettingsKit

/// `IASKTextViewSpecifier`: a multi-line text area under the title that grows with its text
/// (scrolling only past `maximumHeight`), with the `IASKPlaceholder` shown while empty. Saved
/// like a text field: after a pause in typing and when focus leaves.
@MainActor
final class TextViewRowPresenter: SingleRowPresenter, RowPresenter {
    static let maximumHeight: Int32 = 320

    let editor: TextEditor
    /// What the editor shows from the state, and the save after typing.
    private lazy var typed = TypedText(in: editor) { [weak self] text in
        guard let self else { return }
        binder?.write(.string(text), to: row)
    }
    private let scroller: ScrolledWindow
    private var fitSource: UInt32?

    init(row: Row, textView: TextViewRow, binder: PageBinder) {
        let editor = TextEditor(placeholder: textView.traits.placeholder.map { ShownText.bounded($0, as: .paragraph) })
        self.editor = editor
        scroller = ScrolledWindow(child: editor)
        super.init(row: row, binder: binder)
        let input = TextInputHints(traits: textView.traits)
        editor.setInputPurpose(input.purpose, hints: input.hints)
        editor.addStyleClass("text-area")
        scroller.growWithContent(upTo: Self.maximumHeight)
        scroller.addStyleClass("text-area-frame")
        view.addBelow(scroller)
        view.label(editor.textView, fallback: textView.traits.placeholder ?? row.key?.text ?? tr("Text"))
        view.makeControlTheTabStop()
        editor.onChanged { [weak self] in
            self?.fitHeight()
            self?.typed.changed()
        }
        // Once laid out at its real width, wrapped lines count too; at another width (the window
        // resized) they are more or fewer, the placeholder's too, which would else be cut off.
        scroller.on("map") { [weak self] in self?.fitHeight() }
        scroller.onChildWidthChanged { [weak self] in self?.fitHeightWhenIdle() }
        editor.textView.onFocusLeave { [weak self] in self?.typed.save() }
    }

    isolated deinit {
        if let fitSource { MainLoopSource.remove(fitSource) }
    }

    /// Grows (or shrinks) the area to its text now and again after the text is laid out.
    private func fitHeight() {
        scroller.fitContent(upTo: Self.maximumHeight)
        fitHeightWhenIdle()
    }

    private func fitHeightWhenIdle() {
        guard fitSource == nil else { return }
        fitSource = MainLoopSource.whileIdle { [weak self] in
            guard let self else { return false }
            fitSource = nil
            scroller.fitContent(upTo: Self.maximumHeight)
            return false
        }
    }

    func update(_ state: RowState) {
        typed.show(state.value.map { $0.stringValue ?? $0.plainText } ?? "")
        view.show(state)
    }

    func activate(_ listRow: ListBoxRow) {
        editor.textView.grabFocus()
    }

    func commitPendingEdit() {
        typed.savePending()
    }

    var isSavePending: Bool { typed.isSavePending }
}
