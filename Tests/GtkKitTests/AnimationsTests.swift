import CGtk
import GtkKit
import XCTest

/// Animations turned off and on again reach GTK's settings.
@MainActor
final class AnimationsTests: XCTestCase {
    func testTurningAnimationsOffAndOn() async throws {
        GtkTestSupport.initialize()
        let settings = UnsafeMutableRawPointer(try XCTUnwrap(gtk_settings_get_default()))
        defer { Animations.areEnabled = false }
        Animations.areEnabled = true
        XCTAssertTrue(bs_object_get_boolean(settings, "gtk-enable-animations") != 0)
        XCTAssertTrue(Animations.areEnabled)
        Animations.areEnabled = false
        XCTAssertFalse(bs_object_get_boolean(settings, "gtk-enable-animations") != 0)
        XCTAssertFalse(Animations.areEnabled)
    }
}
