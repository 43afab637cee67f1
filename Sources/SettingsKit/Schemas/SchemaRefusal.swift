/// What `set` says when an installed schema's key refuses a value: the schema, the key, why
/// (the row's or GSettings' reason), and what the key takes (its choices, flags or range), so
/// the user can try again without reading the schema file.
public enum SchemaRefusal {
    /// `row`: the key's row, which says what the key takes; nil when the schema has no such key.
    public static func message(schemaID: String, key: SettingKey, row: Row?, reason: String) -> String {
        // GLib's parse errors end without a full stop.
        let sentence = reason.last.map { ".!?".contains($0) } ?? true ? reason : reason + "."
        // Translators: %1$s is a GSettings schema ID, %2$s a key of it, %3$s why a value was refused.
        let refused = tr("%1$s: %2$s refuses the value: %3$s", schemaID, key.text, sentence)
        // A choice row's own refusal lists the choices already.
        guard let row, let takes = takes(row), !(row.kind.choices.map { saysEvery($0, in: reason) } ?? false) else { return refused }
        return refused + " " + takes
    }

    private static func saysEvery(_ choices: ChoiceList, in reason: String) -> Bool {
        choices.choices.allSatisfy { reason.contains($0.value.plainText) }
    }

    /// What the row takes, in a sentence; nil for a row that takes any text.
    static func takes(_ row: Row) -> String? {
        switch row.kind {
        case .toggle:
            return tr("It takes on or off.")
        case .multiValue(let multiValue):
            // Translators: %s lists a GSettings key's choices, as it stores them (bottom-right, top-left).
            return tr("It takes one of: %s.", nicks(multiValue.choices))
        case .flags(let flags):
            // Translators: %s lists a GSettings key's flags; the value is a JSON array of some of them.
            return tr("It takes a JSON array of any of: %s.", nicks(flags.flags))
        case .slider(let slider):
            return tr("It takes a number from %1$s to %2$s.", PlistValue.format(real: slider.minimum), PlistValue.format(real: slider.maximum))
        case .textField where row.rules.minimumValue != nil || row.rules.maximumValue != nil:
            let minimum = row.rules.minimumValue.map(PlistValue.format(real:)) ?? "−∞"
            let maximum = row.rules.maximumValue.map(PlistValue.format(real:)) ?? "∞"
            return row.rules.pattern != nil
                ? tr("It takes a whole number from %1$s to %2$s.", minimum, maximum)
                : tr("It takes a number from %1$s to %2$s.", minimum, maximum)
        case .variantText(let variant):
            // Translators: %s is a GVariant type string, such as (ii) or a{sv}.
            return tr("It takes GVariant text of type %s.", variant.type)
        case .listGroup:
            return tr("It takes a JSON array of texts.")
        default:
            return nil
        }
    }

    private static func nicks(_ choices: ChoiceList) -> String {
        choices.choices.map(\.value.plainText).joined(separator: ", ")
    }
}
