import CGtk

/// How input methods may help with a text field's text (GtkInputHints).
public struct InputHints: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let spellcheck = InputHints(rawValue: GTK_INPUT_HINT_SPELLCHECK.rawValue)
    public static let noSpellcheck = InputHints(rawValue: GTK_INPUT_HINT_NO_SPELLCHECK.rawValue)
    public static let uppercaseCharacters = InputHints(rawValue: GTK_INPUT_HINT_UPPERCASE_CHARS.rawValue)
    public static let uppercaseWords = InputHints(rawValue: GTK_INPUT_HINT_UPPERCASE_WORDS.rawValue)
    public static let uppercaseSentences = InputHints(rawValue: GTK_INPUT_HINT_UPPERCASE_SENTENCES.rawValue)

    var gtkValue: GtkInputHints { GtkInputHints(rawValue: rawValue) }
}
