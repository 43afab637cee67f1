import CGtk

/// A read-only, wrapping GtkTextView for texts too long for a GtkLabel: it lays its text out
/// incrementally, visible part first, where a label measures all of it at every width change.
@MainActor
public final class TextView: Widget {
    public init(readOnly text: String) {
        super.init(gtk_text_view_new())
        let view = gtkCast(pointer, to: GtkTextView.self)
        gtk_text_view_set_editable(view, 0)
        gtk_text_view_set_cursor_visible(view, 0)
        gtk_text_view_set_wrap_mode(view, GTK_WRAP_WORD_CHAR)
        let buffer = gtk_text_view_get_buffer(view)
        gtk_text_buffer_set_text(buffer, text, -1)
    }
}
