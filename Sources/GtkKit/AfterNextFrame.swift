import CGtk

/// Runs work once the next frame of a widget's window has been painted, from an idle callback
/// so that input which arrived meanwhile goes first: for work that can wait a frame (rows below
/// the visible part of a list) and must not lengthen the frame that shows what the user is
/// looking at.
@MainActor
public final class AfterNextFrame {
    private var work: (@MainActor () -> Void)?
    private var idleSource: UInt32?
    private var connection: (clock: UnsafeMutableRawPointer, id: UInt)?

    public init() {}

    isolated deinit {
        if let idleSource { MainLoopSource.remove(idleSource) }
        disconnect()
    }

    /// Whether work is waiting.
    public var isPending: Bool { work != nil }

    /// Runs `work` after the next frame of `widget`'s window, in place of any work still
    /// waiting; at once when the widget has no frame clock (it is not in a shown window), as
    /// no frame will come.
    public func schedule(after widget: Widget, _ work: @escaping @MainActor () -> Void) {
        cancel()
        guard let clock = gtk_widget_get_frame_clock(widget.pointer).map(UnsafeMutableRawPointer.init) else { return work() }
        self.work = work
        if connection?.clock != clock {
            disconnect()
            let id = SignalConnection.connect(clock, "after-paint") { [weak self] () -> Void in self?.painted() }
            // Held: the window, and its clock, may go before this does.
            connection = (g_object_ref(clock), id)
        }
        // A frame even when nothing visible changed, so the work is not left waiting.
        gdk_frame_clock_request_phase(OpaquePointer(clock), GDK_FRAME_CLOCK_PHASE_AFTER_PAINT)
    }

    /// Runs the waiting work now, if any: what it makes is needed before the frame.
    public func runNow() {
        guard let run = work else { return }
        cancel()
        run()
    }

    /// Drops the waiting work.
    public func cancel() {
        work = nil
        if let idleSource {
            MainLoopSource.remove(idleSource)
            self.idleSource = nil
        }
    }

    private func painted() {
        guard work != nil, idleSource == nil else { return }
        idleSource = MainLoopSource.whileIdle { [weak self] in
            guard let self else { return false }
            idleSource = nil
            runNow()
            return false
        }
    }

    private func disconnect() {
        guard let connection else { return }
        SignalConnection.disconnect(connection.clock, connection.id)
        g_object_unref(connection.clock)
        self.connection = nil
    }
}
