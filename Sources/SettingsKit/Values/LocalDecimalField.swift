/// What a decimal text field (`KeyboardType` `DecimalPad`) stores of what a user types, and
/// shows of what is stored: people write the decimal separator of their language ("2,5" in
/// German), the bundle's numbers and the store keep the C form ("2.5", which `MinimumValue`
/// and `MaximumValue` are checked against and the application reads). Grouping is not read: in
/// German "2.5" is the stored form, not twenty-five. Other fields store what is typed.
public enum LocalDecimalField {
    /// The text stored for `typed`: the user's decimal separator read as ".", when that makes a
    /// number; else as typed (the rules then say what is wrong).
    public static func stored(typed text: String, keyboard: KeyboardType) -> String {
        let point = LocalNumber.decimalPoint
        guard keyboard == .decimalPad, point != ".", !point.isEmpty, text.contains(point) else { return text }
        let converted = text.replacing(point, with: ".")
        guard case .success = DecimalText.real(converted) else { return text }
        return converted
    }

    /// The text shown for a stored number: its "." as the user's decimal separator; a stored
    /// text that is no number as it is.
    public static func shown(stored text: String, keyboard: KeyboardType) -> String {
        let point = LocalNumber.decimalPoint
        guard keyboard == .decimalPad, point != ".", !point.isEmpty, text.contains("."),
              case .success = DecimalText.real(text) else { return text }
        return text.replacing(".", with: point)
    }
}
