#if DEBUG
import FoundationEssentials
@testable import SettingsKit

/// Builds `PlistValue`s from fuzz bytes: each decision takes the next byte (0 once the bytes run
/// out), so small mutations of the input make small changes to the value. Keys and strings are
/// mostly the words a Settings.bundle uses, sometimes raw bytes.
struct PlistValueGenerator {
    private let bytes: [UInt8]
    private var position = 0

    init(_ data: Data) { bytes = Array(data) }

    static let keys = [
        "Type", "Key", "Title", "DefaultValue", "Values", "Titles", "ShortTitles", "FooterText", "File",
        "MinimumValue", "MaximumValue", "MinimumValueImage", "MaximumValueImage", "TrueValue", "FalseValue",
        "IsSecure", "KeyboardType", "AutocapitalizationType", "AutocorrectionType", "DisplaySortedByTitle",
        "SupportedUserInterfaceIdioms", "StringsTable", "DatePickerMode", "DatePickerStyle", "MinuteInterval",
        "ItemSpecifier", "AddSpecifier", "Deletable", "IconNames", "IASKCellImage", "IASKSubtitle",
        "IASKTextAlignment", "IASKAdjustsFontSizeToFitWidth", "IASKPlaceholder", "IASKChildTitle",
        "IASKQuickMultiValueSelection", "IASKToggleStyle", "IASKTextContentType", "IASKMailComposeSubject",
        "IASKMailComposeBody", "IASKMailComposeBodyIsHTML", "IASKMailComposeToRecipents",
        "IASKMailComposeCcRecipents", "IASKMailComposeBccRecipents", "IASKViewControllerClass",
        "IASKSegueIdentifier", "IASKWebViewFullscreen",
    ]
    static let words = [
        "PSGroupSpecifier", "PSToggleSwitchSpecifier", "PSSliderSpecifier", "PSTextFieldSpecifier",
        "PSTitleValueSpecifier", "PSMultiValueSpecifier", "PSRadioGroupSpecifier", "PSChildPaneSpecifier",
        "IASKButtonSpecifier", "IASKOpenURLSpecifier", "IASKMailComposeSpecifier", "IASKTextViewSpecifier",
        "IASKDatePickerSpecifier", "IASKListGroupSpecifier", "IASKCustomViewSpecifier",
        "IASKUITextAlignmentCenter", "IASKUITextAlignmentLeft", "IASKUITextAlignmentRight", "Alphabet",
        "NumberPad", "URL", "EmailAddress", "None", "Words", "Sentences", "AllCharacters", "No", "Yes",
        "Date", "Time", "DateAndTime", "Compact", "Wheels", "Inline", "Title", "Group", "Child", "Root",
        "https://example.org/", "mailto:a@example.org", "icon.png", "../../etc/passwd", "", " ",
        "UIUserInterfaceIdiomPhone", "UIUserInterfaceIdiomPad", "%@", "\u{0}", "é",
    ]

    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    private mutating func count(_ limit: Int) -> Int { Int(byte()) % (limit + 1) }

    mutating func string() -> String {
        let choice = byte()
        if choice < 200 { return Self.words[Int(choice) % Self.words.count] }
        let length = count(24)
        return String(decoding: (0..<length).map { _ in byte() }, as: UTF8.self)
    }

    private mutating func key() -> String {
        let choice = byte()
        return choice < 230 ? Self.keys[Int(choice) % Self.keys.count] : string()
    }

    /// A row's dictionary; nested specifiers (list groups) and arrays go at most 4 deep.
    mutating func specifier(depth: Int) -> [SettingKey: PlistValue] {
        var table: [SettingKey: PlistValue] = [:]
        for _ in 0..<count(10) { table[SettingKey(key())] = value(depth: depth + 1) }
        return table
    }

    mutating func value(depth: Int) -> PlistValue {
        let kind = byte() % (depth < 4 ? 10 : 7)
        switch kind {
        case 0: return .bool(byte() & 1 == 1)
        case 1:
            let raw = (0..<8).reduce(UInt64(0)) { total, _ in total << 8 | UInt64(byte()) }
            return .integer(Int(truncatingIfNeeded: raw >> (UInt64(byte()) % 64)))
        case 2:
            let raw = (0..<8).reduce(UInt64(0)) { total, _ in total << 8 | UInt64(byte()) }
            return .real(Double(bitPattern: raw))
        case 3:
            let raw = (0..<8).reduce(UInt64(0)) { total, _ in total << 8 | UInt64(byte()) }
            return .date(Date(timeIntervalSinceReferenceDate: Double(bitPattern: raw)))
        case 4: return .data(Data((0..<count(8)).map { _ in byte() }))
        case 5, 6: return .string(string())
        case 7, 8: return .array((0..<count(6)).map { _ in value(depth: depth + 1) })
        default: return .dictionary(specifier(depth: depth + 1))
        }
    }
}
#endif
