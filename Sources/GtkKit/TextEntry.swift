import CGtk
import CGtkKit

/// A one-line text entry: a GtkEntry, or a GtkPasswordEntry that hides what is typed.
@MainActor
public final class TextEntry: Widget {
    public let isSecure: Bool

    public init(secure: Bool) {
        isSecure = secure
        super.init(secure ? gtk_password_entry_new() : gtk_entry_new())
        if secure {
            gtk_password_entry_set_show_peek_icon(opaque, 1)
        }
    }

    private var editable: OpaquePointer { opaque }

    /// The text. Set here, it is shown as given even where typing is limited to digits: a
    /// stored value the field cannot show would otherwise be blanked and then saved blank.
    public var text: String {
        get { String(cString: gtk_editable_get_text(editable)) }
        set { bs_editable_set_text_unfiltered(editable, newValue) }
    }

    public func setPlaceholder(_ text: String?) {
        bs_object_set_string(raw, "placeholder-text", text)
    }

    /// What the text is for (on-screen keyboards and input methods adapt) and how to help.
    public func setInputPurpose(_ purpose: InputPurpose, hints: InputHints) {
        // GtkPasswordEntry has no purpose of its own; its GtkText delegate does.
        let text = UnsafeMutablePointer<GtkText>(gtk_editable_get_delegate(editable) ?? editable)
        gtk_text_set_input_purpose(text, purpose.gtkValue)
        gtk_text_set_input_hints(text, hints.gtkValue)
    }

    /// Makes the entry no narrower than `characters` average characters (and no wider for its
    /// text alone).
    public func setWidthInCharacters(_ characters: Int32) { gtk_editable_set_width_chars(editable, characters) }

    /// Where the text sits in the entry: 0 at the start, 0.5 centred, 1 at the end.
    public func setTextAlignment(_ xalign: Float) { gtk_editable_set_alignment(editable, xalign) }

    /// Refuses typed or pasted text that is not all ASCII digits.
    public func acceptDigitsOnly() {
        bs_editable_accept_digits_only(editable)
    }

    /// Called on every change of the text.
    public func onChanged(_ handler: @escaping @MainActor () -> Void) { on("changed", handler) }

    /// Called when the user presses Enter.
    public func onActivate(_ handler: @escaping @MainActor () -> Void) { on("activate", handler) }

    /// Takes the keyboard focus with the cursor after the text and nothing selected: GTK's own
    /// grab selects all of it, which the next keystroke would replace.
    public func focusWithoutSelecting() {
        let text = UnsafeMutablePointer<GtkText>(gtk_editable_get_delegate(editable) ?? editable)
        _ = gtk_text_grab_focus_without_selecting(text)
        gtk_editable_set_position(editable, -1)
    }
}
