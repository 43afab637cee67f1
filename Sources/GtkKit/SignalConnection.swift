import CGtk

/// Connects Swift closures to GObject signals. Each closure lives in a box retained by GLib and
/// released by the signal's destroy notify, so it lives exactly as long as the connection.
/// Closures that refer to their owner must capture it weakly: the object keeps the box alive.
@MainActor
public enum SignalConnection {
    /// A signal whose handler takes only the instance (`clicked`, `activate`, `changed`, …).
    @discardableResult
    public static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String,
                               _ handler: @escaping @MainActor () -> Void) -> UInt {
        let callback: @convention(c) (gpointer?, gpointer?) -> Void = signalWithoutArguments
        return connect(instance, signal, unsafeBitCast(callback, to: GCallback.self), HandlerBox(handler))
    }

    /// A signal whose handler takes one pointer argument (`row-activated`, `notify::…`, `bind`).
    @discardableResult
    public static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String,
                               _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void) -> UInt {
        let callback: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = signalWithPointer
        return connect(instance, signal, unsafeBitCast(callback, to: GCallback.self), HandlerBox(handler))
    }

    /// A signal whose handler answers whether it handled the event (`close-request`).
    @discardableResult
    public static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String,
                               _ handler: @escaping @MainActor () -> Bool) -> UInt {
        let callback: @convention(c) (gpointer?, gpointer?) -> gboolean = signalAnsweringBool
        return connect(instance, signal, unsafeBitCast(callback, to: GCallback.self), HandlerBox(handler))
    }

    /// For signals taking one pointer and answering a number (`handle-local-options`).
    @discardableResult
    public static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String,
                               _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Int32) -> UInt {
        let callback: @convention(c) (gpointer?, gpointer?, gpointer?) -> gint = signalWithPointerAnsweringNumber
        return connect(instance, signal, unsafeBitCast(callback, to: GCallback.self), HandlerBox(handler))
    }

    /// Disconnects the handler unless it is gone already: an object disposed while still
    /// referenced (a window's frame clock, once the window is destroyed) drops its handlers, and
    /// disconnecting one again makes GLib warn "has no handler with id".
    public static func disconnect(_ instance: UnsafeMutableRawPointer, _ id: UInt) {
        guard g_signal_handler_is_connected(instance, gulong(id)) != 0 else { return }
        g_signal_handler_disconnect(instance, gulong(id))
    }

    private static func connect<Handler>(_ instance: UnsafeMutableRawPointer, _ signal: String,
                                         _ callback: GCallback, _ box: HandlerBox<Handler>) -> UInt {
        let destroy: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = releaseBox
        let id = g_signal_connect_data(instance, signal, callback,
                                       Unmanaged.passRetained(box).toOpaque(), destroy, GConnectFlags(0))
        return UInt(id)
    }
}

/// Holds a Swift closure for a C callback's user data.
final class HandlerBox<Handler> {
    let handler: Handler
    init(_ handler: Handler) { self.handler = handler }

    static func from(_ data: gpointer?) -> Handler? {
        guard let data else { return nil }
        return Unmanaged<HandlerBox<Handler>>.fromOpaque(data).takeUnretainedValue().handler
    }
}

private func signalWithoutArguments(_ instance: gpointer?, _ data: gpointer?) {
    // GLib calls signal handlers on the thread running the main loop: the main thread.
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated {
        HandlerBox<@MainActor () -> Void>.from(data)?()
    }
}

private func signalWithPointer(_ instance: gpointer?, _ argument: gpointer?, _ data: gpointer?) {
    nonisolated(unsafe) let (argument, data) = (argument, data)
    MainActor.assumeIsolated {
        HandlerBox<@MainActor (UnsafeMutableRawPointer?) -> Void>.from(data)?(argument)
    }
}

private func signalAnsweringBool(_ instance: gpointer?, _ data: gpointer?) -> gboolean {
    nonisolated(unsafe) let data = data
    return MainActor.assumeIsolated {
        (HandlerBox<@MainActor () -> Bool>.from(data)?() ?? false) ? 1 : 0
    }
}

private func signalWithPointerAnsweringNumber(_ instance: gpointer?, _ argument: gpointer?, _ data: gpointer?) -> gint {
    nonisolated(unsafe) let (argument, data) = (argument, data)
    return MainActor.assumeIsolated {
        HandlerBox<@MainActor (UnsafeMutableRawPointer?) -> Int32>.from(data)?(argument) ?? -1
    }
}

private func releaseBox(_ data: gpointer?, _ closure: UnsafeMutablePointer<GClosure>?) {
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}
