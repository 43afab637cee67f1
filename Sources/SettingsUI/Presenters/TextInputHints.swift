import CGtk
import SettingsKit

/// An iOS keyboard's traits as GTK's input purpose and hints, which on-screen keyboards and
/// input methods follow.
struct TextInputHints {
    var purpose: GtkInputPurpose
    var hints: GtkInputHints

    init(field: TextFieldRow) {
        self.init(traits: field.traits, isSecure: field.isSecure)
    }

    init(traits: TextInputTraits, isSecure: Bool = false) {
        switch traits.keyboard {
        case .numberPad, .asciiCapableNumberPad: purpose = GTK_INPUT_PURPOSE_DIGITS
        case .decimalPad, .numbersAndPunctuation: purpose = GTK_INPUT_PURPOSE_NUMBER
        case .phonePad: purpose = GTK_INPUT_PURPOSE_PHONE
        case .url, .webSearch: purpose = GTK_INPUT_PURPOSE_URL
        case .emailAddress: purpose = GTK_INPUT_PURPOSE_EMAIL
        case .alphabet, .asciiCapable, .namePhonePad, .twitter: purpose = GTK_INPUT_PURPOSE_FREE_FORM
        }
        if let purpose = Self.purpose(forContentType: traits.contentType) { self.purpose = purpose }
        if isSecure {
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

    /// `IASKTextContentType` (UITextContentType names, with or without the `UITextContentType`
    /// prefix) as an input purpose; nil for types GTK has no purpose for.
    static func purpose(forContentType type: String?) -> GtkInputPurpose? {
        guard var type else { return nil }
        if type.hasPrefix("UITextContentType") { type = String(type.dropFirst("UITextContentType".count)) }
        switch type.lowercased() {
        case "emailaddress": return GTK_INPUT_PURPOSE_EMAIL
        case "url": return GTK_INPUT_PURPOSE_URL
        case "telephonenumber": return GTK_INPUT_PURPOSE_PHONE
        case "password", "newpassword": return GTK_INPUT_PURPOSE_PASSWORD
        case "onetimecode": return GTK_INPUT_PURPOSE_PIN
        case "name", "nameprefix", "givenname", "middlename", "familyname", "namesuffix", "nickname", "username":
            return GTK_INPUT_PURPOSE_NAME
        default: return nil
        }
    }
}
