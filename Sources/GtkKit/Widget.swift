import CGtk

/// The GTK widget a `Widget` wraps, as signals hand it over: callers find their wrapper by it
/// (`widget.pointer == pointer`) without naming GTK's C types.
public typealias WidgetPointer = UnsafeMutablePointer<GtkWidget>

/// A GTK widget held by Swift. The wrapper owns one reference (sinking the floating one GTK
/// hands out), so the widget outlives neither its wrapper nor, while in a tree, its parent.
@MainActor
open class Widget {
    public let pointer: UnsafeMutablePointer<GtkWidget>

    /// Takes ownership of a newly created widget.
    public init(_ pointer: UnsafeMutablePointer<GtkWidget>) {
        self.pointer = pointer
        g_object_ref_sink(pointer)
    }

    public convenience init(_ pointer: OpaquePointer) {
        self.init(gtkCast(pointer, to: GtkWidget.self))
    }

    isolated deinit {
        g_object_unref(pointer)
    }

    public var opaque: OpaquePointer { gtkOpaque(pointer) }
    public var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }

    public func addStyleClass(_ name: String) { gtk_widget_add_css_class(pointer, name) }
    public func removeStyleClass(_ name: String) { gtk_widget_remove_css_class(pointer, name) }
    public func hasStyleClass(_ name: String) -> Bool { gtk_widget_has_css_class(pointer, name) != 0 }

    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(pointer) != 0 }
        set { gtk_widget_set_sensitive(pointer, newValue ? 1 : 0) }
    }

    public var isVisible: Bool {
        get { gtk_widget_get_visible(pointer) != 0 }
        set { gtk_widget_set_visible(pointer, newValue ? 1 : 0) }
    }

    public func setExpands(horizontally: Bool? = nil, vertically: Bool? = nil) {
        if let horizontally { gtk_widget_set_hexpand(pointer, horizontally ? 1 : 0) }
        if let vertically { gtk_widget_set_vexpand(pointer, vertically ? 1 : 0) }
    }

    public func setAlignment(horizontal: Alignment? = nil, vertical: Alignment? = nil) {
        if let horizontal { gtk_widget_set_halign(pointer, horizontal.gtkValue) }
        if let vertical { gtk_widget_set_valign(pointer, vertical.gtkValue) }
    }

    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(pointer).map { String(cString: $0) } }
        set { gtk_widget_set_tooltip_text(pointer, newValue) }
    }

    /// Whether the widget is `ancestor` or inside it (a window's widget tree, say).
    public func isInside(_ ancestor: Widget) -> Bool {
        pointer == ancestor.pointer || gtk_widget_is_ancestor(pointer, ancestor.pointer) != 0
    }

    /// Runs the widget's activate signal, as Enter or a click would.
    @discardableResult
    public func activate() -> Bool { gtk_widget_activate(pointer) != 0 }

    /// Focuses the widget, or, when it takes no focus of its own (a row whose control is its Tab
    /// stop), the first focusable widget inside it.
    public func grabFocus() {
        if gtk_widget_grab_focus(pointer) == 0 { _ = gtk_widget_child_focus(pointer, GTK_DIR_TAB_FORWARD) }
    }

    // MARK: Accessibility

    /// Names the widget for screen readers by another widget, usually its row's title label.
    public func setAccessibleLabelledBy(_ label: Widget) {
        bs_accessible_set_labelled_by(pointer, label.pointer)
    }

    /// Names the widget for screen readers with a text, for controls no visible label names.
    public func setAccessibleLabel(_ text: String) { bs_accessible_set_label(pointer, text) }

    /// What a screen reader says after the widget's name and role.
    public func setAccessibleDescription(_ text: String) { bs_accessible_set_description(pointer, text) }

    /// Names the widget with a text instead of the label naming it: GTK would announce both.
    public func replaceAccessibleLabel(with text: String) {
        gtk_accessible_reset_relation(opaque, GTK_ACCESSIBLE_RELATION_LABELLED_BY)
        setAccessibleLabel(text)
    }

    // MARK: Signals

    @discardableResult
    public func on(_ signal: String, _ handler: @escaping @MainActor () -> Void) -> UInt {
        SignalConnection.connect(raw, signal, handler)
    }

    @discardableResult
    public func on(_ signal: String, _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void) -> UInt {
        SignalConnection.connect(raw, signal, handler)
    }

    /// Calls `handler` when keyboard focus leaves the widget or any of its children.
    public func onFocusLeave(_ handler: @escaping @MainActor () -> Void) {
        let controller = gtk_event_controller_focus_new()!
        SignalConnection.connect(UnsafeMutableRawPointer(controller), "leave", handler)
        gtk_widget_add_controller(pointer, controller)
    }
}
