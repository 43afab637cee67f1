import FoundationEssentials

/// Computes what a row shows for an effective value: its display text, subtitle, and any
/// problem with the value. Shared by `dump` and `SettingsController` so both say the same.
public struct RowStateResolver: Sendable {
    public init() {}

    public func state(of row: Row, value: PlistValue?, source: ValueSource, lockFile: String? = nil) -> RowState {
        RowState(value: value, source: source, text: text(of: row, value: value),
                 subtitle: row.subtitle?.text(forValueKey: subtitleKey(of: row, value: value)),
                 lockFile: lockFile, problem: problem(of: row, value: value, source: source))
    }

    /// What the row displays for its value, or nil when the control itself shows it (a switch).
    public func text(of row: Row, value: PlistValue?) -> String? {
        switch row.kind {
        case .slider(let slider):
            guard let number = value?.numberValue else { return nil }
            return Self.format(number: slider.clamp(number))
        case .textField(let field):
            guard let text = value?.plainText else { return nil }
            return field.isSecure ? String(repeating: "●", count: text.count) : text
        case .textView:
            return value?.plainText
        case .titleValue(let titleValue):
            guard let value else { return nil }
            if let text = titleValue.choices?.displayText(for: value, preferShort: false) { return text }
            switch value {
            case .integer(let number): return LocalNumber.text(number)
            case .real(let number): return LocalNumber.text(number, fractionDigits: 15)
            default: return value.plainText
            }
        case .multiValue(let multi):
            return multi.choices.displayText(for: value, preferShort: true)
        case .radioGroup(let radio):
            return radio.choices.displayText(for: value, preferShort: false)
        case .datePicker(let picker):
            guard case .date(let date)? = value else { return value?.plainText }
            return format(date: date, mode: picker.mode)
        case .button:
            // A non-empty string stored under the button's key replaces its title.
            if case .string(let title)? = value, !title.isEmpty { return title }
            return nil
        case .childPane:
            // IASK shows the value of a child pane's `Key` beside its title, as stored.
            guard let value, value.isScalar else { return nil }
            return value.plainText
        case .listGroup:
            guard case .array(let items)? = value else { return nil }
            return trn("%d item", "%d items", items.count, items.count)
        case .flags(let flags):
            let set = Set(flags.setFlags(in: value))
            return flags.flags.choices.filter { $0.value.stringValue.map(set.contains) ?? false }.map(\.title)
                .joined(separator: tr(", "))
        case .variantText:
            return value?.plainText
        default:
            return nil
        }
    }

    /// Toggles key their subtitles by `YES`/`NO`; other rows by the value's text.
    private func subtitleKey(of row: Row, value: PlistValue?) -> String? {
        if case .toggle(let toggle) = row.kind { return toggle.isOn(value) ? "YES" : "NO" }
        return value?.plainText
    }

    private func problem(of row: Row, value: PlistValue?, source: ValueSource) -> Diagnostic? {
        guard let choices = row.kind.choices, let value else { return nil }
        switch choices.match(value) {
        case .exact: return nil
        case .loose(let index):
            return Diagnostic(.warning, file: row.file, row: row.index, key: row.key?.text,
                              "The \(source.rawValue) value \(Diagnostic.echo(value.plainText)) (\(value.typeName)) matches the choice \"\(choices.choices[index].title)\" by text only.")
        case .none:
            return Diagnostic(.warning, file: row.file, row: row.index, key: row.key?.text,
                              "The \(source.rawValue) value \(Diagnostic.echo(value.plainText)) (\(value.typeName)) is not one of the choices.")
        }
    }

    /// Up to two decimals, without trailing zeros, locale-neutral (`0.5`, `42`).
    /// A slider's value: two decimals at most, in the user's numeric format (`LocalNumber`).
    public static func format(number: Double) -> String {
        LocalNumber.text(number)
    }

    /// The date as the user's locale writes it; outside what the local clock can show (before
    /// year 1 or after 9999), its ISO 8601 text.
    public func format(date: Date, mode: DatePickerMode) -> String {
        let parts: [String?] = switch mode {
        case .date: [LocalTime.dateText(of: date)]
        case .time: [LocalTime.timeText(of: date)]
        case .dateAndTime: [LocalTime.dateText(of: date), LocalTime.timeText(of: date)]
        }
        let texts = parts.compactMap { $0 }
        return texts.count == parts.count ? texts.joined(separator: " ") : ISO8601DateText.format(date)
    }
}
