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

    private static let words = "Originals are kept on this device until the date below, then only the uploaded copy remains."

    private func measure(_ widget: Widget, _ orientation: GtkOrientation, for size: Int32 = -1) -> (minimum: Int32, natural: Int32) {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_measure(widget.pointer, orientation, size, &minimum, &natural, nil, nil)
        return (minimum, natural)
    }

    private func wrapping(_ text: String) -> Label {
        let label = Label(text)
        label.setWraps(true)
        return label
    }

    func testAClampIsAsWideAsItsChildUpToTheMaximum() async {
        let long = wrapping(Self.words)
        let clamp = Clamp(maximumWidth: 200, child: long)
        XCTAssertGreaterThan(measure(long, GTK_ORIENTATION_HORIZONTAL).natural, 200)
        XCTAssertEqual(measure(clamp, GTK_ORIENTATION_HORIZONTAL).natural, 200)
        XCTAssertEqual(measure(clamp, GTK_ORIENTATION_HORIZONTAL).minimum, measure(long, GTK_ORIENTATION_HORIZONTAL).minimum)

        let short = Label("Short")
        XCTAssertEqual(measure(Clamp(maximumWidth: 200, child: short), GTK_ORIENTATION_HORIZONTAL).natural,
                       measure(short, GTK_ORIENTATION_HORIZONTAL).natural)
    }

    /// Given more than the maximum, the child's height is its height at the maximum width.
    func testAClampsHeightIsItsChildsAtTheClampedWidth() async {
        let label = wrapping(Self.words)
        let clamp = Clamp(maximumWidth: 200, child: label)
        XCTAssertEqual(measure(clamp, GTK_ORIENTATION_VERTICAL, for: 1_000).minimum, measure(label, GTK_ORIENTATION_VERTICAL, for: 200).minimum)
        XCTAssertLessThan(measure(label, GTK_ORIENTATION_VERTICAL, for: 1_000).minimum, measure(label, GTK_ORIENTATION_VERTICAL, for: 200).minimum,
                          "the text wraps at 200 px")
    }

    func testAClampCentresItsChildInWhatIsLeft() async throws {
        let label = wrapping(Self.words)
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
