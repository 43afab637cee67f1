import CGtk

/// A key a widget handles only sometimes: when `handler` answers false, the key goes on to the
/// shortcuts of the widget's ancestors (a search bar's Escape closes the search while it is
/// open, and the window's Escape goes back otherwise).
@MainActor
public enum ConditionalShortcut {
    /// `accelerator` in GTK's syntax. Answers false when it cannot be parsed.
    @discardableResult
    public static func add(_ accelerator: String, on widget: Widget, _ handler: @escaping @MainActor () -> Bool) -> Bool {
        guard let trigger = gtk_shortcut_trigger_parse_string(accelerator) else { return false }
        let controller = gtk_shortcut_controller_new()!
        gtk_shortcut_controller_set_scope(controller, GTK_SHORTCUT_SCOPE_LOCAL)
        let callback: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, gpointer?) -> gboolean =
            runConditionalShortcut
        let destroy: @convention(c) (gpointer?) -> Void = releaseConditionalShortcut
        let box = HandlerBox<@MainActor () -> Bool>(handler)
        let action = gtk_callback_action_new(callback, Unmanaged.passRetained(box).toOpaque(), destroy)
        gtk_shortcut_controller_add_shortcut(controller, gtk_shortcut_new(trigger, action))
        gtk_widget_add_controller(widget.pointer, controller)
        return true
    }
}

private func runConditionalShortcut(_ widget: UnsafeMutablePointer<GtkWidget>?, _ arguments: OpaquePointer?,
                                    _ data: gpointer?) -> gboolean {
    nonisolated(unsafe) let data = data
    return MainActor.assumeIsolated { (HandlerBox<@MainActor () -> Bool>.from(data)?() ?? false) ? 1 : 0 }
}

private func releaseConditionalShortcut(_ data: gpointer?) {
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}
