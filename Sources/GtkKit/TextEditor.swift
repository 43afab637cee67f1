import CGtk

/// An editable, wrapping, multi-line GtkTextView that grows with its text, with a placeholder
/// shown while it is empty (GtkTextView has none of its own).
@MainActor
public final class TextEditor: Widget {
    public let textView: Widget
    private let placeholder: Label

    public init(placeholder text: String?) {
        textView = Widget(gtk_text_view_new())
        placeholder = Label(text ?? "")
        super.init(gtk_overlay_new())
        let view = gtkCast(textView.pointer, to: GtkTextView.self)
        gtk_text_view_set_wrap_mode(view, GTK_WRAP_WORD_CHAR)
        // Tab and Shift+Tab move focus on, as from every other row (one Tab stop per row), and
        // GTK's Ctrl+Tab does too: settings text has no use for a typed tab (a pasted one stays).
        gtk_text_view_set_accepts_tab(view, 0)
        gtk_text_view_set_left_margin(view, 8)
        gtk_text_view_set_right_margin(view, 8)
        gtk_text_view_set_top_margin(view, 6)
        gtk_text_view_set_bottom_margin(view, 6)
        gtk_overlay_set_child(opaque, textView.pointer)
        placeholder.alignToStart()
        placeholder.setWraps(true)
        placeholder.setAlignment(vertical: .start)
        placeholder.addStyleClass("dim-label")
        placeholder.addStyleClass("text-editor-placeholder")
        gtk_widget_set_can_target(placeholder.pointer, 0)
        gtk_overlay_add_overlay(opaque, placeholder.pointer)
        // An overlay takes its main child's size; a placeholder longer than the empty text's
        // one line wraps onto more, and the editor grows to show them rather than clip them.
        gtk_overlay_set_measure_overlay(opaque, placeholder.pointer, 1)
        placeholder.isVisible = !(text ?? "").isEmpty
        onChanged { [weak self] in self?.showPlaceholder() }
    }

    private var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(gtkCast(textView.pointer, to: GtkTextView.self)) }

    public var text: String {
        get {
            var start = GtkTextIter()
            var end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            guard let chars = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return "" }
            defer { g_free(chars) }
            return String(cString: chars)
        }
        set { gtk_text_buffer_set_text(buffer, newValue, -1) }
    }

    public var placeholderText: String { placeholder.text }
    public var isShowingPlaceholder: Bool { placeholder.isVisible }

    private func showPlaceholder() {
        placeholder.isVisible = !placeholder.text.isEmpty && text.isEmpty
    }

    public func setInputPurpose(_ purpose: InputPurpose, hints: InputHints) {
        let view = gtkCast(textView.pointer, to: GtkTextView.self)
        gtk_text_view_set_input_purpose(view, purpose.gtkValue)
        gtk_text_view_set_input_hints(view, hints.gtkValue)
    }

    /// Called on every change of the text.
    public func onChanged(_ handler: @escaping @MainActor () -> Void) {
        SignalConnection.connect(UnsafeMutableRawPointer(buffer), "changed", handler)
    }
}
