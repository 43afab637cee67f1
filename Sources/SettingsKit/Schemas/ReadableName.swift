/// A GSettings name as a person reads it: a key without a summary (`tab-width` → "Tab width"),
/// an enum or flags nick (`bottom-right` → "Bottom right"), a `<child>` (`plugins` → "Plugins").
/// Dashes and underscores become spaces and the first letter is capitalised; the rest is kept as
/// written, so names that spell an acronym or a brand (`show-VGA-output`) keep it.
public enum ReadableName {
    public static func of(_ name: String) -> String {
        let words = name.split(whereSeparator: { $0 == "-" || $0 == "_" }).joined(separator: " ")
        guard let first = words.first else { return name }
        return first.uppercased() + words.dropFirst()
    }
}
