/// The value a list group stores for an element the user typed: of the type its rows declare
/// (`ItemSpecifier`, else `AddSpecifier`), as the row itself would store it. A multi-value item
/// stores the chosen `Values` element (an integer stays an integer), a slider a number, a toggle
/// its TrueValue/FalseValue; text rows and lists without a typed row store the text.
extension ListGroupRow {
    public func element(fromText text: String) -> Result<PlistValue, SettingsError> {
        guard let declaring = [item, add].compactMap({ $0 }).first(where: { $0.kind.isEditable }) else {
            return .success(.string(text))
        }
        return RowWriteRule.parse(text, for: declaring)
    }
}
