import Foundation
import Testing
@testable import SettingsKit

/// Random row dictionaries, built from every key the reader knows with values of random types,
/// must never crash the parser, and every problem must name its file and row.
@Suite struct ReaderFuzzTests {
    /// A small deterministic generator (SplitMix64), so a failure can be replayed.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return mixed ^ (mixed >> 31)
        }
    }

    static let keys = [
        "Type", "Title", "Key", "DefaultValue", "FooterText", "TrueValue", "FalseValue", "MinimumValue", "MaximumValue",
        "MinimumValueImage", "MaximumValueImage", "IsSecure", "KeyboardType", "AutocapitalizationType",
        "AutocorrectionType", "Values", "Titles", "ShortTitles", "DisplaySortedByTitle", "IconNames", "File",
        "SupportedUserInterfaceIdioms", "IASKSubtitle", "IASKCellImage", "IASKTextAlignment", "IASKPlaceholder",
        "IASKMailComposeToRecipents", "IASKMailComposeSubject", "IASKMailComposeBody", "IASKMailComposeBodyIsHTML",
        "IASKChildTitle", "DatePickerMode", "DatePickerStyle", "MinuteInterval", "ItemSpecifier", "AddSpecifier",
        "Deletable", "IASKToggleStyle", "IASKQuickMultiValueSelection", "IASKViewControllerClass",
    ]
    static let types = [
        "PSGroupSpecifier", "PSToggleSwitchSpecifier", "PSSliderSpecifier", "PSTextFieldSpecifier",
        "PSTitleValueSpecifier", "PSMultiValueSpecifier", "PSRadioGroupSpecifier", "PSChildPaneSpecifier",
        "IASKOpenURLSpecifier", "IASKMailComposeSpecifier", "IASKButtonSpecifier", "IASKTextViewSpecifier",
        "IASKDatePickerSpecifier", "IASKListGroupSpecifier", "IASKCustomViewSpecifier", "Bogus",
    ]

    static func randomValue(_ random: inout Generator, depth: Int = 0) -> PlistValue {
        switch Int.random(in: 0..<(depth > 2 ? 6 : 8), using: &random) {
        case 0: return .bool(Bool.random(using: &random))
        case 1: return .integer(Int.random(in: -3...70, using: &random))
        case 2: return .real([0.5, -1e300, .infinity, .nan, 60.0][Int.random(in: 0..<5, using: &random)])
        case 3: return .string(["", "YES", "no", "../../etc/passwd", "/abs", "Date", "https://x.org", types.randomElement(using: &random) ?? ""][Int.random(in: 0..<8, using: &random)])
        case 4: return .date(Date(timeIntervalSince1970: Double(Int.random(in: 0...2_000_000_000, using: &random))))
        case 5: return .data(Data([1, 2, 3]))
        case 6: return .array((0..<Int.random(in: 0..<4, using: &random)).map { _ in randomValue(&random, depth: depth + 1) })
        default:
            var table: [SettingKey: PlistValue] = [:]
            for _ in 0..<Int.random(in: 0..<4, using: &random) {
                table[SettingKey(keys.randomElement(using: &random) ?? "Type")] = randomValue(&random, depth: depth + 1)
            }
            return .dictionary(table)
        }
    }

    @Test func randomRowsNeverCrashAndEveryProblemIsLocated() {
        var random = Generator(state: 2026)
        let parser = RowParser(file: "Fuzz.plist", localize: { $0 }, images: ImageResolver(root: URL(fileURLWithPath: "/nonexistent.bundle")))
        var rows: [Row] = []
        for index in 0..<3_000 {
            var table: [SettingKey: PlistValue] = ["Type": .string(Self.types.randomElement(using: &random) ?? "Bogus")]
            for _ in 0..<Int.random(in: 0..<10, using: &random) {
                table[SettingKey(Self.keys.randomElement(using: &random) ?? "Key")] = Self.randomValue(&random)
            }
            let row = parser.parse(table, index: index)
            #expect(row.problems.allSatisfy { $0.file == "Fuzz.plist" && $0.row == index && !$0.message.isEmpty })
            rows.append(row)
        }
        let resolver = RowStateResolver()
        for row in rows {
            _ = resolver.state(of: row, value: row.defaultValue, source: .default)
            _ = SectionBuilder.sections(of: [row])
        }
        #expect(rows.count == 3_000)
    }
}
