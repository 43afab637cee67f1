import Testing
@testable import SettingsKit

/// The row a list group's element is edited in (`ListGroupRow.elementRow`): the kind, traits and
/// rules of the list's typing row, so the window gives it that kind's presenter, and a place
/// that says which element a write replaces.
@Suite struct ListElementRowTests {
    private static func list(_ group: ListGroupRow) -> Row {
        var row = Row(file: "Root.plist", index: 3, kind: .listGroup(group))
        row.key = "tags"
        row.title = "Tags"
        return row
    }

    @Test func aTextElementIsATextFieldWithTheTypingRowsTraitsAndRules() throws {
        var field = TextFieldRow()
        field.traits.placeholder = "New tag"
        field.traits.keyboard = .numberPad
        var add = Row(file: "Root.plist", index: 0, kind: .textField(field))
        add.rules.maximumLength = 3
        var group = ListGroupRow()
        group.add = add
        let list = Self.list(group)
        let element = try #require(group.elementRow(.string("12"), at: 1, of: list, name: "Tags, item 2", summary: "12"))
        guard case .textField(let shown) = element.kind else { Issue.record("not a text field: \(element.kind)"); return }
        #expect(shown.traits.placeholder == "New tag")
        #expect(shown.traits.keyboard == .numberPad)
        #expect(element.rules.violation(of: .string("1234")) != nil, "the add row's rule")
        #expect(element.title == nil)
        #expect(element.key == "tags")
        let place = try #require(element.listElement)
        #expect(place.index == 1)
        #expect(place.name == "Tags, item 2")
        #expect(place.list.key == "tags")
        #expect(try place.element(from: .string("7")).get() == .string("7"))
        #expect(throws: SettingsError.self) { try place.element(from: .string("1234")).get() }
    }

    @Test func aChoiceElementIsTheItemRowsChoicesTitledByTheChoiceAndOfferedAsAMenu() throws {
        let choices = ChoiceList([Choice(value: .integer(1), title: "One"), Choice(value: .integer(2), title: "Two")])
        let multiValue = MultiValueRow(choices: choices)
        var group = ListGroupRow()
        group.item = Row(file: "Root.plist", index: 0, kind: .multiValue(multiValue))
        let element = try #require(group.elementRow(.integer(2), at: 0, of: Self.list(group), name: "Tags, item 1", summary: "Two"))
        #expect(element.title == "Two")
        #expect(element.kind.choices?.choices.map(\.value) == [.integer(1), .integer(2)])
        #expect(ChoicePresentation.of(element, multiValue) == .menu)
        #expect(ChoicePresentation.of(try #require(group.item), multiValue) == .dropDown, "the item row itself is a dropdown")
        #expect(try element.listElement?.element(from: .integer(1)).get() == .integer(1), "a choice is stored as it is")
    }

    @Test func elementsNotEditedInPlaceHaveNoRow() {
        var group = ListGroupRow()
        group.item = Row(file: "Root.plist", index: 0, kind: .childPane(ChildPaneRow(target: .page("Account"))))
        #expect(group.elementRow(.dictionary(["user": .string("ada")]), at: 0, of: Self.list(group), name: "", summary: "ada") == nil)
        #expect(ListGroupRow().elementRow(.integer(5), at: 0, of: Self.list(ListGroupRow()), name: "", summary: "5") == nil,
                "a number in a text list is shown, not typed over")
    }
}
