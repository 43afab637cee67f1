import CGLib

/// Matches what the user types in a page of choices against their titles, ignoring case and
/// accents ("cafe" finds "Café", "ZURICH" finds "Zürich"), anywhere in the title.
public struct ChoiceFilter: Sendable {
    private let needle: String

    public init(_ query: String) { needle = Self.folded(query.trimmingWhitespace()) }

    public var isEmpty: Bool { needle.isEmpty }

    public func matches(_ title: String) -> Bool {
        needle.isEmpty || Self.folded(title).contains(needle)
    }

    /// The indices of the choices whose title or short title matches, in their order.
    public func matchingIndices(in choices: ChoiceList) -> [Int] {
        choices.choices.indices.filter { index in
            let choice = choices.choices[index]
            return matches(choice.title) || choice.shortTitle.map(matches) == true
        }
    }

    /// Case-folded, decomposed (NFD) text without its combining marks.
    static func folded(_ text: String) -> String {
        guard let folded = g_utf8_casefold(text, -1) else { return text }
        defer { g_free(folded) }
        guard let decomposed = g_utf8_normalize(folded, -1, G_NORMALIZE_NFD) else { return String(cString: folded) }
        defer { g_free(decomposed) }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: String(cString: decomposed).unicodeScalars.filter { $0.properties.generalCategory != .nonspacingMark })
        return String(result)
    }
}
