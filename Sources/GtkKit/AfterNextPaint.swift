import CGtk

/// Calls a handler once the next frame of a widget's window has been painted: work spread over
/// frames waits here, so that each part is judged on the layout the last one made.
@MainActor
public final class AfterNextPaint {
    private let handler: @MainActor () -> Void
    /// The clock's `after-paint` connection, made on the first request. Held: the window, and
    /// its clock, may go before this does.
    private var connection: (clock: UnsafeMutableRawPointer, id: UInt)?
    /// Set from a request until the frame after it.
    public private(set) var isWaiting = false

    public init(_ handler: @escaping @MainActor () -> Void) { self.handler = handler }

    isolated deinit {
        if let connection {
            SignalConnection.disconnect(connection.clock, connection.id)
            g_object_unref(connection.clock)
        }
    }

    /// Waits for the next paint of `widget`'s window, asking for a frame even when nothing
    /// changed size. False when the widget is not realized: no frame will come.
    public func request(for widget: Widget) -> Bool {
        guard let clock = gtk_widget_get_frame_clock(widget.pointer).map(UnsafeMutableRawPointer.init) else { return false }
        isWaiting = true
        if connection == nil {
            let id = SignalConnection.connect(clock, "after-paint") { [weak self] () -> Void in
                guard let self, isWaiting else { return }
                isWaiting = false
                handler()
            }
            connection = (g_object_ref(clock), id)
        }
        gdk_frame_clock_request_phase(OpaquePointer(clock), GDK_FRAME_CLOCK_PHASE_AFTER_PAINT)
        return true
    }

    /// Forgets the request: the frame will call nothing.
    public func cancel() { isWaiting = false }
}
