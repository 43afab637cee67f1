import CGtk

extension Window {
    /// Makes the window a modal dialog over `parent`: it stays above it and blocks input to it.
    public func makeModal(over parent: Window?) {
        let window = gtkCast(pointer, to: GtkWindow.self)
        gtk_window_set_modal(window, 1)
        if let parent { gtk_window_set_transient_for(window, gtkCast(parent.pointer, to: GtkWindow.self)) }
        gtk_window_set_destroy_with_parent(window, 1)
    }
}

extension HeaderBar {
    public func packEnd(_ child: Widget) {
        gtk_header_bar_pack_end(opaque, child.pointer)
    }

    /// Hides the window's own close button, for dialogs whose Cancel says it.
    public func hideWindowButtons() {
        gtk_header_bar_set_show_title_buttons(opaque, 0)
    }
}
