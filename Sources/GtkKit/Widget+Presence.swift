import CGtk

extension Widget {
    /// Calls `handler` whenever the pointer enters or leaves the widget (hovering: true).
    public func onHoverChange(_ handler: @escaping @MainActor (Bool) -> Void) {
        let controller = gtk_event_controller_motion_new()!
        SignalConnection.connect(UnsafeMutableRawPointer(controller), "notify::contains-pointer") {
            (_: UnsafeMutableRawPointer?) in handler(gtk_event_controller_motion_contains_pointer(controller) != 0)
        }
        gtk_widget_add_controller(pointer, controller)
    }

    /// Calls `handler` whenever keyboard focus enters or leaves the widget and its children.
    public func onFocusWithinChange(_ handler: @escaping @MainActor (Bool) -> Void) {
        let controller = gtk_event_controller_focus_new()!
        SignalConnection.connect(UnsafeMutableRawPointer(controller), "notify::contains-focus") {
            (_: UnsafeMutableRawPointer?) in handler(gtk_event_controller_focus_contains_focus(controller) != 0)
        }
        gtk_widget_add_controller(pointer, controller)
    }
}
