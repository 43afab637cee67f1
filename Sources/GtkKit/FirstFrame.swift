import CGtk

/// Notices when a window has painted its first frame, for start-up measurements and
/// screenshots of a window exactly as the user first sees it.
@MainActor
public enum FirstFrame {
    /// Calls `handler` once, inside the frame clock's "after-paint" of the first frame of
    /// `window`: layout is clean, so a screenshot shows that frame. Work queued since (rows
    /// added from idle callbacks) would leave the window needing layout, and GTK snapshots
    /// nothing then. The handler must not destroy the window; defer that with an idle callback.
    /// Call before presenting the window.
    public static func afterPaint(of window: Window, _ handler: @escaping @MainActor () -> Void) {
        afterPaint(of: window, once: { ready in ready() }, handler)
    }

    /// The same for the first frame painted once `ready` has called back: for a window whose
    /// first frame does not show what it is for yet (the hub, whose lists are read on threads
    /// and shown when read). What is shown before the call back is laid out in that frame.
    public static func afterPaint(of window: Window, once ready: (@escaping @MainActor () -> Void) -> Void,
                                  _ handler: @escaping @MainActor () -> Void) {
        // The frame clock exists once the window is realized. The handler stays connected but
        // does nothing after its first run (a @MainActor closure cannot learn its own id).
        var isReady = false
        var pending: (@MainActor () -> Void)? = handler
        window.on("realize") { [weak window] in
            guard let window, let clock = gtk_widget_get_frame_clock(window.pointer) else { return }
            SignalConnection.connect(UnsafeMutableRawPointer(clock), "after-paint") { () -> Void in
                guard isReady, let run = pending else { return }
                pending = nil
                run()
            }
        }
        ready { [weak window] in
            isReady = true
            // A frame, should nothing shown have changed.
            if let window { gtk_widget_queue_draw(window.pointer) }
        }
    }
}
