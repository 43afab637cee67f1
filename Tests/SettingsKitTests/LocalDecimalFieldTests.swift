import Foundation
import Testing
@testable import SettingsKit

/// A decimal field takes the user's decimal separator and stores the bundle's form; range
/// messages write their bounds as the user's numbers.
@MainActor @Suite(.serialized) struct LocalDecimalFieldTests {
    private static let ratio = row("PSTextFieldSpecifier", ["Key": "ratio", "Title": "Ratio", "KeyboardType": "DecimalPad",
                                                            "MinimumValue": 0.5, "MaximumValue": 2500.5])

    @Test func theCLocaleTakesOnlyThePoint() {
        #expect(LocalDecimalField.stored(typed: "2.5", keyboard: .decimalPad) == "2.5")
        #expect(LocalDecimalField.stored(typed: "2,5", keyboard: .decimalPad) == "2,5", "no number here: the rules say so")
        #expect(LocalDecimalField.shown(stored: "2.5", keyboard: .decimalPad) == "2.5")
        let rules = BundleFixture.rows([Self.ratio]).rows[0].rules
        #expect(rules.violation(of: .string("2,5")) == "Enter a number from 0.5 to 2500.5.")
    }

    @Test(.enabled(if: TestLocale.isGenerated("de_DE.UTF-8"), "needs de_DE.UTF-8: run script/test-locales"))
    func germanFieldsTakeTheCommaAndStoreThePoint() throws {
        let results = TestLocale.with("de_DE.UTF-8") {
            [LocalDecimalField.stored(typed: "2,5", keyboard: .decimalPad),
             LocalDecimalField.stored(typed: "2.5", keyboard: .decimalPad),
             LocalDecimalField.stored(typed: "-0,25e3", keyboard: .decimalPad),
             LocalDecimalField.stored(typed: "1.000,5", keyboard: .decimalPad),
             LocalDecimalField.stored(typed: "2,5", keyboard: .alphabet),
             LocalDecimalField.shown(stored: "2.5", keyboard: .decimalPad),
             LocalDecimalField.shown(stored: "v1.2", keyboard: .decimalPad),
             LocalDecimalField.shown(stored: "2.5", keyboard: .alphabet)]
        }
        #expect(results == ["2.5", "2.5", "-0.25e3", "1.000,5", "2,5", "2,5", "v1.2", "2.5"],
                "grouping is not read; other fields store what is typed")
    }

    @Test(.enabled(if: TestLocale.isGenerated("de_DE.UTF-8"), "needs de_DE.UTF-8: run script/test-locales"))
    func aGermanRangeMessageWritesGermanNumbersAndTheStoreKeepsThePoint() throws {
        let fixture = BundleFixture()
        fixture.page([Self.ratio])
        let controller = SettingsController(bundle: fixture.open(), store: MemoryStore())
        let field = try #require(controller.rootPage.rows.first)
        let outcome = try TestLocale.with("de_DE.UTF-8") { () throws -> (String?, String?) in
            let message = field.rules.violation(of: .string(LocalDecimalField.stored(typed: "0,25", keyboard: .decimalPad)))
            let valid = field.rules.violation(of: .string(LocalDecimalField.stored(typed: "2,5", keyboard: .decimalPad)))
            try controller.write(.string(LocalDecimalField.stored(typed: "2,5", keyboard: .decimalPad)), to: field)
            return (message, valid)
        }
        // Translated or not (script/test finds our catalogues), the bounds are German numbers.
        let message = try #require(outcome?.0)
        #expect(message.contains("0,5") && message.contains("2.500,5") && !message.contains("2500.5"), "\(message)")
        #expect(outcome?.1 == nil)
        #expect(controller.store.value(forKey: "ratio") == .string("2.5"))
    }
}
