import CGtk
import GtkKit
@testable import SettingsKit
@testable import SettingsUI
import XCTest

/// Each control, operated as the user would, writes what the row stores.
@MainActor
final class PresenterTests: XCTestCase {
    private var session: FakeSession!
    private var window: SettingsWindow!

    override func setUp() async throws {
        session = FakeSession(root: DemoPages.root, pages: ["Advanced": DemoPages.advanced])
        window = GtkTestSupport.makeWindow(session)
    }

    override func tearDown() async throws {
        window.window.destroy()
        GtkTestSupport.iterate(for: 0.05)
    }

    private var lastWrite: (key: SettingKey, value: PlistValue?)? { session.writes.last }

    func testSwitchWritesTrueAndFalseValues() async throws {
        let toggle = try XCTUnwrap(GtkTestSupport.presenter(ToggleRowPresenter.self, key: "sounds", in: window))
        XCTAssertTrue(toggle.control.isOn, "default YES shows on")
        toggle.control.isOn = false
        XCTAssertEqual(lastWrite?.key, "sounds")
        XCTAssertEqual(lastWrite?.value, .bool(false))
    }

    func testActivatingTheRowFlipsTheSwitch() async throws {
        let toggle = try XCTUnwrap(GtkTestSupport.presenter(ToggleRowPresenter.self, key: "sounds", in: window))
        toggle.listRows[0].activate()
        XCTAssertFalse(toggle.control.isOn)
        XCTAssertEqual(lastWrite?.value, .bool(false))
        toggle.listRows[0].activate()
        XCTAssertEqual(lastWrite?.value, .bool(true))
        XCTAssertEqual(session.writes.count, 2)
    }

    func testShowingStateWritesNothing() async {
        XCTAssertTrue(session.writes.isEmpty, "building the page must not write defaults")
    }

    func testTitleValueShowsTheValue() async throws {
        let title = try XCTUnwrap(GtkTestSupport.presenter(TitleValueRowPresenter.self, key: "version", in: window))
        XCTAssertEqual(title.value.text, "2.4.1")
    }

    func testSliderWritesARealNumber() async throws {
        let slider = try XCTUnwrap(GtkTestSupport.presenter(SliderRowPresenter.self, key: "volume", in: window))
        XCTAssertEqual(slider.scale.value, 4)
        slider.scale.value = 7.5
        XCTAssertEqual(lastWrite?.key, "volume")
        XCTAssertEqual(lastWrite?.value, .real(7.5))
    }

    func testSliderImagesAreShownAtIconSize() async throws {
        let slider = try XCTUnwrap(GtkTestSupport.presenter(SliderRowPresenter.self, key: "balance", in: window))
        let track = try XCTUnwrap(gtk_widget_get_parent(slider.scale.pointer))
        var widths: [Int32] = []
        var child = gtk_widget_get_first_child(track)
        while let current = child {
            widths.append(gtk_widget_get_width(current))
            child = gtk_widget_get_next_sibling(current)
        }
        XCTAssertEqual(widths.count, 3, "minimum image, scale, maximum image")
        XCTAssertLessThanOrEqual(widths.first ?? 0, 32)
        XCTAssertLessThanOrEqual(widths.last ?? 0, 32)
    }

    func testTextFieldSavesWhenFocusLeaves() async throws {
        let field = try XCTUnwrap(GtkTestSupport.presenter(TextFieldRowPresenter.self, key: "name", in: window))
        let other = try XCTUnwrap(GtkTestSupport.presenter(TextFieldRowPresenter.self, key: "pin", in: window))
        field.entry.grabFocus()
        GtkTestSupport.iterate(for: 0.1)
        field.entry.text = "Grace"
        other.entry.grabFocus()
        GtkTestSupport.iterate(for: 0.1)
        XCTAssertEqual(lastWrite?.key, "name")
        XCTAssertEqual(lastWrite?.value, .string("Grace"))
    }

    func testSlidersWithUnusableRangesOrValuesStillShow() async throws {
        let host = window!
        for (minimum, maximum, value) in [(5.0, 5.0, PlistValue.real(5)), (10, 0, .real(3)),
                                          (0, .infinity, .real(1)), (0, 1, .real(.nan)), (0, 1, .string("loud"))] {
            var row = Row(file: "Root.plist", index: 0, kind: .slider(SliderRow(minimum: minimum, maximum: maximum)))
            row.key = "odd"
            row.defaultValue = value
            let presenter = SliderRowPresenter(row: row, slider: SliderRow(minimum: minimum, maximum: maximum), binder: host.binder)
            presenter.update(host.binder.state(of: row))
            XCTAssertTrue(presenter.scale.value.isFinite, "\(minimum)…\(maximum) showing \(value)")
        }
        XCTAssertTrue(session.writes.isEmpty)
    }

    func testSliderClampsAnOutOfRangeValueWithoutWriting() async throws {
        session.changeExternally("volume", to: .integer(99))
        let slider = try XCTUnwrap(GtkTestSupport.presenter(SliderRowPresenter.self, key: "volume", in: window))
        XCTAssertEqual(slider.scale.value, 10)
        XCTAssertEqual(session.writes.count, 0)
    }

    func testTextFieldSavesOnEnter() async throws {
        let field = try XCTUnwrap(GtkTestSupport.presenter(TextFieldRowPresenter.self, key: "name", in: window))
        XCTAssertEqual(field.entry.text, "Ada")
        field.entry.text = "Grace"
        XCTAssertTrue(field.isSavePending)
        XCTAssertTrue(session.writes.isEmpty, "not saved while typing")
        field.entry.pressEnter()
        XCTAssertEqual(lastWrite?.key, "name")
        XCTAssertEqual(lastWrite?.value, .string("Grace"))
        XCTAssertFalse(field.isSavePending, "Enter removes the pending save")
        field.entry.pressEnter()
        XCTAssertEqual(session.writes.count, 1, "an unchanged text is not written again")
    }

    func testTextFieldSavesAfterAPauseInTyping() async throws {
        let field = try XCTUnwrap(GtkTestSupport.presenter(TextFieldRowPresenter.self, key: "name", in: window))
        field.entry.text = "Gra"
        GtkTestSupport.iterate(for: 0.3)
        field.entry.text = "Grace"
        GtkTestSupport.iterate(for: 0.3)
        XCTAssertTrue(session.writes.isEmpty, "typing restarts the pause")
        XCTAssertTrue(GtkTestSupport.iterate(for: 2) { !self.session.writes.isEmpty })
        XCTAssertEqual(lastWrite?.value, .string("Grace"))
        XCTAssertFalse(field.isSavePending, "no timer left once saved")
    }

    func testNumberPadRefusesNonDigits() async throws {
        let field = try XCTUnwrap(GtkTestSupport.presenter(TextFieldRowPresenter.self, key: "pin", in: window))
        let editable = field.entry.opaque
        var position: Int32 = 0
        gtk_editable_insert_text(editable, "12a", -1, &position)
        XCTAssertEqual(field.entry.text, "")
        gtk_editable_insert_text(editable, "1234", -1, &position)
        XCTAssertEqual(field.entry.text, "1234")
    }

    func testNumberPadShowsAStoredValueWithOtherCharactersAndLeavingDoesNotBlankIt() async throws {
        session.changeExternally("pin", to: .string("-12.5"))
        let field = try XCTUnwrap(GtkTestSupport.presenter(TextFieldRowPresenter.self, key: "pin", in: window))
        XCTAssertEqual(field.entry.text, "-12.5")
        field.save()
        XCTAssertTrue(session.writes.isEmpty, "showing a value is no edit")
    }

    func testSecureTextFieldIsAPasswordEntry() async throws {
        let field = try XCTUnwrap(GtkTestSupport.presenter(TextFieldRowPresenter.self, key: "password", in: window))
        XCTAssertTrue(field.entry.isSecure)
        XCTAssertEqual(String(cString: bs_object_type_name(field.entry.raw)), "GtkPasswordEntry")
        field.entry.text = "hunter2"
        field.entry.pressEnter()
        XCTAssertEqual(lastWrite?.value, .string("hunter2"))
    }

    func testRadioGroupPickWritesTheChoiceValue() async throws {
        let radio = try XCTUnwrap(GtkTestSupport.presenter(ChoiceListPresenter.self, key: "size", in: window))
        XCTAssertEqual(radio.selectedIndex, 1)
        radio.listRows[2].activate()
        XCTAssertEqual(lastWrite?.key, "size")
        XCTAssertEqual(lastWrite?.value, .integer(3))
        XCTAssertEqual(radio.selectedIndex, 2)
    }

    func testMultiValueOpensItsChoicesAndAPickWritesAndGoesBack() async throws {
        let multi = try XCTUnwrap(GtkTestSupport.presenter(MultiValueRowPresenter.self, key: "colour", in: window))
        XCTAssertEqual(multi.value.text, "Green")
        multi.listRows[0].activate()
        XCTAssertEqual(window.navigation.pages.count, 2)
        XCTAssertEqual(window.titleLabel.text, "Colour")
        let choices = try XCTUnwrap(GtkTestSupport.presenter(ChoiceListPresenter.self, key: "colour", in: window))
        XCTAssertEqual(choices.selectedIndex, 1)
        choices.listRows[2].activate()
        XCTAssertEqual(lastWrite?.key, "colour")
        XCTAssertEqual(lastWrite?.value, .string("blue"))
        XCTAssertEqual(window.navigation.pages.count, 1)
        XCTAssertEqual(multi.value.text, "Blue")
    }

    func testInvalidRowShowsItsProblem() async throws {
        let invalid = try XCTUnwrap(GtkTestSupport.presenter(InvalidRowPresenter.self, key: "fancy", in: window))
        XCTAssertTrue(invalid.listRows[0].hasStyleClass("error-row"))
    }
}
