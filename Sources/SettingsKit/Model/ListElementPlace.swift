/// The element of a list group a row edits in place (`ListGroupRow.elementRow`): a value written
/// to that row replaces the element in the list's array, as the list's own rows would store it.
/// A class: a row holds it, and it holds the list's row.
public final class ListElementPlace: Sendable {
    /// The list group's row, whose array holds the element.
    public let list: Row
    public let index: Int
    /// What a screen reader calls the element's control when its row has no title.
    public let name: String

    public init(list: Row, index: Int, name: String) {
        self.list = list
        self.index = index
        self.name = name
    }

    /// The element a value written to the row stands for: typed text as the list's typed rows
    /// store it (`ListGroupRow.element(fromText:)`), any other value (a choice's) as it is.
    public func element(from value: PlistValue) -> Result<PlistValue, SettingsError> {
        guard case .listGroup(let group) = list.kind, group.itemEditing.isText, case .string(let text) = value else {
            return .success(value)
        }
        return group.element(fromText: text)
    }
}
