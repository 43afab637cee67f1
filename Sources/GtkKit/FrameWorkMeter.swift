import CGtk

/// The work of a window's next frame (layout, snapshot, render) without the wait for the
/// frame's turn, for benchmarks: from the frame clock's first "before-paint" after `reset` to
/// its "after-paint".
@MainActor
public final class FrameWorkMeter {
    /// Whether a frame has been painted since `reset`.
    public private(set) var painted = false
    /// The last painted frame's work, in milliseconds.
    public private(set) var milliseconds = 0.0
    private var start: Int?

    /// Nil until the window is realized (it has no frame clock before).
    public init?(window: Window) {
        guard let clock = gtk_widget_get_frame_clock(window.pointer) else { return nil }
        SignalConnection.connect(UnsafeMutableRawPointer(clock), "before-paint") { [weak self] () -> Void in
            guard let self else { return }
            start = start ?? g_get_monotonic_time()
        }
        SignalConnection.connect(UnsafeMutableRawPointer(clock), "after-paint") { [weak self] () -> Void in
            guard let self, let start else { return }
            milliseconds = Double(g_get_monotonic_time() - start) / 1000
            painted = true
        }
    }

    /// Measures the next frame from now on.
    public func reset() {
        painted = false
        start = nil
    }
}
