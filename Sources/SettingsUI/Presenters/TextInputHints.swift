import GtkKit
import SettingsKit

/// An iOS keyboard's traits as GTK's input purpose and hints, which on-screen keyboards and
/// input methods follow.
struct TextInputHints {
    var purpose: InputPurpose
    var hints: InputHints

    init(field: TextFieldRow) {
        self.init(traits: field.traits, isSecure: field.isSecure)
    }

    init(traits: TextInputTraits, isSecure: Bool = false) {
        switch traits.keyboard {
        case .numberPad, .asciiCapableNumberPad: purpose = .digits
        case .decimalPad, .numbersAndPunctuation: purpose = .number
        case .phonePad: purpose = .phone
        case .url, .webSearch: purpose = .url
        case .emailAddress: purpose = .email
        case .alphabet, .asciiCapable, .namePhonePad, .twitter: purpose = .freeForm
        }
        if let purpose = Self.purpose(forContentType: traits.contentType) { self.purpose = purpose }
        if isSecure {
            purpose = traits.keyboard.acceptsDigitsOnly ? .pin : .password
        }
        var hints: InputHints = []
        switch traits.autocapitalization {
        case .none: break
        case .sentences: hints.insert(.uppercaseSentences)
        case .words: hints.insert(.uppercaseWords)
        case .allCharacters: hints.insert(.uppercaseCharacters)
        }
        switch traits.autocorrection {
        case .default: break
        case .no: hints.insert(.noSpellcheck)
        case .yes: hints.insert(.spellcheck)
        }
        self.hints = hints
    }

    /// `IASKTextContentType` (UITextContentType names, with or without the `UITextContentType`
    /// prefix) as an input purpose; nil for types GTK has no purpose for.
    static func purpose(forContentType type: String?) -> InputPurpose? {
        guard var type else { return nil }
        if type.hasPrefix("UITextContentType") { type = String(type.dropFirst("UITextContentType".count)) }
        switch type.lowercased() {
        case "emailaddress": return .email
        case "url": return .url
        case "telephonenumber": return .phone
        case "password", "newpassword": return .password
        case "onetimecode": return .pin
        case "name", "nameprefix", "givenname", "middlename", "familyname", "namesuffix", "nickname", "username":
            return .name
        default: return nil
        }
    }
}
