/// Matches what the user types in a page of choices against their titles, anywhere in a title,
/// folded as the window's search folds text (`SearchText`: case, accents, compatibility forms,
/// runs of spaces), so both search fields find the same things for the same words.
public struct ChoiceFilter: Sendable {
    private let needle: SearchText

    public init(_ query: String) { needle = SearchText(folding: query) }

    public var isEmpty: Bool { needle.isEmpty }

    public func matches(_ title: String) -> Bool {
        needle.isEmpty || SearchText(folding: title).firstOffset(of: needle) != nil
    }

    /// The indices of the choices whose title or short title matches, in their order.
    public func matchingIndices(in choices: ChoiceList) -> [Int] {
        choices.choices.indices.filter { index in
            let choice = choices.choices[index]
            return matches(choice.title) || choice.shortTitle.map(matches) == true
        }
    }
}
