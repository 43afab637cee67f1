/// How the window offers a multi-value row's choices: a dropdown in the row when they are few
/// and plain (GNOME's combo row), else a page of its own, searchable when long; a row without
/// choices says the application supplies them.
public enum ChoicePresentation: Sendable, Equatable {
    case dropDown
    /// A list group's choice element (`Row.listElement`): a menu in the element's row, beside
    /// its delete button.
    case menu
    case page(searchable: Bool)
    /// No `Values`, and the host gave none: InAppSettingsKit asks the application at run time.
    case suppliedByApplication

    /// A dropdown's popover lists this many choices without scrolling.
    public static let dropDownLimit = 8
    /// Above this many choices the page gets a search entry.
    public static let searchLimit = 15

    /// A dropdown shows one line of text per choice, so choices with images, a subtitle per
    /// value or a footer under them keep the page that can show those.
    public static func of(_ row: Row, _ multiValue: MultiValueRow) -> ChoicePresentation {
        if row.listElement != nil { return .menu }
        let choices = multiValue.choices.choices
        if choices.isEmpty { return .suppliedByApplication }
        let hasPerChoiceDetail = choices.contains { $0.icon != nil } || multiValue.footer != nil
            || { if case .byValue? = row.subtitle { true } else { false } }()
        if choices.count <= dropDownLimit, !hasPerChoiceDetail { return .dropDown }
        return .page(searchable: choices.count > searchLimit)
    }
}
