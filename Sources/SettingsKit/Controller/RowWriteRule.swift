import CGLib
import FoundationEssentials

/// What writing a value to a row stores, with the row's semantics: a toggle stores its
/// TrueValue/FalseValue, a choice keeps the type of its `Values` element, a slider stores a real
/// number in range, text rows store strings. Anything the row cannot take is refused.
public enum RowWriteRule {
    public static func stored(_ value: PlistValue, for row: Row) -> Result<PlistValue, SettingsError> {
        typed(value, for: row).flatMap { accepted in
            guard let violation = row.rules.violation(of: accepted) else { return .success(accepted) }
            return refuse(named(row, violation))
        }
    }

    /// A rule's message about a row's value, with the row's name first, for messages read away
    /// from the row (`set`, `import`, the error banner).
    public static func named(_ row: Row, _ violation: String) -> String {
        // Translators: %1$s is a setting's title, %2$s what is wrong with the value given for it.
        tr("%1$s: %2$s", row.title ?? row.key?.text ?? tr("this row"), violation)
    }

    /// The value as the row's type stores it, before the bundle's rules are applied.
    private static func typed(_ value: PlistValue, for row: Row) -> Result<PlistValue, SettingsError> {
        let name = row.title ?? row.key?.text ?? tr("this row")
        switch row.kind {
        case .toggle(let toggle):
            if value.isFoundationEqual(to: toggle.trueValue) && !isBool(value) { return .success(toggle.trueValue) }
            if value.isFoundationEqual(to: toggle.falseValue) && !isBool(value) { return .success(toggle.falseValue) }
            guard case .bool(let on) = value else {
                return refuse(tr("%1$s is a switch: it takes on or off, not %2$s.", name, Diagnostic.echo(value.plainText)))
            }
            return .success(toggle.value(on: on))
        case .slider(let slider):
            guard !isBool(value), let number = value.numberValue, number.isFinite else {
                return refuse(tr("%1$s is a slider: it takes a number from %2$s to %3$s.", name,
                                 PlistValue.format(real: slider.minimum), PlistValue.format(real: slider.maximum)))
            }
            return .success(.real(slider.clamp(number)))
        case .textField(let field):
            return text(value, digitsOnly: field.traits.keyboard.acceptsDigitsOnly, name: name)
        case .textView(let view):
            return text(value, digitsOnly: view.traits.keyboard.acceptsDigitsOnly, name: name)
        case .multiValue(let multi):
            return choice(value, in: multi.choices, name: name)
        case .radioGroup(let radio):
            return choice(value, in: radio.choices, name: name)
        case .datePicker:
            guard case .date = value else { return refuse(tr("%1$s takes a date, not %2$s.", name, value.typeDescription)) }
            return .success(value)
        case .listGroup:
            guard case .array = value else { return refuse(tr("%1$s is a list: it takes an array, not %2$s.", name, value.typeDescription)) }
            return .success(value)
        case .customView:
            return .success(value)
        case .flags(let flags):
            guard case .array(let items) = value else {
                return refuse(tr("%1$s is a set of options: it takes a list of them, not %2$s.", name, value.typeDescription))
            }
            let nicks = flags.flags.choices.compactMap(\.value.stringValue)
            if let stranger = items.first(where: { $0.stringValue.map { !nicks.contains($0) } ?? true }) {
                return refuse(tr("%1$s is not an option of %2$s: one of %3$s.", Diagnostic.echo(stranger.plainText), name,
                                 Diagnostic.echo(nicks, separator: ", ")))
            }
            return .success(.array(flags.setFlags(in: value).map(PlistValue.string)))
        case .variantText(let variant):
            guard case .string(let text) = value else {
                return refuse(tr("%1$s takes GVariant text of type %2$s, not %3$s.", name, variant.type, value.typeDescription))
            }
            switch TypedVariantText.parse(text, type: variant.type) {
            case .success(let parsed):
                defer { g_variant_unref(parsed) }
                return .success(.string(TypedVariantText.text(of: parsed)))
            case .failure(let error):
                // Translators: %1$s is a setting's title, %2$s its GVariant type (such as (ii)), %3$s GLib's own words (in English).
                return refuse(tr("%1$s takes GVariant text of type %2$s: %3$s", name, variant.type, error.message))
            }
        case .group, .titleValue, .childPane, .openURL, .mailCompose, .button, .invalid:
            return .failure(SettingsError(.readOnlyRow, tr("%s is not a setting that can be changed.", name)))
        }
    }

    /// Parses command-line text the way the row takes it (`set KEY VALUE`).
    public static func parse(_ text: String, for row: Row) -> Result<PlistValue, SettingsError> {
        let name = row.title ?? row.key?.text ?? "this row"
        switch row.kind {
        case .toggle(let toggle):
            // The bundle's own TrueValue/FalseValue text ("auto", "manual") is what `get` prints,
            // so it must be accepted back; it wins over the generic words.
            if toggle.trueValue.isScalar, text == toggle.trueValue.plainText { return .success(toggle.trueValue) }
            if toggle.falseValue.isScalar, text == toggle.falseValue.plainText { return .success(toggle.falseValue) }
            guard let on = parseBool(text) else {
                return refuse("\(name) is a switch: give on, off, true, false, yes, no, 1, 0, \(Diagnostic.echo(toggle.trueValue.plainText)) or \(Diagnostic.echo(toggle.falseValue.plainText)), not \"\(Diagnostic.echo(text))\".")
            }
            return stored(.bool(on), for: row)
        case .slider(let slider):
            let number: Double
            switch DecimalText.real(text) {
            case .success(let parsed): number = parsed
            case .failure(.notANumber): return refuse("\(name) is a slider: \"\(Diagnostic.echo(text))\" is not a decimal number.")
            case .failure(.unrepresentable): return refuse("\(name) is a slider: \(Diagnostic.echo(text)) is beyond what a number can hold here.")
            }
            guard number >= slider.minimum, number <= slider.maximum else { return refuse(outOfRange(text, of: slider, name: name)) }
            return .success(.real(number))
        case .multiValue, .radioGroup:
            guard let choices = row.kind.choices else { return refuse("\(name) has no choices.") }
            if choices.choices.isEmpty { return .success(.string(text)) }
            if let byValue = choices.choices.first(where: { $0.value.isScalar && $0.value.plainText == text }) {
                return .success(byValue.value)
            }
            if let byTitle = choices.choices.first(where: { $0.title.lowercased() == text.lowercased() }) {
                return .success(byTitle.value)
            }
            let offered = Diagnostic.echo(choices.choices.lazy.map { "\($0.value.plainText) (\($0.title))" }, separator: ", ")
            return refuse("\"\(Diagnostic.echo(text))\" is not a choice of \(name): one of \(offered).")
        case .datePicker:
            guard let date = parseDate(text) else {
                return refuse("\(name) takes a date in ISO 8601 form, such as 2026-05-01T09:30:00Z; \"\(Diagnostic.echo(text))\" is not one.")
            }
            return .success(.date(date))
        case .listGroup, .customView:
            return parseJSON(text).flatMap { stored($0, for: row) }
        case .flags(let flags):
            // Nicks or titles, separated by commas: "bold, italic"; nothing clears them all.
            let words = text.split(separator: ",").map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty }
            let nicks = words.map { word in
                flags.flags.choices.first { $0.title.lowercased() == word.lowercased() }?.value ?? .string(word)
            }
            return stored(.array(nicks), for: row)
        default:
            return stored(.string(text), for: row)
        }
    }

    /// Parses `set --json` text for a row (see `accepted`).
    public static func parse(json text: String, for row: Row) -> Result<PlistValue, SettingsError> {
        parseJSON(text).flatMap { accepted($0, for: row) }
    }

    /// What the row stores for a typed value given whole: `set --json`, and each value `import`
    /// copies. As with plain text (`parse`), a slider refuses a number out of its range: `stored`
    /// clamps, which suits a scale but would silently store something other than what was given.
    public static func accepted(_ value: PlistValue, for row: Row) -> Result<PlistValue, SettingsError> {
        // JSON has no dates: a date picker takes the ISO 8601 string `get --json` prints.
        if case .datePicker = row.kind, case .string(let date) = value { return parse(date, for: row) }
        if case .slider(let slider) = row.kind, !isBool(value), let number = value.numberValue,
           number < slider.minimum || number > slider.maximum {
            return refuse(outOfRange(value.plainText, of: slider, name: row.title ?? row.key?.text ?? tr("this row")))
        }
        return stored(value, for: row)
    }

    private static func outOfRange(_ text: String, of slider: SliderRow, name: String) -> String {
        // Translators: %1$s is a setting's title, %2$s and %3$s the slider's bounds, %4$s the value given.
        tr("%1$s takes a number from %2$s to %3$s; %4$s is out of range.", name,
           PlistValue.format(real: slider.minimum), PlistValue.format(real: slider.maximum), Diagnostic.echo(text))
    }

    /// Types `set --type` offers for keys the bundle does not declare.
    public enum ExplicitType: String, CaseIterable, Sendable {
        case string, integer, real, bool, date
    }

    public static func parse(_ text: String, as type: ExplicitType) -> Result<PlistValue, SettingsError> {
        switch type {
        case .string: return .success(.string(text))
        case .integer:
            guard let number = Int(text.trimmingSpaces()) else { return refuse("\"\(Diagnostic.echo(text))\" is not an integer.") }
            return .success(.integer(number))
        case .real:
            switch DecimalText.real(text) {
            case .success(let number): return .success(.real(number))
            case .failure(.notANumber): return refuse("\"\(Diagnostic.echo(text))\" is not a decimal number.")
            case .failure(.unrepresentable): return refuse("\(Diagnostic.echo(text)) is beyond what a 64-bit real can hold.")
            }
        case .bool:
            guard let flag = parseBool(text) else { return refuse("\"\(Diagnostic.echo(text))\" is not a boolean (on, off, true, false, yes, no, 1, 0).") }
            return .success(.bool(flag))
        case .date:
            guard let date = parseDate(text) else { return refuse("\"\(Diagnostic.echo(text))\" is not an ISO 8601 date.") }
            return .success(.date(date))
        }
    }

    /// A JSON text as a plist value (`--json`): numbers with a fraction or exponent are reals.
    public static func parseJSON(_ text: String) -> Result<PlistValue, SettingsError> {
        do {
            return .success(try JSONParser.parse(Array(text.utf8)))
        } catch {
            return refuse("\"\(Diagnostic.echo(text))\" cannot be read as JSON: \(error.message).")
        }
    }

    static func parseBool(_ text: String) -> Bool? {
        switch text.trimmingSpaces().lowercased() {
        case "on", "true", "yes", "1": true
        case "off", "false", "no", "0": false
        default: nil
        }
    }

    static func parseDate(_ text: String) -> Date? {
        ISO8601DateText.parse(text.trimmingWhitespace())
    }

    private static func text(_ value: PlistValue, digitsOnly: Bool, name: String) -> Result<PlistValue, SettingsError> {
        guard value.isScalar else { return refuse(tr("%1$s takes text, not %2$s.", name, value.typeDescription)) }
        let text = value.plainText
        if digitsOnly, !text.allSatisfy(\.isASCIIDigitCharacter) {
            return refuse(tr("%1$s takes digits only; \"%2$s\" has other characters.", name, Diagnostic.echo(text)))
        }
        return .success(.string(text))
    }

    private static func choice(_ value: PlistValue, in choices: ChoiceList, name: String) -> Result<PlistValue, SettingsError> {
        if choices.choices.isEmpty { return .success(value) }
        guard let index = choices.match(value).index else {
            return refuse(tr("%1$s is not one of the choices of %2$s.", Diagnostic.echo(value.plainText), name))
        }
        return .success(choices.choices[index].value)
    }

    private static func isBool(_ value: PlistValue) -> Bool {
        if case .bool = value { return true }
        return false
    }

    private static func refuse(_ message: String) -> Result<PlistValue, SettingsError> {
        .failure(SettingsError(.invalidValue, message))
    }
}

private extension Character {
    var isASCIIDigitCharacter: Bool { ("0"..."9").contains(self) }
}
