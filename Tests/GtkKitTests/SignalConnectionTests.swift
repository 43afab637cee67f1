import CGtk
import GtkKit
import XCTest

/// GObject's warnings logged while a test runs, counted by a log handler on its domain.
@MainActor
private final class GObjectWarnings {
    private(set) var messages: [String] = []
    private var handler: guint = 0

    init() {
        let record: @convention(c) (UnsafePointer<gchar>?, GLogLevelFlags, UnsafePointer<gchar>?, gpointer?) -> Void = { _, _, message, box in
            guard let box else { return }
            let warnings = Unmanaged<GObjectWarnings>.fromOpaque(box).takeUnretainedValue()
            let text = message.map { String(cString: $0) } ?? ""
            MainActor.assumeIsolated { warnings.messages.append(text) }
        }
        handler = g_log_set_handler("GLib-GObject", GLogLevelFlags(G_LOG_LEVEL_WARNING.rawValue), record,
                                    Unmanaged.passUnretained(self).toOpaque())
    }

    func stop() { g_log_remove_handler("GLib-GObject", handler) }
}

@MainActor
final class SignalConnectionTests: XCTestCase {
    /// A window's frame clock is disposed when the window is destroyed, while a page still holds
    /// it and its "after-paint" handler: disconnecting that handler later must not warn.
    func testDisconnectingFromADisposedObjectDoesNotWarn() async {
        let object = g_object_new_with_properties(g_object_get_type(), 0, nil, nil)!
        defer { g_object_unref(object) }
        var heard = 0
        let id = SignalConnection.connect(UnsafeMutableRawPointer(object), "notify") { (_: UnsafeMutableRawPointer?) in heard += 1 }
        g_object_run_dispose(object)
        let warnings = GObjectWarnings()
        SignalConnection.disconnect(UnsafeMutableRawPointer(object), id)
        warnings.stop()
        XCTAssertEqual(warnings.messages, [])
        XCTAssertEqual(heard, 0)
    }

    func testDisconnectingStopsTheHandler() async {
        GtkTestSupport.initialize()
        let label = Label()
        var heard = 0
        let id = SignalConnection.connect(label.raw, "notify::label") { (_: UnsafeMutableRawPointer?) in heard += 1 }
        gtk_label_set_label(label.opaque, "one")
        SignalConnection.disconnect(label.raw, id)
        gtk_label_set_label(label.opaque, "two")
        XCTAssertEqual(heard, 1)
    }
}
