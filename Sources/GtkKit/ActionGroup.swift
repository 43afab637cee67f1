import CGtk

/// A GSimpleActionGroup inserted on a widget under a prefix (`win`): menu items and shortcuts
/// inside the widget reach its actions by `prefix.name`.
@MainActor
public final class ActionGroup {
    private let group: UnsafeMutablePointer<GSimpleActionGroup>
    private var actions: [String: OpaquePointer] = [:]

    public init(insertedOn widget: Widget, prefix: String) {
        group = g_simple_action_group_new()
        gtk_widget_insert_action_group(widget.pointer, prefix, OpaquePointer(group))
    }

    isolated deinit { g_object_unref(group) }

    /// Adds an action without a parameter that runs `handler` when activated.
    public func add(_ name: String, _ handler: @escaping @MainActor () -> Void) {
        let action = g_simple_action_new(name, nil)!
        SignalConnection.connect(UnsafeMutableRawPointer(action), "activate") { (_: UnsafeMutableRawPointer?) in handler() }
        g_action_map_add_action(OpaquePointer(group), action)
        actions[name] = action
        g_object_unref(UnsafeMutableRawPointer(action))
    }

    /// A disabled action greys out its menu items and ignores its shortcuts.
    public func setEnabled(_ name: String, _ enabled: Bool) {
        guard let action = actions[name] else { return }
        g_simple_action_set_enabled(action, enabled ? 1 : 0)
    }

    public func isEnabled(_ name: String) -> Bool {
        guard let action = actions[name] else { return false }
        return g_action_get_enabled(action) != 0
    }
}

extension Widget {
    /// Runs the action `name` (`win.about`) as a menu item would, looking it up from this widget
    /// upwards; answers false when no enabled action has that name.
    @discardableResult
    public func activateAction(_ name: String) -> Bool {
        gtk_widget_activate_action_variant(pointer, name, nil) != 0
    }
}
