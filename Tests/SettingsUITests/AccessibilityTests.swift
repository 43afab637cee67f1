import CGtk
import GtkKit
import SettingsKit
@testable import SettingsUI
import XCTest

/// Every control is named for screen readers by its row's title.
@MainActor
final class AccessibilityTests: XCTestCase {
    private var window: SettingsWindow!

    override func setUp() async throws {
        window = GtkTestSupport.makeWindow(FakeSession(root: DemoPages.root))
    }

    override func tearDown() async throws {
        window.window.destroy()
        GtkTestSupport.iterate(for: 0.05)
    }

    private func title(of control: Widget) -> UnsafeMutablePointer<GtkWidget>? {
        // The row's title label: the first label in the control's row.
        var row = gtk_widget_get_parent(control.pointer)
        while let current = row, String(cString: bs_object_type_name(UnsafeMutableRawPointer(current))) != "GtkListBoxRow" {
            row = gtk_widget_get_parent(current)
        }
        return row.flatMap { GtkTestSupport.firstLabel(in: $0) }
    }

    private func assertLabelledByTitle(_ control: Widget, _ expected: String, file: StaticString = #filePath,
                                       line: UInt = #line) {
        guard let label = title(of: control) else { return XCTFail("no title label", file: file, line: line) }
        XCTAssertEqual(String(cString: gtk_label_get_text(OpaquePointer(label))), expected, file: file, line: line)
        XCTAssertTrue(bs_test_accessible_is_labelled_by(control.pointer, label) != 0, file: file, line: line)
    }

    func testControlsAreLabelledByTheirRowTitles() async throws {
        let toggle = try XCTUnwrap(GtkTestSupport.presenter(ToggleRowPresenter.self, key: "sounds", in: window))
        assertLabelledByTitle(toggle.control, "Play sounds")
        let slider = try XCTUnwrap(GtkTestSupport.presenter(SliderRowPresenter.self, key: "volume", in: window))
        assertLabelledByTitle(slider.scale, "Volume")
        let field = try XCTUnwrap(GtkTestSupport.presenter(TextFieldRowPresenter.self, key: "name", in: window))
        assertLabelledByTitle(field.entry, "Name")
        let password = try XCTUnwrap(GtkTestSupport.presenter(TextFieldRowPresenter.self, key: "password", in: window))
        assertLabelledByTitle(password.entry, "Password")
        let value = try XCTUnwrap(GtkTestSupport.presenter(TitleValueRowPresenter.self, key: "version", in: window))
        assertLabelledByTitle(value.value, "Version")
    }

    func testAControlWithoutATitleIsNamedByItsKey() async throws {
        let slider = try XCTUnwrap(GtkTestSupport.presenter(SliderRowPresenter.self, key: "balance", in: window))
        XCTAssertTrue(bs_test_accessible_has_label(slider.scale.pointer, "balance") != 0)
        XCTAssertFalse(bs_test_accessible_has_labelled_by(slider.scale.pointer) != 0)
    }

    func testChoiceRowsSayWhichIsSelected() async throws {
        let radio = try XCTUnwrap(GtkTestSupport.presenter(ChoiceListPresenter.self, key: "size", in: window))
        XCTAssertTrue(bs_test_accessible_has_label(radio.listRows[1].pointer, "Medium, selected") != 0)
        XCTAssertTrue(bs_test_accessible_has_label(radio.listRows[0].pointer, "Small") != 0)
    }
}
