import CGtk

/// A widget's context menu, opened as GTK's own widgets open theirs: a right click, the Menu
/// key or Shift+F10. A GtkPopoverMenu on a GMenu whose items run closures through an action
/// group the widget carries (`context.NAME`), so the items are named for screen readers and
/// can show their keys.
@MainActor
public final class ContextMenu {
    public let menu = Menu()
    private let widget: Widget
    private let actions = g_simple_action_group_new()!
    /// Made on first opening.
    public private(set) var popover: UnsafeMutablePointer<GtkWidget>?

    public init(on widget: Widget) {
        self.widget = widget
        gtk_widget_insert_action_group(widget.pointer, "context", OpaquePointer(actions))
        let keys = ShortcutController(on: widget)
        for accelerator in ["Menu", "<Shift>F10"] { keys.add(accelerator) { [weak self] in self?.popUp() } }
        let click = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(click, guint(GDK_BUTTON_SECONDARY))
        SignalConnection.connect(UnsafeMutableRawPointer(click), "begin") { [weak self] (sequence: UnsafeMutableRawPointer?) in
            guard let self else { return }
            var x = 0.0
            var y = 0.0
            let found = gtk_gesture_get_point(click, sequence.map { OpaquePointer($0) }, &x, &y) != 0
            popUp(at: found ? (x, y) : nil)
        }
        gtk_widget_add_controller(widget.pointer, click)
        // A popover set on a widget is its child: it has to go before the widget does.
        SignalConnection.connect(UnsafeMutableRawPointer(widget.pointer), "destroy") { [weak self] in self?.unparent() }
    }

    isolated deinit {
        unparent()
        g_object_unref(UnsafeMutableRawPointer(actions))
    }

    /// An item labelled `label` (with a mnemonic) running `handler`; `accelerator` is shown beside
    /// it, the key itself being bound elsewhere.
    public func add(_ label: String, name: String, accelerator: String? = nil, _ handler: @escaping @MainActor () -> Void) {
        let action = g_simple_action_new(name, nil)!
        SignalConnection.connect(UnsafeMutableRawPointer(action), "activate") { (_: UnsafeMutableRawPointer?) in handler() }
        g_action_map_add_action(OpaquePointer(actions), action)
        g_object_unref(UnsafeMutableRawPointer(action))
        menu.append(label, action: "context." + name, accelerator: accelerator)
    }

    /// Whether the menu is open.
    public var isShown: Bool { popover.map { gtk_widget_get_visible($0) != 0 } ?? false }

    /// Opens the menu, pointing at `point` in the widget (a click), else at the whole widget.
    public func popUp(at point: (x: Double, y: Double)? = nil) {
        let popover = self.popover ?? makePopover()
        let asPopover = gtkCast(popover, to: GtkPopover.self)
        if let point {
            var target = GdkRectangle(x: Int32(point.x), y: Int32(point.y), width: 1, height: 1)
            gtk_popover_set_pointing_to(asPopover, &target)
        } else {
            gtk_popover_set_pointing_to(asPopover, nil)
        }
        gtk_popover_popup(asPopover)
    }

    public func popDown() {
        if let popover { gtk_popover_popdown(gtkCast(popover, to: GtkPopover.self)) }
    }

    private func makePopover() -> UnsafeMutablePointer<GtkWidget> {
        let popover = gtk_popover_menu_new_from_model(menu.model)!
        gtk_widget_set_parent(popover, widget.pointer)
        self.popover = popover
        return popover
    }

    private func unparent() {
        guard let popover else { return }
        self.popover = nil
        gtk_widget_unparent(popover)
    }
}
