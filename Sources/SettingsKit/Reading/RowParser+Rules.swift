/// Our additions to a row dictionary (SCHEMA.md §8): conditions and value rules. Settings.app
/// and InAppSettingsKit ignore these keys.
extension RowParser {
    static let textRuleKeys = ["BSMinimumLength", "BSMaximumLength", "BSPattern", "BSPatternHint", "BSRequired"]
    static let itemRuleKeys = ["BSMinimumItems", "BSMaximumItems"]

    func conditions(_ fields: inout SpecifierFields) -> RowConditions {
        RowConditions(visibleIf: condition("BSVisibleIf", &fields), enabledIf: condition("BSEnabledIf", &fields))
    }

    private func condition(_ key: String, _ fields: inout SpecifierFields) -> Condition? {
        guard let value = fields.raw(key) else { return nil }
        switch ConditionParser(field: key).parse(value) {
        case .success(let condition): return condition
        case .failure(let error):
            fields.report(.warning, key, "\(error.message): the condition is ignored.")
            return nil
        }
    }

    func rules(of kind: RowKind, _ fields: inout SpecifierFields) -> ValueRules {
        var rules = ValueRules()
        switch kind {
        case .textField(let field):
            rules.minimumLength = count("BSMinimumLength", &fields)
            rules.maximumLength = count("BSMaximumLength", &fields)
            if let minimum = rules.minimumLength, let maximum = rules.maximumLength, minimum > maximum {
                fields.report(.warning, "BSMaximumLength", "BSMinimumLength \(minimum) is greater than BSMaximumLength \(maximum): no text can be stored but an empty one.")
            }
            if let pattern = fields.string("BSPattern") {
                if let error = WholeValuePattern.compileError(of: pattern) {
                    fields.report(.error, "BSPattern", "BSPattern does not compile as a GLib regular expression (\(error)): it is ignored.")
                } else {
                    rules.pattern = pattern
                }
            }
            rules.patternHint = fields.localizedText("BSPatternHint")
            rules.isRequired = fields.bool("BSRequired") ?? false
            if field.traits.keyboard.isNumeric {
                rules.minimumValue = fields.number("MinimumValue")
                rules.maximumValue = fields.number("MaximumValue")
                if let minimum = rules.minimumValue, let maximum = rules.maximumValue, minimum > maximum {
                    fields.report(.warning, "MaximumValue", "MinimumValue \(PlistValue.format(real: minimum)) is greater than MaximumValue \(PlistValue.format(real: maximum)): no number can be stored.")
                }
            } else {
                reportMisplaced(["MinimumValue", "MaximumValue"], on: "numeric text fields (KeyboardType NumberPad or DecimalPad) and sliders", &fields)
            }
            reportMisplaced(Self.itemRuleKeys, on: "list groups", &fields)
        case .listGroup:
            rules.minimumItems = count("BSMinimumItems", &fields)
            rules.maximumItems = count("BSMaximumItems", &fields)
            reportMisplaced(Self.textRuleKeys, on: "text fields", &fields)
        case .slider:
            reportMisplaced(Self.textRuleKeys, on: "text fields", &fields)
            reportMisplaced(Self.itemRuleKeys, on: "list groups", &fields)
        default:
            reportMisplaced(Self.textRuleKeys, on: "text fields", &fields)
            reportMisplaced(Self.itemRuleKeys, on: "list groups", &fields)
        }
        return rules
    }

    /// A whole number of characters or items, at least zero.
    private func count(_ key: String, _ fields: inout SpecifierFields) -> Int? {
        guard let number = fields.number(key) else { return nil }
        guard let whole = Int(exactly: number), whole >= 0 else {
            fields.report(.warning, key, "\(key) should be a whole number of at least 0, but is \(PlistValue.format(real: number)): it is ignored.")
            return nil
        }
        return whole
    }

    private func reportMisplaced(_ keys: [String], on types: String, _ fields: inout SpecifierFields) {
        for key in keys where fields.has(key) {
            fields.report(.warning, key, "\(key) applies to \(types) only: it is ignored here.")
        }
    }
}
