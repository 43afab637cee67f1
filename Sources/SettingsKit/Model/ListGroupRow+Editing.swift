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
}
