/// How a list group's elements are edited and added, decided from its `ItemSpecifier` and
/// `AddSpecifier` kinds here, once: the window's list presenter only follows it.
extension ListGroupRow {
    /// How an element is changed where it shows.
    public enum ItemEditing: Sendable {
        /// Text elements are edited in place (no item row, or a text field or view).
        case text
        /// An element is picked again from the item row's choices.
        case choices(ChoiceList)
        /// Elements are shown, not edited in place (a dictionary opens `itemPage`).
        case none

        public var isText: Bool {
            if case .text = self { return true }
            return false
        }
    }

    /// How the add row adds an element.
    public enum Adding: Sendable {
        /// Typed text, as the add row's text field takes it.
        case text(TextFieldRow)
        /// One of the add row's choices.
        case choices(ChoiceList)
        /// A dictionary made on the page the add row opens.
        case page(String)
        /// No add row, or one that cannot add.
        case none
    }

    public var itemEditing: ItemEditing {
        switch item?.kind {
        case nil, .textField?, .textView?: .text
        case .multiValue(let multiValue)?: .choices(multiValue.choices)
        default: .none
        }
    }

    public var adding: Adding {
        switch add?.kind {
        case .textField(let field)?: return .text(field)
        case .multiValue(let multiValue)?: return .choices(multiValue.choices)
        default: return add?.pageOpened.map(Adding.page) ?? .none
        }
    }

    /// The page that edits a dictionary element: the item row's, else the add row's.
    public var itemPage: String? { item?.pageOpened ?? add?.pageOpened }

    /// The row that edits `element`, at `index` of `list`'s array, in place, so that the window
    /// shows it with the presenter of that kind of row: a text element a text field with the
    /// traits and rules of the row typing it (`ItemSpecifier`, else `AddSpecifier`), untitled
    /// and named `name`; a choice element the item row's choices, titled `summary`. Its value
    /// is the element; a write to it replaces the element (`Row.listElement`). Nil where elements
    /// are not edited in place (dictionaries open `itemPage`; a number in a text list shows).
    public func elementRow(_ element: PlistValue, at index: Int, of list: Row, name: String, summary: String) -> Row? {
        var editor: Row
        switch itemEditing {
        case .text:
            guard element.stringValue != nil else { return nil }
            let typing = [item, add].compactMap { $0 }.first { $0.kind.isEditable }
            editor = Row(file: list.file, index: list.index, kind: .textField(Self.textField(typing?.kind)))
            editor.rules = typing?.rules ?? ValueRules()
        case .choices:
            guard let item else { return nil }
            editor = Row(file: item.file, index: item.index, kind: item.kind)
            editor.title = summary
            editor.rules = item.rules
        case .none:
            return nil
        }
        editor.key = list.key
        editor.image = item?.image
        editor.listElement = ListElementPlace(list: list, index: index, name: name)
        return editor
    }

    /// The text field a text element is typed in: the typing row's, a text view's traits on one
    /// line, else a plain one.
    private static func textField(_ kind: RowKind?) -> TextFieldRow {
        switch kind {
        case .textField(let field)?: return field
        case .textView(let view)?: return TextFieldRow(traits: view.traits)
        default: return TextFieldRow()
        }
    }
}
