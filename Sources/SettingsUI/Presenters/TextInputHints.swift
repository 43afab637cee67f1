import CGtk
import SettingsKit

/// An iOS keyboard's traits as GTK's input purpose and hints, which on-screen keyboards and
/// input methods follow.
struct TextInputHints {
    var purpose: GtkInputPurpose
    var hints: GtkInputHints

    init(field: TextFieldRow) {
        let traits = field.traits
        switch traits.keyboard {
        case .numberPad, .asciiCapableNumberPad: purpose = GTK_INPUT_PURPOSE_DIGITS
        case .decimalPad, .numbersAndPunctuation: purpose = GTK_INPUT_PURPOSE_NUMBER
        case .phonePad: purpose = GTK_INPUT_PURPOSE_PHONE
        case .url, .webSearch: purpose = GTK_INPUT_PURPOSE_URL
        case .emailAddress: purpose = GTK_INPUT_PURPOSE_EMAIL
        case .alphabet, .asciiCapable, .namePhonePad, .twitter: purpose = GTK_INPUT_PURPOSE_FREE_FORM
        }
        if field.isSecure {
            purpose = traits.keyboard.acceptsDigitsOnly ? GTK_INPUT_PURPOSE_PIN : GTK_INPUT_PURPOSE_PASSWORD
        }
        var hints = GTK_INPUT_HINT_NONE.rawValue
        switch traits.autocapitalization {
        case .none: break
        case .sentences: hints |= GTK_INPUT_HINT_UPPERCASE_SENTENCES.rawValue
        case .words: hints |= GTK_INPUT_HINT_UPPERCASE_WORDS.rawValue
        case .allCharacters: hints |= GTK_INPUT_HINT_UPPERCASE_CHARS.rawValue
        }
        switch traits.autocorrection {
        case .default: break
        case .no: hints |= GTK_INPUT_HINT_NO_SPELLCHECK.rawValue
        case .yes: hints |= GTK_INPUT_HINT_SPELLCHECK.rawValue
        }
        self.hints = GtkInputHints(rawValue: hints)
    }
}
