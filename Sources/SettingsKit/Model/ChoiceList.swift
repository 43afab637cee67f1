import FoundationEssentials

/// One choice of a multi-value, radio group or title-value row.
public struct Choice: Sendable {
    public var value: PlistValue
    public var title: String
    public var shortTitle: String?
    /// From `IconNames`: an image file of the bundle (or next to it), else a desktop icon name,
    /// found as `IASKCellImage` is.
    public var icon: ImageReference?

    public init(value: PlistValue, title: String, shortTitle: String? = nil, icon: ImageReference? = nil) {
        self.value = value
        self.title = title
        self.shortTitle = shortTitle
        self.icon = icon
    }
}

/// How a stored value was matched to a choice.
public enum ChoiceMatch: Sendable, Equatable {
    /// Equal as Foundation compares (numbers numerically).
    case exact(Int)
    /// Not equal, but exactly one value has the same text (`"0"` against `0`); reported.
    case loose(Int)
    case none

    public var index: Int? {
        switch self {
        case .exact(let index), .loose(let index): index
        case .none: nil
        }
    }
}

/// Values with their localised titles, kept aligned (also after sorting by title).
public struct ChoiceList: Sendable {
    public var choices: [Choice]

    public init(_ choices: [Choice]) { self.choices = choices }

    /// Sorted by localised title, locale-aware, keeping every array aligned.
    public func sortedByTitle() -> ChoiceList {
        let keys = choices.map { TitleCollation.key(for: $0.title) }
        let order = choices.indices.sorted { left, right in
            keys[left].lexicographicallyPrecedes(keys[right]) || keys[left] == keys[right] && left < right
        }
        return ChoiceList(order.map { choices[$0] })
    }

    public func match(_ value: PlistValue?) -> ChoiceMatch {
        guard let value else { return .none }
        if let index = choices.firstIndex(where: { $0.value.isFoundationEqual(to: value) }) {
            return .exact(index)
        }
        guard value.isScalar else { return .none }
        let text = value.plainText
        let sameText = choices.indices.filter { choices[$0].value.isScalar && choices[$0].value.plainText == text }
        return sameText.count == 1 ? .loose(sameText[0]) : .none
    }

    /// What a row shows for a value: the (short) title of its choice, else the value itself.
    public func displayText(for value: PlistValue?, preferShort: Bool) -> String? {
        guard let value else { return nil }
        guard let index = match(value).index else { return value.plainText }
        let choice = choices[index]
        return preferShort ? (choice.shortTitle ?? choice.title) : choice.title
    }
}
