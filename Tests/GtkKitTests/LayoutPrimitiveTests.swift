import CGtk
import GtkKit
import XCTest

/// The layout pieces that keep GTK 4.8 from laying wrapping text out again and again: a text
/// column, a stack sized by its shown child, a paragraph's narrowest line.
@MainActor
final class LayoutPrimitiveTests: XCTestCase {
    override func setUp() async throws {
        GtkTestSupport.initialize()
    }

    private struct NotLaidOut: Error {}

    /// A 300 × 400 window showing `widget`, once `widget` is laid out in it.
    private func presented(_ widget: Widget) throws -> Window {
        let window = Window(application: nil)
        window.setChild(widget)
        gtk_window_set_default_size(gtkCast(window.pointer, to: GtkWindow.self), 300, 400)
        window.present()
        guard GtkTestSupport.iterate(until: { gtk_widget_get_width(widget.pointer) > 0 }) else {
            window.destroy()
            throw NotLaidOut()
        }
        return window
    }

    /// Asked how wide it must be to fit one line's height, GTK's box answers with its text on
    /// one line, found by a search that lays the text out at every step; a column answers as
    /// at any height.
    func testAColumnIsAsWideAtAnyHeight() async {
        let column = Box.column(spacing: 2)
        column.append(GtkTestSupport.wrapping(GtkTestSupport.words))
        let lineHeight = GtkTestSupport.measure(column, GTK_ORIENTATION_VERTICAL, for: 10_000).minimum
        XCTAssertEqual(GtkTestSupport.measure(column, GTK_ORIENTATION_HORIZONTAL, for: lineHeight).minimum,
                       GtkTestSupport.measure(column, GTK_ORIENTATION_HORIZONTAL).minimum)

        let box = Box(.vertical, spacing: 2)
        box.append(GtkTestSupport.wrapping(GtkTestSupport.words))
        XCTAssertGreaterThan(GtkTestSupport.measure(box, GTK_ORIENTATION_HORIZONTAL, for: lineHeight).minimum,
                             GtkTestSupport.measure(box, GTK_ORIENTATION_HORIZONTAL).minimum, "what the column is for")
    }

    /// Stacked as a vertical box stacks them: the widest child's width, the heights (for the
    /// width) and spacing added up, each child below the one before, hidden ones left out.
    func testAColumnStacksItsShownChildrenAsABoxDoes() async throws {
        let column = Box.column(spacing: 6)
        let box = Box(.vertical, spacing: 6)
        for container in [column, box] {
            container.append(GtkTestSupport.wrapping(GtkTestSupport.words))
            let hidden = Label("Hidden")
            hidden.isVisible = false
            container.append(hidden)
            container.append(Label("A short line"))
        }
        XCTAssertEqual(GtkTestSupport.measure(column, GTK_ORIENTATION_HORIZONTAL).minimum, GtkTestSupport.measure(box, GTK_ORIENTATION_HORIZONTAL).minimum)
        XCTAssertEqual(GtkTestSupport.measure(column, GTK_ORIENTATION_HORIZONTAL).natural, GtkTestSupport.measure(box, GTK_ORIENTATION_HORIZONTAL).natural)
        for width: Int32 in [120, 300, 2_000] {
            XCTAssertEqual(GtkTestSupport.measure(column, GTK_ORIENTATION_VERTICAL, for: width).minimum,
                           GtkTestSupport.measure(box, GTK_ORIENTATION_VERTICAL, for: width).minimum, "at \(width) px")
        }

        let window = try presented(column)
        defer { window.destroy() }
        let first = gtk_widget_get_first_child(column.pointer)!
        let last = gtk_widget_get_last_child(column.pointer)!
        var origin = graphene_point_t()
        var zero = graphene_point_t()
        XCTAssertNotEqual(gtk_widget_compute_point(last, column.pointer, &zero, &origin), 0)
        XCTAssertEqual(Int32(origin.y), gtk_widget_get_height(first) + 6, "below the first, past the hidden one")
        XCTAssertEqual(gtk_widget_get_width(first), gtk_widget_get_width(column.pointer))
    }

    /// A child that expands vertically takes the height the column has to spare.
    func testAColumnGivesItsSpareHeightToWhatExpands() async throws {
        let column = Box.column(spacing: 0)
        let top = Label("Top")
        let filler = Label("Fills")
        filler.setExpands(vertically: true)
        column.append(top)
        column.append(filler)
        let window = try presented(column)
        defer { window.destroy() }
        XCTAssertEqual(gtk_widget_get_height(top.pointer) + gtk_widget_get_height(filler.pointer), gtk_widget_get_height(column.pointer))
        XCTAssertGreaterThan(gtk_widget_get_height(filler.pointer), gtk_widget_get_height(top.pointer) * 5)
    }

    /// A hidden page does not make the stack wider or taller: GTK measured every page of a
    /// homogeneous stack at every size it was asked.
    func testAStackIsAsBigAsTheChildShown() async {
        let stack = Stack()
        let small = Label("Small")
        let big = Label("A page much wider and taller than the one shown")
        big.setMinimumWidth(900)
        stack.add(small, name: "small")
        stack.add(big, name: "big")
        stack.show(small, transition: .none)
        XCTAssertEqual(GtkTestSupport.measure(stack, GTK_ORIENTATION_HORIZONTAL).minimum, GtkTestSupport.measure(small, GTK_ORIENTATION_HORIZONTAL).minimum)
    }

    /// A paragraph's smallest width is a line of 16 characters, found by laying its text out at
    /// that width, not a character to a line.
    func testAParagraphIsNeverNarrowerThanSixteenCharacters() async {
        let paragraph = Label(GtkTestSupport.words)
        paragraph.setWrapsAsParagraph()
        let plain = GtkTestSupport.wrapping(GtkTestSupport.words)
        let sixteen = Label(String(repeating: "n", count: Int(Label.narrowestParagraphLine)))
        XCTAssertGreaterThanOrEqual(GtkTestSupport.measure(paragraph, GTK_ORIENTATION_HORIZONTAL).minimum,
                                    GtkTestSupport.measure(sixteen, GTK_ORIENTATION_HORIZONTAL).minimum * 3 / 4)
        XCTAssertLessThan(GtkTestSupport.measure(plain, GTK_ORIENTATION_HORIZONTAL).minimum,
                          GtkTestSupport.measure(paragraph, GTK_ORIENTATION_HORIZONTAL).minimum, "its longest word only, without")
        XCTAssertEqual(GtkTestSupport.measure(paragraph, GTK_ORIENTATION_HORIZONTAL).natural, GtkTestSupport.measure(plain, GTK_ORIENTATION_HORIZONTAL).natural)
    }
}
