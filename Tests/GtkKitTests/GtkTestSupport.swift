import CGtk
import Foundation
import GtkKit

/// GTK for XCTest, without the settings window or its style sheet: initialised once, driven by
/// iterating the main context in bounded loops.
@MainActor
enum GtkTestSupport {
    private static var isInitialized = false

    static func initialize() {
        guard !isInitialized else { return }
        isInitialized = true
        gtk_init()
        // Animations off: tests see the end state of a slide at once.
        if let settings = gtk_settings_get_default() {
            bs_object_set_boolean(UnsafeMutableRawPointer(settings), "gtk-enable-animations", 0)
        }
    }

    /// Runs pending main-loop work until `condition` holds or `seconds` pass; answers `condition`.
    @discardableResult
    static func iterate(for seconds: Double = 2, until condition: () -> Bool = { false }) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            if g_main_context_iteration(nil, 0) == 0 { usleep(1_000) }
        }
        return condition()
    }
}
