import FoundationEssentials

/// The default each key of a GSettings schema gets: the row's `DefaultValue` as a value of the
/// key's type, clamped into a slider's range, among a choice row's choices; else the type's
/// zero value (a toggle's `FalseValue`, a choice row's first choice), with a note saying so.
extension GSettingsSchemaPlan {

    static func defaultValue(for row: Row, plan: inout GSettingsKeyPlan, notes: inout [String],
                                     diagnostics: inout [Diagnostic]) -> PlistValue {
        let given = row.defaultValue.flatMap { $0.containsNonFiniteReal ? nil : $0 }
        if case .toggle(let toggle) = row.kind {
            if given == nil { notes.append("no DefaultValue: off, as the row shows an unset key") }
            let on = toggle.isOn(given)
            return plan.type == "b" ? .bool(on) : toggle.value(on: on)
        }
        if let choices = plan.choices, !choices.isEmpty {
            guard let given else {
                notes.append("no DefaultValue: the first choice, as GSettings needs a default among the choices")
                return .string(choices[0])
            }
            if let text = converted(given, to: plan), case .string(let string) = text, choices.contains(string) { return text }
            diagnostics.append(Diagnostic(.warning, file: row.file, row: row.index, key: row.key?.text,
                "the DefaultValue is not one of the Values: the GSettings schema lists no choices for this key"))
            notes.append("the DefaultValue is not one of the Values: no choices listed")
            plan.choices = nil
        }
        guard let given else {
            notes.append("no DefaultValue: \(zeroDescription(of: plan.type))")
            return clamped(zero(of: plan.type), plan, notes: &notes)
        }
        guard let value = converted(given, to: plan) else {
            diagnostics.append(Diagnostic(.warning, file: row.file, row: row.index, key: row.key?.text,
                "the DefaultValue is \(given.typeDescription), which the key's GSettings type ‘\(plan.type)’ cannot hold: the schema uses \(zeroDescription(of: plan.type))"))
            notes.append("the DefaultValue (\(given.typeName)) does not fit: \(zeroDescription(of: plan.type))")
            return clamped(zero(of: plan.type), plan, notes: &notes)
        }
        return clamped(value, plan, notes: &notes)
    }

    /// A slider's default outside its range is clamped, as the row shows it.
    private static func clamped(_ value: PlistValue, _ plan: GSettingsKeyPlan, notes: inout [String]) -> PlistValue {
        guard let range = plan.range, case .real(let number) = value, !range.contains(number) else { return value }
        let inside = Swift.min(Swift.max(number, range.lowerBound), range.upperBound)
        notes.append("the default \(PlistValue.format(real: number)) is outside the range: \(PlistValue.format(real: inside)), as the slider shows it")
        return .real(inside)
    }

    /// `value` as a value of the plan's type, if it has one.
    static func converted(_ value: PlistValue, to plan: GSettingsKeyPlan) -> PlistValue? {
        switch (plan.type, value) {
        case ("v", _): return value
        case ("b", .bool): return value
        case ("b", .string), ("b", .integer), ("b", .real): return .bool(value.looseBool)
        case ("i", .integer(let number)): return Int32(exactly: number) == nil ? nil : value
        case ("x", .integer): return value
        case ("i", .real(let number)), ("x", .real(let number)):
            return number.rounded() == number && abs(number) < 9e15 ? converted(.integer(Int(number)), to: plan) : nil
        case ("i", .string(let text)), ("x", .string(let text)):
            // "0" for 0, as the row matches it (with a warning of its own).
            return Int(text).flatMap { converted(.integer($0), to: plan) }
        case ("d", _):
            // `"nan"` and `"inf"` read as numbers, but a schema's default is never one: a slider
            // cannot show it and `glib-compile-schemas --strict` refuses `nan`.
            let number = value.numberValue ?? value.stringValue.flatMap(Double.init)
            return number.flatMap { $0.isFinite ? .real($0) : nil }
        case ("s", .date): return value
        case ("s", .string(let text)):
            if text.utf8.contains(0) { return nil }
            if plan.isDate { return ISO8601DateText.parse(text).map(PlistValue.date) }
            return value
        case ("s", _): return value.isScalar && !plan.isDate ? .string(value.plainText) : nil
        case ("av", .array), ("ay", .data), ("a{sv}", .dictionary): return value
        default: return nil
        }
    }

    static func zero(of type: String) -> PlistValue {
        switch type {
        case "b": .bool(false)
        case "i", "x": .integer(0)
        case "d": .real(0)
        case "ay": .data(Data())
        case "av": .array([])
        case "a{sv}": .dictionary([:])
        default: .string("")
        }
    }

    private static func zeroDescription(of type: String) -> String {
        switch type {
        case "b": "false"
        case "i", "x", "d": "0"
        case "av", "ay": "an empty array"
        case "a{sv}": "an empty dictionary"
        case "v": "an empty string"
        default: "the empty string"
        }
    }
}
