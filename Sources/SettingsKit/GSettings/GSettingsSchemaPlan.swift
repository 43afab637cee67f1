import FoundationEssentials

/// What a GSettings schema for a bundle holds: every key that the bundle's reachable pages store
/// on any device and in any language (the keys `list` shows, for every `--idiom`), each with one
/// type, its default and its words. The schema writer prints it; the GSettings store takes its
/// key names and date keys from it, so the two agree.
///
/// Types, by row (see README "GSettings and dconf"):
///
/// | row | type |
/// |---|---|
/// | toggle | `b`; with `TrueValue`/`FalseValue`, their type (`v` when the two differ) |
/// | slider | `d`, with `<range>` from `MinimumValue`/`MaximumValue` |
/// | text field, text view | `s` |
/// | multi-value, radio group | the `Values`' type (`s` with `<choices>`, `i`/`x`, `d` when integers and reals mix, `v` when types mix) |
/// | date picker | `s`, ISO 8601 (`2026-01-01T09:30:00Z`): readable in dconf-editor and `gsettings`, and what `get` prints |
/// | list group | `av` |
/// | title value, button, custom view | the `DefaultValue`'s type, else `s` |
///
/// A key on several rows gets one type: the editable rows' type when they agree (integers and
/// reals together: `d`), else `v` (any value), so every row can still store what it stores;
/// the disagreement is reported to the bundle's author. Rows without a default get the type's
/// zero (a toggle its `FalseValue`, a choice row its first choice), noted in the schema.
public struct GSettingsSchemaPlan: Sendable {
    public var keys: [GSettingsKeyPlan]
    public var names: GSettingsKeyNames
    /// Problems for the bundle's author: rows that disagree on a key's type, defaults that do
    /// not fit.
    public var diagnostics: [Diagnostic]

    /// The plan of `bundle`'s schema. Keys, types and names come from every idiom and language
    /// (`BundleWalk.everyVariant`): one schema and one name per key, whichever `--idiom` or
    /// language a command runs with. Words and key order come from the bundle as opened.
    public init(bundle: SettingsBundle) {
        struct Place: Hashable {
            var file: String
            var row: Int
        }
        var order: [SettingKey] = []
        var rowsByKey: [SettingKey: [(row: Row, sectionFooter: String?)]] = [:]
        // A row that every variant shows is counted once.
        var seen: Set<Place> = []
        for walk in BundleWalk.everyVariant(of: bundle) {
            for page in walk.pages where !walk.listElementPages.contains(SettingKey(page.name)) {
                for section in page.sections {
                    for row in [section.header].compactMap({ $0 }) + section.rows {
                        guard let key = row.key, Self.storesValue(row),
                              seen.insert(Place(file: row.file, row: row.index)).inserted else { continue }
                        if rowsByKey[key] == nil { order.append(key) }
                        rowsByKey[key, default: []].append((row, section.footer))
                    }
                }
            }
        }
        let names = GSettingsKeyNames(keys: order)
        var diagnostics: [Diagnostic] = []
        keys = order.map { key in
            Self.plan(key: key, name: names.name(of: key), rows: rowsByKey[key] ?? [], diagnostics: &diagnostics)
        }
        self.names = names
        self.diagnostics = diagnostics
    }

    /// The plan of one key, if the bundle has it.
    public func plan(for key: SettingKey) -> GSettingsKeyPlan? { keys.first { $0.key == key } }

    /// Rows whose key names a value, as `SettingsController.declaredKeys` counts them.
    static func storesValue(_ row: Row) -> Bool {
        guard !row.isBroken else { return false }
        switch row.kind {
        case .titleValue, .button, .listGroup: return true
        default: return row.kind.isEditable
        }
    }

    // MARK: One key

    /// What one row says of its key's type.
    private struct Reading {
        var type: String
        /// Editable rows decide; read-only rows (title values, buttons, custom views) only guess
        /// from their default.
        var decides: Bool
        var isDate = false
        var range: ClosedRange<Double>?
        var choices: [PlistValue]?
    }

    private static func plan(key: SettingKey, name: String, rows: [(row: Row, sectionFooter: String?)],
                             diagnostics: inout [Diagnostic]) -> GSettingsKeyPlan {
        let readings = rows.map { reading(of: $0.row) }
        let deciding = readings.filter(\.decides).isEmpty ? readings : readings.filter(\.decides)
        let types = Set(deciding.map(\.type))
        var notes: [String] = []
        let type: String
        if types.count == 1 {
            type = types.first!
        } else if types.isSubset(of: ["i", "x", "d"]) {
            type = "d"
        } else if types == ["i", "x"] {
            type = "x"
        } else {
            type = "v"
            let described = zip(rows, readings).filter { $0.1.decides || deciding.count == readings.count }
                .map { "\($0.0.row.file) row \($0.0.row.index) (\($0.0.row.kind.typeName)) as ‘\($0.1.type)’" }
            let first = rows[0].row
            diagnostics.append(Diagnostic(.warning, file: first.file, row: first.index, key: key.text,
                "the rows of this key store different types (\(described.joined(separator: ", "))): the GSettings schema declares it ‘v’ (any value)"))
            notes.append("rows disagree on the type (\(Array(types).sorted().joined(separator: ", "))): any value")
        }
        let main = zip(rows, readings).first { $0.1.decides || deciding.count == readings.count }!
        let mainRow = main.0.row
        let mainReading = main.1
        var plan = GSettingsKeyPlan(key: key, name: name, type: type, defaultValue: .string(""),
                                    isDate: type == "s" && mainReading.isDate)
        plan.summary = rows.lazy.compactMap { $0.row.title.flatMap { $0.isEmpty ? nil : $0 } }.first
        plan.description = rows.lazy.compactMap { ownFooter(of: $0.row) ?? $0.sectionFooter }
            .first { !$0.isEmpty }
        if type == "d", let range = mainReading.range { plan.range = range }
        if type == "s", let choices = mainReading.choices {
            var seen: Set<String> = []
            let strings = choices.compactMap(\.stringValue).filter { seen.insert($0).inserted }
            // A choice the XML cannot hold (a control character, NUL) cannot be listed exactly,
            // and GSettings would refuse it as a value: the key takes any string instead.
            if strings.allSatisfy(GSettingsSchemaXML.canHold) {
                plan.choices = strings
            } else {
                notes.append("a choice holds a character a schema cannot hold (a control character): no choices listed")
            }
        }
        plan.defaultValue = defaultValue(for: mainRow, plan: &plan, notes: &notes, diagnostics: &diagnostics)
        plan.notes = notes + ruleNotes(mainRow.rules)
        return plan
    }

    /// The bundle's value rules, said in the key's comment: GSettings bounds only numbers (a
    /// numeric text field stores a string) and cannot bound lengths, patterns or item counts,
    /// so `set`, `import` and the window enforce them and the schema records them.
    private static func ruleNotes(_ rules: ValueRules) -> [String] {
        var notes: [String] = []
        switch (rules.minimumValue, rules.maximumValue) {
        case let (low?, high?): notes.append("a number from \(PlistValue.format(real: low)) to \(PlistValue.format(real: high))")
        case let (low?, nil): notes.append("a number of at least \(PlistValue.format(real: low))")
        case let (nil, high?): notes.append("a number of at most \(PlistValue.format(real: high))")
        case (nil, nil): break
        }
        if let minimum = rules.minimumLength { notes.append("at least \(minimum) characters") }
        if let maximum = rules.maximumLength { notes.append("at most \(maximum) characters") }
        if let pattern = rules.pattern { notes.append("matching \(pattern)") }
        if rules.isRequired { notes.append("never empty") }
        if let minimum = rules.minimumItems { notes.append("at least \(minimum) items") }
        if let maximum = rules.maximumItems { notes.append("at most \(maximum) items") }
        return notes
    }

    private static func ownFooter(of row: Row) -> String? {
        switch row.kind {
        case .multiValue(let multi): multi.footer
        case .radioGroup(let radio): radio.footer
        default: nil
        }
    }

    private static func reading(of row: Row) -> Reading {
        switch row.kind {
        case .toggle(let toggle):
            if toggle.trueValue == .bool(true) && toggle.falseValue == .bool(false) { return Reading(type: "b", decides: true) }
            let types = Set([type(of: toggle.trueValue), type(of: toggle.falseValue)])
            return Reading(type: types.count == 1 ? types.first! : types.isSubset(of: ["i", "x", "d"]) ? "d" : "v", decides: true)
        case .slider(let slider):
            return Reading(type: "d", decides: true, range: slider.minimum <= slider.maximum ? slider.minimum...slider.maximum : nil)
        case .textField, .textView:
            return Reading(type: "s", decides: true)
        case .datePicker:
            return Reading(type: "s", decides: true, isDate: true)
        case .listGroup:
            return Reading(type: "av", decides: true)
        case .multiValue(let multi):
            return choiceReading(multi.choices.choices.map(\.value), default: row.defaultValue)
        case .radioGroup(let radio):
            return choiceReading(radio.choices.choices.map(\.value), default: row.defaultValue)
        case .flags:
            return Reading(type: "as", decides: true)
        case .variantText(let variant):
            return Reading(type: variant.type, decides: true)
        default:
            let value = row.defaultValue
            return Reading(type: value.map(type(of:)) ?? "s", decides: row.kind.isEditable && value != nil,
                           isDate: { if case .date = value { true } else { false } }())
        }
    }

    private static func choiceReading(_ values: [PlistValue], default value: PlistValue?) -> Reading {
        let types = Set(values.map(type(of:)))
        if types.isEmpty { return Reading(type: value.map(type(of:)) ?? "s", decides: true) }
        if types.count == 1 {
            let type = types.first!
            return Reading(type: type, decides: true, choices: type == "s" && !values.contains { if case .date = $0 { true } else { false } } ? values : nil)
        }
        if types.isSubset(of: ["i", "x", "d"]) { return Reading(type: "d", decides: true) }
        if types == ["i", "x"] { return Reading(type: "x", decides: true) }
        return Reading(type: "v", decides: true)
    }

    /// The GVariant type a plist value has on its own (dates as `s`, see the table).
    static func type(of value: PlistValue) -> String {
        switch value {
        case .bool: "b"
        case .integer(let number): Int32(exactly: number) == nil ? "x" : "i"
        case .real: "d"
        case .string, .date: "s"
        case .data: "ay"
        case .array: "av"
        case .dictionary: "a{sv}"
        }
    }
}
