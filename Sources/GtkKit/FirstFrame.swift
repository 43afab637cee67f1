import CGtk

/// Notices when a window has painted its first frame, for start-up measurements and
/// screenshots of a window exactly as the user first sees it.
@MainActor
public enum FirstFrame {
    /// Calls `handler` once, right after the first frame of `window` was painted. Call before
    /// presenting the window.
    public static func afterPaint(of window: Window, _ handler: @escaping @MainActor () -> Void) {
        // The frame clock exists once the window is realized; "after-paint" then follows the
        // first paint. The handler runs from an idle callback so it may destroy the window.
        var pending: (@MainActor () -> Void)? = handler
        window.on("realize") { [unowned window] in
            guard let clock = gtk_widget_get_frame_clock(window.pointer) else { return }
            SignalConnection.connect(UnsafeMutableRawPointer(clock), "after-paint") {
                guard let run = pending else { return }
                pending = nil
                MainLoopSource.whileIdle { run(); return false }
            }
        }
    }
}
