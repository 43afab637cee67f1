/// One key of an installed schema as a row of the model bundles use, so every presenter,
/// search, undo and command works on it unchanged. By the key's type and range:
///
/// | key | row |
/// |---|---|
/// | `b` | toggle (a switch) |
/// | `enum`, `<choices>` | multi-value (a drop-down, or a page of choices past its limit), nicks made readable |
/// | `flags` | flags: one check toggle per flag |
/// | `d` with a `<range>` of at most `sliderSpan` | slider |
/// | other numbers | numeric text field bounded by `<range>`, else by the type (`y` 0–255, `u` never negative); whole numbers only for integer types |
/// | `s` | text field |
/// | `as` | list group: elements edited as text, added and deleted |
/// | anything else (`ms`, tuples, dictionaries) | GVariant text, checked with `g_variant_parse` |
/// | a type with a handle (`h`) | skipped, reported: a handle means nothing outside a D-Bus message |
///
/// The summary is the title (the name made readable without one); a description of at most
/// `subtitleLimit` characters in one paragraph is the subtitle, a longer one the footer of a
/// section of its own (`SchemaPageReader`).
struct SchemaRowMaker {
    /// The widest `<range>` of a real number shown as a slider: a slider's width spans a few
    /// hundred pixels, so past a thousand units a pixel is more than a unit and a typed number
    /// says more.
    static let sliderSpan = 1_000.0
    /// The longest description shown under the title: two lines of a row at the window's
    /// usual width; longer ones read better as a footer.
    static let subtitleLimit = 120
    /// The longest description kept (a footer's paragraph, `ShownText`): more is cut, reported.
    static let descriptionLimit = ShownText.Kind.paragraph.characterLimit

    let file: String

    /// The row for `key`, stored under `settingKey`, or nil (with the reason in `diagnostics`)
    /// when the key cannot be shown.
    func row(for key: SchemaKeyDescription, settingKey: SettingKey, index: Int, diagnostics: inout [Diagnostic]) -> Row? {
        guard !key.type.contains("h"), !key.type.isEmpty else {
            diagnostics.append(Self.handleDiagnostic(file: file, key: key))
            return nil
        }
        var row = Row(file: file, index: index, kind: kind(of: key))
        row.key = settingKey
        row.title = title(of: key, diagnostics: &diagnostics)
        row.defaultValue = key.defaultValue
        if let description = shortDescription(of: key) { row.subtitle = .text(description) }
        row.rules = rules(of: key)
        return row
    }

    /// Why a key whose type holds a handle is not shown.
    static func handleDiagnostic(file: String, key: SchemaKeyDescription) -> Diagnostic {
        Diagnostic(.warning, file: file, key: key.name,
                   "The key's type ‘\(Diagnostic.echo(key.type))’ holds a file descriptor handle (h), which means nothing outside a D-Bus message: the key is not shown.")
    }

    /// A description too long for a subtitle, cut to `descriptionLimit`; nil when there is none
    /// or it fits under the title.
    func footer(of key: SchemaKeyDescription, diagnostics: inout [Diagnostic]) -> String? {
        guard let description = description(of: key), shortDescription(of: key) == nil else { return nil }
        if description.count > Self.descriptionLimit {
            diagnostics.append(Diagnostic(.note, file: file, key: key.name,
                                          "The description has \(description.count) characters: the first \(Self.descriptionLimit) are shown."))
            // The "…" that ends a cut text is one of the limit's characters.
            return ShownText.cut(description, to: Self.descriptionLimit - 1)
        }
        return description
    }

    private func shortDescription(of key: SchemaKeyDescription) -> String? {
        guard let description = description(of: key), description.count <= Self.subtitleLimit, !description.contains("\n") else { return nil }
        return description
    }

    /// The key's description, unless it only says its summary again (Nautilus'
    /// `search-filter-time-type`: the same sentence with a full stop), which would show it twice.
    private func description(of key: SchemaKeyDescription) -> String? {
        guard let description = key.description?.trimmingWhitespace(), !description.isEmpty else { return nil }
        let sentence = { (text: String) in
            let trimmed = text.trimmingWhitespace().lowercased()
            return trimmed.hasSuffix(".") ? String(trimmed.dropLast()) : trimmed
        }
        if let summary = key.summary, sentence(summary) == sentence(description) { return nil }
        return description
    }

    private func title(of key: SchemaKeyDescription, diagnostics: inout [Diagnostic]) -> String {
        guard let summary = key.summary?.trimmingWhitespace(), !summary.isEmpty else { return ReadableName.of(key.name) }
        let limit = ShownText.Kind.line.characterLimit
        if summary.count > limit {
            diagnostics.append(Diagnostic(.note, file: file, key: key.name,
                                          "The summary has \(summary.count) characters: the first \(limit) are shown."))
            return ShownText.cut(summary, to: limit - 1)
        }
        return summary
    }

    private func kind(of key: SchemaKeyDescription) -> RowKind {
        switch (key.type, key.range) {
        case ("b", _):
            return .toggle(ToggleRow())
        case (_, .choices(let nicks)) where key.type == "s":
            return .multiValue(MultiValueRow(choices: Self.choices(nicks)))
        case (_, .flags(let nicks)):
            return .flags(FlagsRow(flags: Self.choices(nicks)))
        case ("d", .numbers(let minimum, let maximum)) where minimum.isFinite && maximum.isFinite && maximum - minimum <= Self.sliderSpan:
            return .slider(SliderRow(minimum: minimum, maximum: maximum))
        case (let type, _) where SchemaValues.integerTypes.contains(type) || type == "d":
            var field = TextFieldRow()
            let bounds = Self.bounds(of: key)
            field.traits.keyboard = type == "d" ? .decimalPad : bounds.minimum >= 0 ? .numberPad : .numbersAndPunctuation
            field.traits.autocapitalization = .none
            field.traits.autocorrection = .no
            return .textField(field)
        case ("s", _):
            var field = TextFieldRow()
            field.traits.autocapitalization = .none
            field.traits.autocorrection = .no
            return .textField(field)
        case ("as", _):
            var add = Row(file: file, index: 0, kind: .textField(TextFieldRow()))
            // Translators: the row under a list of texts (a GSettings key) that adds one.
            add.title = tr("Add…")
            return .listGroup(ListGroupRow(item: nil, add: add, deletable: true))
        default:
            return .variantText(VariantTextRow(type: key.type))
        }
    }

    private func rules(of key: SchemaKeyDescription) -> ValueRules {
        var rules = ValueRules()
        guard SchemaValues.integerTypes.contains(key.type) || key.type == "d" else { return rules }
        if case .slider = kind(of: key) { return rules }
        let bounds = Self.bounds(of: key)
        rules.minimumValue = bounds.minimum.isFinite ? bounds.minimum : nil
        rules.maximumValue = bounds.maximum.isFinite ? bounds.maximum : nil
        if key.type != "d" {
            rules.pattern = "[+-]?[0-9]+"
            // Translators: under a number field that takes whole numbers only.
            rules.patternHint = tr("Enter a whole number.")
        }
        return rules
    }

    /// The key's `<range>`, else its type's own bounds.
    static func bounds(of key: SchemaKeyDescription) -> (minimum: Double, maximum: Double) {
        if case .numbers(let minimum, let maximum) = key.range { return (minimum, maximum) }
        switch key.type {
        case "y": return (0, Double(UInt8.max))
        case "n": return (Double(Int16.min), Double(Int16.max))
        case "q": return (0, Double(UInt16.max))
        case "i": return (Double(Int32.min), Double(Int32.max))
        case "u": return (0, Double(UInt32.max))
        case "x": return (Double(Int64.min), Double(Int64.max))
        case "t": return (0, Double(UInt64.max))
        default: return (-.infinity, .infinity)
        }
    }

    private static func choices(_ nicks: [String]) -> ChoiceList {
        ChoiceList(nicks.map { Choice(value: .string($0), title: ReadableName.of($0)) })
    }
}
