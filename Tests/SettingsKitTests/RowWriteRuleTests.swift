import Foundation
import Testing
@testable import SettingsKit

@Suite struct RowWriteRuleTests {
    private func row(_ kind: RowKind, key: SettingKey = "k", title: String = "Setting") -> Row {
        var row = Row(file: "Root.plist", index: 0, kind: kind)
        row.key = key
        row.title = title
        return row
    }

    private var choices: ChoiceList {
        ChoiceList([Choice(value: .integer(0), title: "Never"), Choice(value: .string("a"), title: "Always")])
    }

    @Test func toggleStoresTrueAndFalseValue() throws {
        let toggle = row(.toggle(ToggleRow(trueValue: .string("YES"), falseValue: .string("NO"))))
        #expect(try RowWriteRule.stored(.bool(true), for: toggle).get() == .string("YES"))
        #expect(try RowWriteRule.stored(.bool(false), for: toggle).get() == .string("NO"))
        #expect(try RowWriteRule.parse("off", for: toggle).get() == .string("NO"))
        #expect(try RowWriteRule.parse("Yes", for: toggle).get() == .string("YES"))
        #expect(throws: SettingsError.self) { try RowWriteRule.parse("maybe", for: toggle).get() }
    }

    @Test func toggleTakesItsOwnTrueAndFalseValueText() throws {
        let toggle = row(.toggle(ToggleRow(trueValue: .string("auto"), falseValue: .string("manual"))))
        #expect(try RowWriteRule.parse("auto", for: toggle).get() == .string("auto"))
        #expect(try RowWriteRule.parse("manual", for: toggle).get() == .string("manual"))
        #expect(try RowWriteRule.parse("on", for: toggle).get() == .string("auto"))
        let numeric = row(.toggle(ToggleRow(trueValue: .integer(5), falseValue: .integer(-1))))
        #expect(try RowWriteRule.parse("5", for: numeric).get() == .integer(5))
        #expect(try RowWriteRule.parse("-1", for: numeric).get() == .integer(-1))
        #expect(try RowWriteRule.parse("0", for: numeric).get() == .integer(-1))
        guard case .failure(let refusal) = RowWriteRule.parse("Auto ", for: toggle) else {
            Issue.record("accepted text that is not exactly the TrueValue"); return
        }
        #expect(refusal.description.contains("auto or manual"))
    }

    @Test func choiceKeepsTheTypeOfItsValue() throws {
        let multi = row(.multiValue(MultiValueRow(choices: choices)))
        #expect(try RowWriteRule.stored(.real(0), for: multi).get() == .integer(0))
        #expect(try RowWriteRule.parse("0", for: multi).get() == .integer(0))
        #expect(try RowWriteRule.parse("always", for: multi).get() == .string("a"))
        let refusal = RowWriteRule.parse("sometimes", for: multi)
        guard case .failure(let error) = refusal else { Issue.record("accepted a value no choice has"); return }
        #expect(error.reason == .invalidValue)
        #expect(error.description.contains("0 (Never)"))
    }

    @Test func sliderClampsWritesButRefusesOutOfRangeText() throws {
        let slider = row(.slider(SliderRow(minimum: 0, maximum: 10)))
        #expect(try RowWriteRule.stored(.integer(12), for: slider).get() == .real(10))
        #expect(try RowWriteRule.parse("2.5", for: slider).get() == .real(2.5))
        #expect(throws: SettingsError.self) { try RowWriteRule.parse("11", for: slider).get() }
        #expect(throws: SettingsError.self) { try RowWriteRule.parse("ten", for: slider).get() }
        #expect(try RowWriteRule.parse(json: "10", for: slider).get() == .real(10))
        #expect(throws: SettingsError.self) { try RowWriteRule.parse(json: "12", for: slider).get() }
        #expect(throws: SettingsError.self) { try RowWriteRule.parse(json: "-0.5", for: slider).get() }
    }

    @Test func textFieldsStoreStringsAndNumberPadsRefuseOtherCharacters() throws {
        var traits = TextInputTraits()
        traits.keyboard = .numberPad
        let pin = row(.textField(TextFieldRow(isSecure: true, traits: traits)))
        #expect(try RowWriteRule.parse("0042", for: pin).get() == .string("0042"))
        #expect(throws: SettingsError.self) { try RowWriteRule.parse("42a", for: pin).get() }
        let name = row(.textField(TextFieldRow()))
        #expect(try RowWriteRule.stored(.integer(7), for: name).get() == .string("7"))
    }

    @Test func datesParseFromISO8601() throws {
        let picker = row(.datePicker(DatePickerRow()))
        #expect(try RowWriteRule.parse("2026-05-01T09:30:00Z", for: picker).get() == .date(Date(timeIntervalSince1970: 1_777_627_800)))
        #expect(try RowWriteRule.parse("2026-05-01", for: picker).get() == .date(Date(timeIntervalSince1970: 1_777_593_600)))
        #expect(throws: SettingsError.self) { try RowWriteRule.parse("May 1st", for: picker).get() }
    }

    @Test func listGroupsTakeJSONArrays() throws {
        let list = row(.listGroup(ListGroupRow()))
        #expect(try RowWriteRule.parse(#"["a", 1, 1.5, {"k": true}]"#, for: list).get()
                == .array([.string("a"), .integer(1), .real(1.5), .dictionary(["k": .bool(true)])]))
        #expect(throws: SettingsError.self) { try RowWriteRule.parse(#"{"not": "a list"}"#, for: list).get() }
        #expect(throws: SettingsError.self) { try RowWriteRule.parse("[null]", for: list).get() }
    }

    @Test func readOnlyRowsRefuseWrites() {
        let result = RowWriteRule.stored(.string("x"), for: row(.titleValue(TitleValueRow())))
        guard case .failure(let error) = result else { Issue.record("wrote to a read-only row"); return }
        #expect(error.reason == .readOnlyRow)
    }

    @Test func explicitTypesForUndeclaredKeys() throws {
        #expect(try RowWriteRule.parse("1", as: .integer).get() == .integer(1))
        #expect(try RowWriteRule.parse("1", as: .real).get() == .real(1))
        #expect(try RowWriteRule.parse("1", as: .string).get() == .string("1"))
        #expect(try RowWriteRule.parse("yes", as: .bool).get() == .bool(true))
        #expect(throws: SettingsError.self) { try RowWriteRule.parse("1.5", as: .integer).get() }
    }
}
