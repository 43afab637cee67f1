import FoundationEssentials

/// What values a row takes beyond its type: `BSMinimumLength`, `BSMaximumLength`, `BSPattern`
/// (+ `BSPatternHint`), `BSRequired` for text; Apple's `MinimumValue`/`MaximumValue` for numeric
/// text fields; `BSMinimumItems`, `BSMaximumItems` for list groups. An empty text breaks only
/// `BSRequired`, so an optional field can always be cleared.
public struct ValueRules: Sendable, Equatable {
    public var minimumLength: Int?
    public var maximumLength: Int?
    /// Compiled when read: a pattern that does not is reported and left out.
    public var pattern: String?
    /// What is shown when the pattern does not match, localised through the bundle.
    public var patternHint: String?
    public var isRequired = false
    public var minimumValue: Double?
    public var maximumValue: Double?
    public var minimumItems: Int?
    public var maximumItems: Int?

    public init() {}

    public var isEmpty: Bool { self == ValueRules() }

    /// The rules under the bundle's key names, those set only, for `dump`.
    public var propertyList: [String: PlistValue] {
        let entries: [(String, PlistValue?)] = [
            ("BSMinimumLength", minimumLength.map(PlistValue.integer)), ("BSMaximumLength", maximumLength.map(PlistValue.integer)),
            ("BSPattern", pattern.map(PlistValue.string)), ("BSPatternHint", patternHint.map(PlistValue.string)),
            ("BSRequired", isRequired ? .bool(true) : nil),
            ("MinimumValue", minimumValue.map(PlistValue.real)), ("MaximumValue", maximumValue.map(PlistValue.real)),
            ("BSMinimumItems", minimumItems.map(PlistValue.integer)), ("BSMaximumItems", maximumItems.map(PlistValue.integer)),
        ]
        return entries.reduce(into: [:]) { table, entry in table[entry.0] = entry.1 }
    }

    /// What is wrong with `value`, in the user's language, or nil when the rules allow it.
    public func violation(of value: PlistValue?) -> String? {
        if case .array(let items)? = value { return violation(ofItemCount: items.count) }
        let text = value?.plainText ?? ""
        if text.isEmpty {
            // Translators: under a text field the bundle requires, left empty.
            return isRequired ? tr("This cannot be left empty.") : nil
        }
        if let minimumLength, text.count < minimumLength {
            return trn("Enter at least %d character.", "Enter at least %d characters.", minimumLength, minimumLength)
        }
        if let maximumLength, text.count > maximumLength {
            return trn("Enter at most %d character.", "Enter at most %d characters.", maximumLength, maximumLength)
        }
        if minimumValue != nil || maximumValue != nil, let range = violation(ofNumberText: text) { return range }
        if let pattern {
            switch WholeValuePattern.check(text, pattern: pattern) {
            case .matches: break
            case .doesNotMatch:
                // Translators: under a text field whose value does not have the form the application wants.
                return patternHint ?? tr("This is not in the expected form.")
            case .tooComplex:
                // Translators: under a text field; the application's pattern for its values needs
                // more work to check this text than a keystroke may take, so the text is not accepted.
                return tr("This cannot be checked against the expected form: the check takes too long.")
            }
        }
        return nil
    }

    private func violation(ofNumberText text: String) -> String? {
        if case .success(let number) = DecimalText.real(text),
           number >= minimumValue ?? -.infinity, number <= maximumValue ?? .infinity { return nil }
        // In the user's numeric format, as the window shows numbers ("65.535" in German); the
        // command line's C locale writes them as stored.
        let format = { (bound: Double) in LocalNumber.text(bound, fractionDigits: 15) }
        switch (minimumValue.map(format), maximumValue.map(format)) {
        case let (low?, high?): return tr("Enter a number from %1$s to %2$s.", low, high)
        case let (low?, nil): return tr("Enter a number of at least %s.", low)
        case let (nil, high?): return tr("Enter a number of at most %s.", high)
        case (nil, nil): return nil
        }
    }

    private func violation(ofItemCount count: Int) -> String? {
        if let minimumItems, count < minimumItems {
            return trn("The list needs at least %d item.", "The list needs at least %d items.", minimumItems, minimumItems)
        }
        if let maximumItems, count > maximumItems {
            return trn("The list holds at most %d item.", "The list holds at most %d items.", maximumItems, maximumItems)
        }
        return nil
    }
}
