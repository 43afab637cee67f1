import CGtk

/// A toplevel window described in GtkBuilder XML (a GtkShortcutsWindow, whose sections and
/// shortcuts GTK 4.8 can only build that way).
@MainActor
public final class BuilderWindow: Widget {
    /// The object `id` of `xml`; nil when the XML does not describe it.
    public init?(xml: String, id: String) {
        let builder = gtk_builder_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        var error: UnsafeMutablePointer<GError>?
        guard gtk_builder_add_from_string(builder, xml, -1, &error) != 0,
              let object = gtk_builder_get_object(builder, id) else {
            if let error { g_error_free(error) }
            return nil
        }
        super.init(gtkCast(object, to: GtkWidget.self))
    }

    private var window: UnsafeMutablePointer<GtkWindow> { gtkCast(pointer, to: GtkWindow.self) }

    /// Shows the window over `parent`, modal; closing hides it, so it can be shown again.
    public func present(over parent: Widget) { ModalWindow.present(self, over: parent) }

    public func destroy() { gtk_window_destroy(window) }
}
