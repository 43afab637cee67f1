import CGtk

extension Widget {
    /// Calls `handler` when a mouse button or a touch goes down anywhere in the widget, before
    /// the child under it sees the press (so `handler` can let that child take focus first).
    /// The press still goes on to the child.
    public func onPressCaptured(_ handler: @escaping @MainActor () -> Void) {
        let gesture = gtk_gesture_click_new()!
        gtk_event_controller_set_propagation_phase(gesture, GTK_PHASE_CAPTURE)
        // Any button: a right click into a spin button's text focuses it too.
        gtk_gesture_single_set_button(gesture, 0)
        SignalConnection.connect(UnsafeMutableRawPointer(gesture), "begin") { (_: UnsafeMutableRawPointer?) in handler() }
        gtk_widget_add_controller(pointer, gesture)
    }
}
