/// A GSettings name as a person reads it: a key without a summary (`tab-width` → "Tab width"),
/// an enum or flags nick (`bottom-right` → "Bottom right"), a `<child>` (`plugins` → "Plugins").
/// Dashes and underscores become spaces, so does a step from a lower-case letter to a capital
/// (schema IDs are often CamelCase: `org.gnome.Terminal.ProfilesList` → "Profiles List"), and the
/// first letter is capitalised; the rest is kept as written, so names that spell an acronym or a
/// brand (`show-VGA-output`) keep it.
public enum ReadableName {
    public static func of(_ name: String) -> String {
        var words = ""
        var previous: Character?
        for character in name {
            if character == "-" || character == "_" {
                if previous != nil, previous != " " { words.append(" ") }
                previous = " "
                continue
            }
            if let previous, previous.isLowercase, character.isUppercase { words.append(" ") }
            words.append(character)
            previous = character
        }
        if words.last == " " { words.removeLast() }
        guard let first = words.first else { return name }
        return first.uppercased() + words.dropFirst()
    }
}
