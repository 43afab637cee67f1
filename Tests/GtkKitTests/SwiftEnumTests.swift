import CGtk
import GtkKit
import XCTest

/// GtkKit's Swift enums reach GTK as the C values they name.
@MainActor
final class SwiftEnumTests: XCTestCase {
    override func setUp() async throws {
        GtkTestSupport.initialize()
    }

    func testABoxRunsTheWayItIsMade() async {
        let column = Box(.vertical)
        let row = Box(.horizontal)
        withExtendedLifetime((column, row)) {
            XCTAssertEqual(gtk_orientable_get_orientation(gtkOpaque(column.pointer)), GTK_ORIENTATION_VERTICAL)
            XCTAssertEqual(gtk_orientable_get_orientation(gtkOpaque(row.pointer)), GTK_ORIENTATION_HORIZONTAL)
        }
    }

    func testAlignmentsAlongEachAxis() async {
        let label = Label("Aligned")
        label.setAlignment(horizontal: .center, vertical: .end)
        XCTAssertEqual(gtk_widget_get_halign(label.pointer), GTK_ALIGN_CENTER)
        XCTAssertEqual(gtk_widget_get_valign(label.pointer), GTK_ALIGN_END)
        label.setAlignment(horizontal: .start)
        XCTAssertEqual(gtk_widget_get_halign(label.pointer), GTK_ALIGN_START)
        XCTAssertEqual(gtk_widget_get_valign(label.pointer), GTK_ALIGN_END, "an axis not given stays as it was")
        label.setAlignment(vertical: .fill)
        XCTAssertEqual(gtk_widget_get_valign(label.pointer), GTK_ALIGN_FILL)
    }

    func testAStackShowsAChildWithTheTransitionGiven() async {
        let stack = Stack()
        let first = Label("First")
        let second = Label("Second")
        stack.add(first, name: "first")
        stack.add(second, name: "second")
        let expected: [(Stack.Transition, GtkStackTransitionType)] = [
            (.slideLeft, GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT), (.slideRight, GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT),
            (.crossfade, GTK_STACK_TRANSITION_TYPE_CROSSFADE), (.none, GTK_STACK_TRANSITION_TYPE_NONE),
        ]
        for (index, (transition, gtk)) in expected.enumerated() {
            let child = index.isMultiple(of: 2) ? second : first
            stack.show(child, transition: transition)
            XCTAssertEqual(gtk_stack_get_transition_type(stack.opaque), gtk)
            XCTAssertEqual(stack.visibleChild, child.pointer)
        }
    }

    func testARevealerAFrameAndAnInfoBarAreMadeAsTold() async {
        let revealer = Revealer(child: Label("Note"), transition: .slideUp, milliseconds: 200)
        XCTAssertEqual(gtk_revealer_get_transition_type(revealer.opaque), GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP)
        let alert = Frame(child: Label("Note"), accessibleRole: .alert)
        let group = Frame(child: Label("Group"))
        let warning = InfoBar(type: .warning, dismissLabel: nil)
        let error = InfoBar(type: .error, dismissLabel: "Dismiss")
        withExtendedLifetime((revealer, alert, group, warning, error)) {
            XCTAssertEqual(gtk_accessible_get_accessible_role(gtkOpaque(alert.pointer)), GTK_ACCESSIBLE_ROLE_ALERT)
            XCTAssertEqual(gtk_accessible_get_accessible_role(gtkOpaque(group.pointer)), GTK_ACCESSIBLE_ROLE_GROUP)
            XCTAssertEqual(gtk_info_bar_get_message_type(warning.opaque), GTK_MESSAGE_WARNING)
            XCTAssertEqual(gtk_info_bar_get_message_type(error.opaque), GTK_MESSAGE_ERROR)
        }
    }

    func testAnAboutDialogsLicence() async {
        let about = AboutDialog()
        defer { about.destroy() }
        about.licenseType = .mitX11
        XCTAssertEqual(gtk_about_dialog_get_license_type(about.opaque), GTK_LICENSE_MIT_X11)
        XCTAssertEqual(about.licenseType, .mitX11)
        gtk_about_dialog_set_license_type(about.opaque, GTK_LICENSE_GPL_3_0)
        XCTAssertNil(about.licenseType, "a licence GtkKit does not name")
    }

    /// A password entry has no purpose of its own: its text delegate takes it.
    func testAnEntrysInputPurposeAndHints() async throws {
        for secure in [false, true] {
            let entry = TextEntry(secure: secure)
            entry.setInputPurpose(secure ? .pin : .email, hints: [.uppercaseWords, .noSpellcheck])
            let text = UnsafeMutablePointer<GtkText>(try XCTUnwrap(gtk_editable_get_delegate(entry.opaque)))
            XCTAssertEqual(gtk_text_get_input_purpose(text), secure ? GTK_INPUT_PURPOSE_PIN : GTK_INPUT_PURPOSE_EMAIL)
            XCTAssertEqual(gtk_text_get_input_hints(text).rawValue,
                           GTK_INPUT_HINT_UPPERCASE_WORDS.rawValue | GTK_INPUT_HINT_NO_SPELLCHECK.rawValue)
        }
        let editor = TextEditor(placeholder: nil)
        editor.setInputPurpose(.url, hints: [])
        XCTAssertEqual(gtk_text_view_get_input_purpose(gtkCast(editor.textView.pointer, to: GtkTextView.self)), GTK_INPUT_PURPOSE_URL)
    }

    func testTextDirections() async {
        let before = Widget.defaultDirection
        defer { Widget.defaultDirection = before }
        Widget.defaultDirection = .rightToLeft
        XCTAssertEqual(gtk_widget_get_default_direction(), GTK_TEXT_DIR_RTL)
        XCTAssertEqual(Widget.defaultDirection, .rightToLeft)
        Widget.defaultDirection = .leftToRight
        XCTAssertEqual(gtk_widget_get_default_direction(), GTK_TEXT_DIR_LTR)

        let clock = Box(.horizontal)
        clock.setDirection(.rightToLeft)
        XCTAssertEqual(gtk_widget_get_direction(clock.pointer), GTK_TEXT_DIR_RTL)
    }
}
