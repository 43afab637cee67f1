import CGtk

/// Keyboard shortcuts of a widget and its children, such as a window's Escape or Ctrl+W.
@MainActor
public final class ShortcutController {
    private let controller: OpaquePointer

    /// Installs an (initially empty) set of shortcuts on `widget`, active anywhere inside it:
    /// key events bubble up from the focused widget, so a local controller on a window sees
    /// every key its children leave unhandled.
    public init(on widget: Widget) {
        controller = gtk_shortcut_controller_new()
        gtk_shortcut_controller_set_scope(controller, GTK_SHORTCUT_SCOPE_LOCAL)
        gtk_widget_add_controller(widget.pointer, controller)
    }

    /// `accelerator` in GTK's syntax (`<Alt>Left`, `Escape`, `<Control>w`). Answers false
    /// when the accelerator cannot be parsed.
    @discardableResult
    public func add(_ accelerator: String, _ handler: @escaping @MainActor () -> Void) -> Bool {
        add(accelerator, handledIf: { handler(); return true })
    }

    /// A key handled only sometimes: when `handler` answers false, the key goes on to the
    /// shortcuts of the widget's ancestors (a search bar's Escape closes the search while it is
    /// open, and the window's Escape goes back otherwise).
    @discardableResult
    public func add(_ accelerator: String, handledIf handler: @escaping @MainActor () -> Bool) -> Bool {
        guard let trigger = gtk_shortcut_trigger_parse_string(accelerator) else { return false }
        let callback: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, gpointer?) -> gboolean =
            runShortcut
        let destroy: @convention(c) (gpointer?) -> Void = releaseShortcut
        let box = HandlerBox<@MainActor () -> Bool>(handler)
        let action = gtk_callback_action_new(callback, Unmanaged.passRetained(box).toOpaque(), destroy)
        gtk_shortcut_controller_add_shortcut(controller, gtk_shortcut_new(trigger, action))
        return true
    }

    /// Binds `accelerator` to the action `actionName` (`win.about`), as a menu item runs it.
    @discardableResult
    public func add(_ accelerator: String, action actionName: String) -> Bool {
        guard let trigger = gtk_shortcut_trigger_parse_string(accelerator) else { return false }
        gtk_shortcut_controller_add_shortcut(controller, gtk_shortcut_new(trigger, gtk_named_action_new(actionName)))
        return true
    }
}

private func runShortcut(_ widget: UnsafeMutablePointer<GtkWidget>?, _ arguments: OpaquePointer?,
                         _ data: gpointer?) -> gboolean {
    nonisolated(unsafe) let data = data
    return MainActor.assumeIsolated { (HandlerBox<@MainActor () -> Bool>.from(data)?() ?? false) ? 1 : 0 }
}

private func releaseShortcut(_ data: gpointer?) {
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}
