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
        // The frame clock exists once the window is realized. The handler stays connected but
        // does nothing after its first run (a @MainActor closure cannot learn its own id).
        var pending: (@MainActor () -> Void)? = handler
        window.on("realize") { [weak window] in
            guard let window, let clock = gtk_widget_get_frame_clock(window.pointer) else { return }
            SignalConnection.connect(UnsafeMutableRawPointer(clock), "after-paint") { () -> Void in
                guard let run = pending else { return }
                pending = nil
                run()
            }
        }
    }
}
