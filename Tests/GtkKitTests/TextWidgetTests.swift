import CGtk
import GtkKit
import XCTest

/// The text settings of entries and labels reach GTK.
@MainActor
final class TextWidgetTests: XCTestCase {
    override func setUp() async throws {
        GtkTestSupport.initialize()
    }

    func testAnEntrysWidthAndTextAlignment() async {
        let entry = TextEntry(secure: false)
        entry.setWidthInCharacters(6)
        entry.setTextAlignment(1)
        XCTAssertEqual(gtk_editable_get_width_chars(entry.opaque), 6)
        XCTAssertEqual(gtk_editable_get_alignment(entry.opaque), 1)
    }

    func testALabelsCentredLines() async {
        let label = Label("Two\nlines")
        XCTAssertEqual(gtk_label_get_justify(label.opaque), GTK_JUSTIFY_LEFT)
        label.centerLines()
        XCTAssertEqual(gtk_label_get_justify(label.opaque), GTK_JUSTIFY_CENTER)
    }

    func testAccessibleLabels() async {
        let title = Label("Volume")
        let scale = Box(.horizontal)
        scale.setAccessibleLabelledBy(title)
        XCTAssertTrue(bs_test_accessible_is_labelled_by(scale.pointer, title.pointer) != 0)
        let button = Box(.horizontal)
        button.setAccessibleLabel("Close")
        XCTAssertTrue(bs_test_accessible_has_label(button.pointer, "Close") != 0)
        XCTAssertFalse(bs_test_accessible_has_label(button.pointer, "Open") != 0)
    }
}
