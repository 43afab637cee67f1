import CGtk

/// What the toplevels a window opens over itself share (the About dialog, the Keyboard
/// Shortcuts window): modal over it, and hidden rather than destroyed on close, so the same
/// one shows again.
@MainActor
enum ModalWindow {
    static func present(_ widget: Widget, over parent: Widget) {
        let window = gtkCast(widget.pointer, to: GtkWindow.self)
        gtk_window_set_transient_for(window, gtkCast(parent.pointer, to: GtkWindow.self))
        gtk_window_set_modal(window, 1)
        gtk_window_set_hide_on_close(window, 1)
        gtk_window_present(window)
    }
}
