import CGtk
import GtkKit
@testable import SettingsKit
@testable import SettingsUI
import XCTest

/// A list group's elements edited in place are edited by the presenter of their kind of row, as
/// the factory makes it for any row (`RowPresenterFactory.elementEditor`): a text element is
/// a text field row in all but its title, its rules checked as the user types.
@MainActor
final class ListElementEditorTests: XCTestCase {
    private var session: FakeSession!
    private var window: SettingsWindow!

    /// A code field and a list of codes typed in the same kind of field, both at most three
    /// characters long; and a list of choices.
    private static var page: Page {
        var rules = ValueRules()
        rules.maximumLength = 3
        var code = DemoPages.row(0, .textField(TextFieldRow()), key: "code", title: "Code")
        code.rules = rules
        var typing = DemoPages.row(0, .textField(TextFieldRow()))
        typing.rules = rules
        var codeList = ListGroupRow()
        codeList.item = typing
        codeList.add = typing
        codeList.deletable = true
        let codes = DemoPages.row(1, .listGroup(codeList), key: "codes", title: "Codes", default: .array([.string("abc"), .string("xyz")]))
        var sizeList = ListGroupRow()
        sizeList.item = DemoPages.row(0, .multiValue(MultiValueRow(choices: DemoPages.colours)), key: "size", title: "Colour")
        let sizes = DemoPages.row(2, .listGroup(sizeList), key: "colours", title: "Colours", default: .array([.string("red")]))
        return Page(name: "Root", path: nil, title: "Codes",
                    sections: [Section(header: nil, rows: [code]), Section(header: codes), Section(header: sizes)],
                    rows: [code, codes, sizes])
    }

    override func setUp() async throws {
        session = FakeSession(root: Self.page)
        window = GtkTestSupport.makeWindow(session)
    }

    override func tearDown() async throws {
        window.window.destroy()
    }

    private func presenter<P>(_ type: P.Type, _ title: String) throws -> P {
        try GtkTestSupport.presenter(type, titled: title, in: window)
    }

    func testATextElementIsEditedAsATextFieldRowWithItsRules() async throws {
        let codes = try presenter(ListGroupPresenter.self, "Codes")
        let code = try presenter(TextFieldRowPresenter.self, "Code")
        let element = try XCTUnwrap(codes.itemRows[0].editor as? TextFieldRowPresenter, "the text field row's presenter")
        XCTAssertTrue(element.entry === codes.itemRows[0].entry)
        XCTAssertTrue(bs_test_accessible_has_label(element.entry.pointer, "Codes, item 1") != 0)

        code.entry.text = "abcd"
        element.entry.text = "abcd"
        XCTAssertNotNil(code.violation)
        XCTAssertEqual(element.violation, code.violation, "the same words under the element as under the row")
        XCTAssertTrue(element.problem.isVisible)
        XCTAssertTrue(element.entry.hasStyleClass("error"))
        element.entry.pressEnter()
        XCTAssertTrue(session.writes.isEmpty, "text its rules refuse is not stored")

        element.entry.text = "abd"
        XCTAssertNil(element.violation)
        element.entry.pressEnter()
        XCTAssertEqual(session.writes.last?.key, "codes")
        XCTAssertEqual(session.writes.last?.value, .array([.string("abd"), .string("xyz")]), "the element replaced in the list")
    }

    func testClosingKeepsTheWindowOnceWhenAnElementHoldsRefusedText() async throws {
        let codes = try presenter(ListGroupPresenter.self, "Codes")
        let element = try XCTUnwrap(codes.itemRows[1].editor as? TextFieldRowPresenter)
        element.entry.text = "wxyz"
        XCTAssertFalse(window.binder.allowsLeaving(.closing), "as a text field row's refused text")
        XCTAssertEqual(window.banner.message.text, "“Codes, item 2” is not saved: Enter at most 3 characters. Close again to discard it.")
        XCTAssertTrue(window.binder.allowsLeaving(.closing), "a second time it goes")
        XCTAssertTrue(session.writes.isEmpty)
    }

    func testNoValueWrittenToAnElementLeavesTheListAsItIs() async throws {
        let codes = try presenter(ListGroupPresenter.self, "Codes")
        let element = try XCTUnwrap(codes.itemRows[0].editor as? TextFieldRowPresenter)
        window.binder.write(nil, to: element.row)
        XCTAssertTrue(session.writes.isEmpty, "an element is replaced, never the list removed")
        XCTAssertEqual(codes.itemRows.map { $0.entry?.text }, ["abc", "xyz"])
    }

    func testAChoiceElementIsEditedByTheFactorysChoiceMenu() async throws {
        let colours = try presenter(ListGroupPresenter.self, "Colours")
        let element = try XCTUnwrap(colours.itemRows[0].editor as? ChoiceMenuRowPresenter)
        XCTAssertTrue(element.menu === colours.itemRows[0].menu)
        XCTAssertEqual(element.row.listElement?.index, 0)
        XCTAssertEqual(colours.itemRows[0].view.title.text, "Red")
    }
}
