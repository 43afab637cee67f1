import CGtk
import Foundation
import GtkKit
@testable import SettingsKit
@testable import SettingsUI
import XCTest

/// Multi-value rows as a GNOME user meets them: a dropdown for a few choices, a searchable page
/// for many, the selected choice focused, an empty state when the application supplies the
/// choices; a child pane's value; one Tab stop per row.
@MainActor
final class ChoiceRowTests: XCTestCase {
    static let cities = ["Amsterdam", "Athens", "Berlin", "Bern", "Bruxelles", "Dublin", "Helsinki", "Lisboa",
                         "Ljubljana", "London", "Madrid", "Oslo", "Paris", "Praha", "Reykjavík", "Roma", "Sofia",
                         "Tallinn", "Wien", "Zürich"]

    static var page: Page {
        let row = DemoPages.row
        let group = row(0, .group(GroupRow(footer: nil)), nil, "Look", nil)
        let colour = row(1, .multiValue(MultiValueRow(choices: DemoPages.colours)), "colour", "Colour", .string("green"))
        let cityChoices = ChoiceList(cities.enumerated().map { Choice(value: .integer($0.offset), title: $0.element) })
        let city = row(2, .multiValue(MultiValueRow(choices: cityChoices)), "city", "City", .integer(16))
        let nineChoices = ChoiceList((1...9).map { Choice(value: .integer($0), title: "Level \($0)") })
        let level = row(3, .multiValue(MultiValueRow(choices: nineChoices)), "level", "Level", .integer(7))
        let country = row(4, .multiValue(MultiValueRow(choices: ChoiceList([]))), "country", "Country", .string("de"))
        let fruit = row(5, .childPane(ChildPaneRow(target: .page("Fruit"))), "fruit", "Fruit", .string("A fruit"))
        let plain = row(6, .childPane(ChildPaneRow(target: .page("Fruit"))), nil, "More", nil)
        let toggles = (7..<11).map { row($0, .toggle(ToggleRow()), "toggle\($0)", "Toggle \($0)", .bool(false)) }
        let volume = row(11, .slider(SliderRow(minimum: 0, maximum: 10)), "volume", "Volume", .real(5))
        let name = row(12, .textField(TextFieldRow()), "name", "Name", .string("Ada"))
        var dateOnly = DatePickerRow()
        dateOnly.mode = .date
        let birthday = row(13, .datePicker(dateOnly), "birthday", "Birthday", nil)
        let rows = [group, colour, city, level, country, fruit, plain] + toggles + [volume, name, birthday]
        return Page(name: "Root", path: nil, title: "Choices", sections: [Section(header: group, rows: Array(rows.dropFirst()))], rows: rows)
    }

    private var session: FakeSession!
    private var window: SettingsWindow!

    override func setUp() async throws {
        let fruit = Page(name: "Fruit", path: nil, title: "Fruit")
        session = FakeSession(root: Self.page, pages: ["Fruit": fruit])
        window = GtkTestSupport.makeWindow(session)
    }

    override func tearDown() async throws {
        window.window.destroy()
        GtkTestSupport.iterate(for: 0.05)
    }

    private func presenter<P>(_ type: P.Type, _ key: String) throws -> P {
        try XCTUnwrap(GtkTestSupport.presenter(type, key: key, in: window), "no \(P.self) for \(key)")
    }

    // MARK: Dropdowns

    func testThreeChoicesAreADropdownThatStoresAtOnce() async throws {
        let colour = try presenter(DropDownRowPresenter.self, "colour")
        XCTAssertEqual(colour.dropDown.items, ["Red", "Green", "Blue"])
        XCTAssertEqual(colour.dropDown.selected, 1)
        XCTAssertTrue(session.writes.isEmpty, "showing the value stores nothing")
        colour.dropDown.selected = 2  // as the user's pick in the popover does
        XCTAssertEqual(session.writes.last?.key, "colour")
        XCTAssertEqual(session.writes.last?.value, .string("blue"))
        XCTAssertEqual(window.navigation.pages.count, 1, "no page opens")
        // Eight or fewer choices only: nine keep their page.
        XCTAssertNotNil(GtkTestSupport.presenter(MultiValueRowPresenter.self, key: "level", in: window))
    }

    func testAValueThatIsNoChoiceShowsAsItselfAndIsNotStored() async throws {
        let colour = try presenter(DropDownRowPresenter.self, "colour")
        session.changeExternally("colour", to: .string("purple"))
        XCTAssertEqual(colour.dropDown.items, ["Red", "Green", "Blue", "purple"])
        XCTAssertEqual(colour.dropDown.selected, 3)
        XCTAssertTrue(session.writes.isEmpty)
        colour.dropDown.selected = 0
        XCTAssertEqual(session.writes.last?.value, .string("red"))
        XCTAssertEqual(colour.dropDown.items, ["Red", "Green", "Blue"], "the stray value goes once replaced")
    }

    func testALockedDropdownCannotBeChanged() async throws {
        session.lockedKeys = ["colour"]
        session.changeExternally("colour", to: .string("red"))
        let colour = try presenter(DropDownRowPresenter.self, "colour")
        XCTAssertFalse(colour.listRows[0].isSensitive)
    }

    func testActivatingTheDropdownRowOpensItsList() async throws {
        let colour = try presenter(DropDownRowPresenter.self, "colour")
        colour.listRows[0].activate()
        XCTAssertTrue(GtkTestSupport.iterate(for: 2) { colour.dropDown.isPoppedUp })
        // Closed again, so its keyboard grab ends with the test.
        colour.dropDown.popdown()
        XCTAssertTrue(GtkTestSupport.iterate(for: 2) { !colour.dropDown.isPoppedUp })
    }

    func testScreenReadersNameTheDropdownLikeItsRow() async throws {
        let announced = try ATSPIScript.controls("--rows")
        XCTAssertTrue(announced.contains(["role": "combo box", "name": "Colour"]), "\(announced)")
        XCTAssertTrue(announced.contains(["role": "list item", "name": "Colour"]), "\(announced)")
        XCTAssertFalse(announced.contains { ($0["name"] ?? "").hasPrefix("Gtk") }, "\(announced)")
    }

    // MARK: Pages of choices

    func testTwentyChoicesOpenAPageWhoseSearchFilters() async throws {
        try presenter(MultiValueRowPresenter.self, "city").listRows[0].activate()
        XCTAssertEqual(window.navigation.pages.count, 2)
        let page = try XCTUnwrap(window.currentPage)
        let search = try XCTUnwrap(Self.widgets(named: "GtkSearchEntry", in: page.widget.pointer).first)
        let choices = try presenter(ChoiceListPresenter.self, "city")
        func shown() -> [String] {
            choices.listRows.filter { gtk_widget_get_visible($0.pointer) != 0 }.map { GtkTestSupport.labels(in: $0.pointer)[0] }
        }
        XCTAssertEqual(shown().count, 20)
        gtk_editable_set_text(OpaquePointer(search), "ZUR")
        XCTAssertTrue(GtkTestSupport.iterate(for: 3) { shown() == ["Zürich"] }, "\(shown())")
        gtk_editable_set_text(OpaquePointer(search), "b")
        XCTAssertTrue(GtkTestSupport.iterate(for: 3) { shown().count == 6 }, "\(shown())")
        gtk_editable_set_text(OpaquePointer(search), "qqq")
        XCTAssertTrue(GtkTestSupport.iterate(for: 3) { shown().isEmpty })
        XCTAssertTrue(GtkTestSupport.labels(in: page.widget.pointer).contains("No matching choices"))
        choices.listRows[3].activate()
        XCTAssertEqual(session.writes.last?.value, .integer(3))
    }

    func testNineChoicesHaveNoSearch() async throws {
        try presenter(MultiValueRowPresenter.self, "level").listRows[0].activate()
        let page = try XCTUnwrap(window.currentPage)
        XCTAssertTrue(Self.widgets(named: "GtkSearchEntry", in: page.widget.pointer).isEmpty)
    }

    func testTheChoicePageFocusesTheSelectedChoice() async throws {
        for (key, selected) in [("city", 16), ("level", 6)] {
            try presenter(MultiValueRowPresenter.self, key).listRows[0].activate()
            let choices = try presenter(ChoiceListPresenter.self, key)
            XCTAssertTrue(GtkTestSupport.iterate(for: 2) { choices.listRows[selected].containsFocus },
                          "\(key): focus on \(String(describing: window.window.focusWidget.map { bs_object_type_name($0.raw) }))")
            window.goBack()
        }
    }

    func testAMultiValueWithoutValuesSaysTheApplicationSuppliesThem() async throws {
        try presenter(MultiValueRowPresenter.self, "country").listRows[0].activate()
        XCTAssertEqual(window.navigation.pages.count, 2)
        let labels = GtkTestSupport.labels(in: try XCTUnwrap(window.currentPage).widget.pointer)
        XCTAssertTrue(labels.contains("No Choices"), "\(labels)")
        XCTAssertTrue(labels.contains { $0.contains("application supplies") }, "\(labels)")
    }

    // MARK: Child panes

    func testAChildPaneShowsItsKeysValue() async throws {
        let fruit = try presenter(ChildPaneRowPresenter.self, "fruit")
        XCTAssertEqual(fruit.value.text, "A fruit")
        XCTAssertTrue(fruit.value.isVisible)
        session.changeExternally("fruit", to: .string("Kiwi"))
        XCTAssertEqual(fruit.value.text, "Kiwi")
        let plain = try XCTUnwrap(window.currentPage?.presenters.first { $0.row.title == "More" } as? ChildPaneRowPresenter)
        XCTAssertFalse(plain.value.isVisible)
    }

    // MARK: Keyboard

    private func tabStops() -> [UnsafeMutablePointer<GtkWidget>] {
        GtkTestSupport.tabStops(in: window.window)
    }

    func testEveryRowIsOneTabStop() async throws {
        let stops = tabStops()
        let rows = (window.currentPage?.presenters ?? []).flatMap(\.listRows)
        for listRow in rows {
            let inRow = stops.filter { $0 == listRow.pointer || gtk_widget_is_ancestor($0, listRow.pointer) != 0 }
            XCTAssertEqual(inRow.count, 1, "\(GtkTestSupport.labels(in: listRow.pointer).first ?? "?"): \(inRow.count) stops")
        }
        let toggle = try presenter(ToggleRowPresenter.self, "toggle7")
        XCTAssertTrue(stops.contains(toggle.control.pointer), "a toggle row's stop is its switch, named by its title")
        XCTAssertFalse(toggle.listRows[0].isFocusable)
        // Shift+Tab walks the same stops back.
        _ = gtk_widget_child_focus(window.window.pointer, GTK_DIR_TAB_BACKWARD)
        let back = gtk_window_get_focus(gtkCast(window.window.pointer, to: GtkWindow.self))
        XCTAssertNotNil(back)
        XCTAssertTrue(stops.contains(back!))
    }

    func testAToggleRowStillFlipsOnClickAndEnter() async throws {
        let toggle = try presenter(ToggleRowPresenter.self, "toggle8")
        toggle.listRows[0].activate()
        XCTAssertEqual(session.writes.last?.value, .bool(true))
        toggle.control.activate()  // Enter or Space on the focused switch
        XCTAssertEqual(session.writes.last?.value, .bool(false))
    }

    // MARK: Support

    static func widgets(named type: String, in widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var found: [UnsafeMutablePointer<GtkWidget>] = []
        if String(cString: bs_object_type_name(UnsafeMutableRawPointer(widget))) == type { found.append(widget) }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            found += widgets(named: type, in: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return found
    }
}
