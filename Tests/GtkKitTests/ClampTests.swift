import CGtk
import GtkKit
import XCTest

/// A clamp gives its child the full width up to a maximum and centres it beyond, asking the
/// child for its height at the width it will have.
@MainActor
final class ClampTests: XCTestCase {
    override func setUp() async throws {
        GtkTestSupport.initialize()
    }

    func testAClampIsAsWideAsItsChildUpToTheMaximum() async {
        let long = GtkTestSupport.wrapping(GtkTestSupport.words)
        let clamp = Clamp(maximumWidth: 200, child: long)
        XCTAssertGreaterThan(GtkTestSupport.measure(long, GTK_ORIENTATION_HORIZONTAL).natural, 200)
        XCTAssertEqual(GtkTestSupport.measure(clamp, GTK_ORIENTATION_HORIZONTAL).natural, 200)
        XCTAssertEqual(GtkTestSupport.measure(clamp, GTK_ORIENTATION_HORIZONTAL).minimum, GtkTestSupport.measure(long, GTK_ORIENTATION_HORIZONTAL).minimum)

        let short = Label("Short")
        XCTAssertEqual(GtkTestSupport.measure(Clamp(maximumWidth: 200, child: short), GTK_ORIENTATION_HORIZONTAL).natural,
                       GtkTestSupport.measure(short, GTK_ORIENTATION_HORIZONTAL).natural)
    }

    /// Given more than the maximum, the child's height is its height at the maximum width.
    func testAClampsHeightIsItsChildsAtTheClampedWidth() async {
        let label = GtkTestSupport.wrapping(GtkTestSupport.words)
        let clamp = Clamp(maximumWidth: 200, child: label)
        XCTAssertEqual(GtkTestSupport.measure(clamp, GTK_ORIENTATION_VERTICAL, for: 1_000).minimum, GtkTestSupport.measure(label, GTK_ORIENTATION_VERTICAL, for: 200).minimum)
        XCTAssertLessThan(GtkTestSupport.measure(label, GTK_ORIENTATION_VERTICAL, for: 1_000).minimum, GtkTestSupport.measure(label, GTK_ORIENTATION_VERTICAL, for: 200).minimum,
                          "the text wraps at 200 px")
    }

    func testAClampCentresItsChildInWhatIsLeft() async throws {
        let label = GtkTestSupport.wrapping(GtkTestSupport.words)
        let clamp = Clamp(maximumWidth: 200, child: label)
        let window = Window(application: nil)
        defer { window.destroy() }
        window.setChild(clamp)
        window.setDefaultSize(width: 400, height: 300)
        window.present()
        XCTAssertTrue(GtkTestSupport.iterate { gtk_widget_get_width(label.pointer) > 0 })
        let width = gtk_widget_get_width(clamp.pointer)
        XCTAssertGreaterThan(width, 200)
        XCTAssertEqual(gtk_widget_get_width(label.pointer), 200)
        let bounds = try XCTUnwrap(label.bounds(in: clamp))
        XCTAssertEqual(Int32(bounds.x), (width - 200) / 2)
    }
}
