import Foundation
import Testing
@testable import SettingsKit

@Suite struct StrictNumberTests {
    @Test(arguments: [("42", 42.0), ("-1.5", -1.5), (".5", 0.5), ("5.", 5), ("+2.5e-3", 0.0025), ("  7 ", 7),
                      ("0", 0), ("-0.0", 0), ("0e999", 0), ("1.7976931348623157e308", .greatestFiniteMagnitude),
                      ("4.9406564584124654e-324", .leastNonzeroMagnitude)])
    func decimalNumbersRead(text: String, number: Double) {
        #expect(DecimalText.real(text) == .success(number))
    }

    /// Swift's `Double(_:)` takes every one of these.
    @Test(arguments: ["0x1p-1", "0x10", "nan", "NaN", "inf", "-infinity", "1_000", "", ".", "e5", "1e", "1.2.3",
                      "١٢", "１２", "5 6", "+-1"])
    func otherNotationsAreRefused(text: String) {
        #expect(DecimalText.real(text) == .failure(.notANumber))
    }

    @Test(arguments: ["1e-400", "-1e-400", "1e400", "-1e309", "0.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001"])
    func numbersBeyondARealAreRefusedNotRounded(text: String) {
        #expect(DecimalText.real(text) == .failure(.unrepresentable))
    }

    @Test func slidersAndTypedRealsTakeDecimalNotationOnly() throws {
        let page = BundleFixture.rows([["Type": "PSSliderSpecifier", "Key": "level", "DefaultValue": 0.5,
                                        "MinimumValue": 0, "MaximumValue": 1]])
        let slider = try #require(page.rows.first)
        #expect(try RowWriteRule.parse("0.25", for: slider).get() == .real(0.25))
        for refused in ["0x1p-1", "nan", "1e-400", "inf"] {
            #expect((try? RowWriteRule.parse(refused, for: slider).get()) == nil, "\(refused)")
        }
        #expect((try? RowWriteRule.parse("1e-400", as: .real).get()) == nil)
        #expect((try? RowWriteRule.parse("0x10", as: .real).get()) == nil)
        #expect((try? RowWriteRule.parse(json: "1e-400", for: slider).get()) == nil)
    }

    @Test func aNonFiniteDefaultIsFlaggedAndIgnored() throws {
        let page = BundleFixture.rows([
            ["Type": "PSSliderSpecifier", "Key": "level", "DefaultValue": Double.nan, "MinimumValue": 0, "MaximumValue": 1],
            ["Type": "PSTextFieldSpecifier", "Key": "deep", "DefaultValue": ["a": [Double.infinity]]],
        ])
        for row in page.rows {
            #expect(row.defaultValue == nil)
            let flagged = try #require(page.diagnostics.first { $0.row == row.index && $0.key == "DefaultValue" })
            #expect(flagged.severity == .error)
            #expect(flagged.message.contains("NaN or an infinity"))
        }
    }

    @Test func jsonSaysNullForWhatIsNotANumber() {
        #expect(JSONRendering.text(of: .array([.real(.nan), .real(-.infinity), .real(1)]), pretty: false) == "[null,null,1.0]")
    }
}
