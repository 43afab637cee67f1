import Foundation
import Testing
@testable import SettingsKit

/// SCHEMA.md §4 value rules, on rows read from a bundle.
@Suite struct ReaderValueRuleTests {
    private let resolver = RowStateResolver()

    @Test func toggleEqualityWithCustomValues() throws {
        let page = BundleFixture.rows([toggle("t", ["TrueValue": "enabled", "FalseValue": "disabled", "DefaultValue": "enabled"])])
        let toggle = try #require(page.rows[0].kind.toggle)
        #expect(toggle.isOn(.string("enabled")))
        #expect(!toggle.isOn(.string("disabled")))
        #expect(toggle.isOn(page.rows[0].defaultValue))
        #expect(toggle.value(on: true) == .string("enabled"))
        #expect(toggle.value(on: false) == .string("disabled"))
    }

    @Test func toggleFalseValueThatLooksTrueIsOff() throws {
        let toggle = try #require(BundleFixture.rows([toggle("t", ["TrueValue": "NO", "FalseValue": "YES"])]).rows[0].kind.toggle)
        #expect(!toggle.isOn(.string("YES")))
        #expect(toggle.isOn(.string("NO")))
    }

    @Test(arguments: [(PlistValue.string("YES"), true), (.string("yes"), true), (.string("NO"), false), (.integer(1), true),
                      (.integer(0), false), (.real(1.0), true), (.string("true"), true), (.string("2"), true)])
    func toggleLooseBooleans(value: PlistValue, on: Bool) throws {
        let page = BundleFixture.rows([toggle("t", ["DefaultValue": value.foundationObject])])
        let row = page.rows[0]
        #expect(row.kind.toggle?.isOn(row.defaultValue) == on)
    }

    @Test func foundationEqualityForChoices() throws {
        let page = BundleFixture.rows([row("PSMultiValueSpecifier", ["Key": "k", "DefaultValue": true,
                                                                     "Values": [1, "1", 2.5], "Titles": ["number one", "text one", "two and a half"]])])
        let choices = try #require(page.rows[0].kind.multiValue?.choices)
        #expect(choices.match(.bool(true)) == .exact(0))
        #expect(choices.match(.real(1.0)) == .exact(0))
        #expect(choices.match(.string("1")) == .exact(1))
        #expect(choices.match(.real(2.5)) == .exact(2))
        #expect(page.diagnostics.first(key: "DefaultValue") == nil)
    }

    @Test func stringNeverEqualsNumber() throws {
        #expect(!PlistValue.string("0").isFoundationEqual(to: .integer(0)))
        #expect(!PlistValue.integer(0).isFoundationEqual(to: .string("0")))
    }

    @Test func looseChoiceMatchSelectsWithWarning() throws {
        let page = BundleFixture.rows([row("PSMultiValueSpecifier", ["Key": "k", "DefaultValue": "0",
                                                                     "Values": [0, 1], "Titles": ["Off", "On"]])])
        let row = page.rows[0]
        let choices = try #require(row.kind.multiValue?.choices)
        #expect(choices.match(.string("0")) == .loose(0))
        let warning = try #require(page.diagnostics.first(key: "DefaultValue", row: 0))
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("same text"))
        let state = resolver.state(of: row, value: row.defaultValue, source: .default)
        #expect(state.text == "Off")
        #expect(state.problem?.message.contains("by text only") == true)
    }

    @Test func looseMatchNeedsExactlyOneCandidate() throws {
        let choices = ChoiceList([Choice(value: .integer(1), title: "a"), Choice(value: .real(1), title: "b")])
        #expect(choices.match(.string("1")) == .none)
    }

    @Test func valueMatchingNothingIsShownAsItself() throws {
        let page = BundleFixture.rows([
            row("PSMultiValueSpecifier", ["Key": "m", "DefaultValue": "purple", "Values": ["red"], "Titles": ["Red"]]),
            row("PSRadioGroupSpecifier", ["Key": "r", "DefaultValue": 7, "Values": [1], "Titles": ["One"]]),
            row("PSTitleValueSpecifier", ["Key": "t", "DefaultValue": "raw", "Values": ["x"], "Titles": ["X"]]),
        ])
        let texts = page.rows.map { resolver.state(of: $0, value: $0.defaultValue, source: .default).text }
        #expect(texts == ["purple", "7", "raw"])
        #expect(page.diagnostics.first(key: "DefaultValue", row: 0)?.message.contains("not one of Values") == true)
        #expect(resolver.state(of: page.rows[0], value: .string("purple"), source: .user).problem != nil)
    }

    @Test func sortingIsLocaleAware() throws {
        let fixture = BundleFixture()
        fixture.page([row("PSMultiValueSpecifier", ["Key": "k", "DefaultValue": "z", "DisplaySortedByTitle": true,
                                                   "Values": ["z", "a", "b", "item10", "item9"],
                                                   "Titles": ["Zebra", "Äpfel", "Birne", "Item 10", "Item 9"]])])
        let titles = fixture.open(languages: ["de"]).rootPage.rows[0].kind.multiValue?.choices.choices.map(\.title)
        #expect(titles == ["Äpfel", "Birne", "Item 9", "Item 10", "Zebra"])
    }

    @Test func sortingUsesLocalisedTitles() throws {
        let fixture = BundleFixture()
        fixture.page([row("PSRadioGroupSpecifier", ["Key": "k", "DefaultValue": 1, "DisplaySortedByTitle": true,
                                                   "Values": [1, 2], "Titles": ["FIRST", "SECOND"]])])
        fixture.strings("Settings.bundle/de.lproj/Root.strings", ["FIRST": "Zuerst", "SECOND": "Als Zweites"])
        let choices = fixture.open(languages: ["de"]).rootPage.rows[0].kind.radioGroup?.choices.choices
        #expect(choices?.map(\.title) == ["Als Zweites", "Zuerst"])
        #expect(choices?.map(\.value) == [.integer(2), .integer(1)])
    }

    @Test func shortTitlesOnlyWhenCountsMatch() throws {
        let page = BundleFixture.rows([row("PSMultiValueSpecifier", ["Key": "k", "DefaultValue": "a", "Values": ["a", "b"],
                                                                     "Titles": ["A", "B"], "ShortTitles": ["x"]])])
        let choices = try #require(page.rows[0].kind.multiValue?.choices)
        #expect(choices.choices.map(\.shortTitle) == [nil, nil])
        #expect(choices.displayText(for: .string("a"), preferShort: true) == "A")
        #expect(page.diagnostics.first(key: "ShortTitles")?.message.contains("ShortTitles are ignored") == true)
    }

    @Test func valuesTitlesCountMismatchIsAnError() throws {
        let page = BundleFixture.rows([row("PSMultiValueSpecifier", ["Key": "k", "DefaultValue": "a", "Values": ["a", "b", "c"],
                                                                     "Titles": ["A", "B"]])])
        #expect(page.rows[0].kind.isInvalid)
        let error = try #require(page.diagnostics.first(key: "Titles", row: 0))
        #expect(error.severity == .error)
        #expect(error.message.contains("Values has 3 items but Titles has 2"))
    }

    @Test func duplicateKeysAcrossRowsAreTwoViewsOfOneValue() throws {
        let page = BundleFixture.rows([
            toggle("shared", ["DefaultValue": true]),
            row("PSTitleValueSpecifier", ["Key": "shared", "DefaultValue": true]),
        ])
        #expect(page.rows.map(\.key) == ["shared", "shared"])
        #expect(!page.rows.contains { $0.isBroken })
        let fixture = BundleFixture()
        fixture.page([toggle("k", ["DefaultValue": true]), toggle("k", ["DefaultValue": false])])
        let walk = BundleWalk(bundle: fixture.open(), rootTitle: nil)
        let defaults = DefaultsGatherer.gather(walk)
        #expect(defaults.count == 1)
        #expect(defaults.first?.value == .bool(true), "the first row wins")
    }

    @Test func sliderDefaultClampedForDisplayOnly() throws {
        let page = BundleFixture.rows([row("PSSliderSpecifier", ["Key": "s", "DefaultValue": 150, "MinimumValue": 0, "MaximumValue": 100])])
        let row = page.rows[0]
        #expect(row.defaultValue == .integer(150), "the default itself is kept")
        #expect(row.kind.slider?.clamp(150) == 100)
        #expect(resolver.text(of: row, value: row.defaultValue) == "100")
        #expect(resolver.text(of: row, value: .integer(-3)) == "0")
        #expect(page.diagnostics.first(key: "DefaultValue")?.message.contains("clamped") == true)
    }

    @Test func enumCaseMismatchIsAcceptedWithWarning() throws {
        let page = BundleFixture.rows([row("PSTextFieldSpecifier", ["Key": "k", "AutocorrectionType": "no"])])
        #expect(page.rows[0].kind.textField?.traits.autocorrection == .no)
        #expect(page.diagnostics.first(key: "AutocorrectionType")?.severity == .warning)
    }
}
