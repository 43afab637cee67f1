import Foundation
import Testing
@testable import SettingsKit

/// Types, defaults and words of the GSettings schema a bundle gets.
@Suite struct GSettingsSchemaPlanTests {
    private func plan(_ rows: [[String: Any]], pages: [String: [[String: Any]]] = [:]) -> GSettingsSchemaPlan {
        let fixture = BundleFixture()
        fixture.page(rows)
        for (name, rows) in pages { fixture.page("Settings.bundle/\(name).plist", rows) }
        return GSettingsSchemaPlan(bundle: fixture.open())
    }

    @Test func eachRowTypeGetsItsGSettingsType() throws {
        let plan = plan([
            row("PSGroupSpecifier", ["Title": "G", "FooterText": "Group footer"]),
            toggle("flag", ["DefaultValue": "YES", "Title": "Flag"]),
            toggle("mode", ["TrueValue": "auto", "FalseValue": "manual", "DefaultValue": "auto"]),
            row("PSSliderSpecifier", ["Key": "volume", "MinimumValue": 0, "MaximumValue": 10, "DefaultValue": 12]),
            row("PSTextFieldSpecifier", ["Key": "name", "Title": "Name"]),
            row("IASKTextViewSpecifier", ["Key": "notes", "DefaultValue": "x"]),
            row("PSMultiValueSpecifier", ["Key": "colour", "Title": "Colour", "Values": ["red", "blue"], "Titles": ["R", "B"],
                                          "DefaultValue": "blue", "FooterText": "Own footer"]),
            row("PSMultiValueSpecifier", ["Key": "count", "Values": [1, 2], "Titles": ["1", "2"], "DefaultValue": 2]),
            row("PSMultiValueSpecifier", ["Key": "ratio", "Values": [1, 2.5], "Titles": ["1", "2.5"], "DefaultValue": 1]),
            row("PSMultiValueSpecifier", ["Key": "mixed", "Values": [1, "a"], "Titles": ["1", "a"], "DefaultValue": "a"]),
            row("IASKDatePickerSpecifier", ["Key": "when"]),
            row("IASKListGroupSpecifier", ["Key": "tags", "ItemSpecifier": ["Type": "PSTextFieldSpecifier"]]),
            row("PSTitleValueSpecifier", ["Key": "version", "DefaultValue": 3]),
        ])
        func key(_ name: SettingKey) throws -> GSettingsKeyPlan { try #require(plan.plan(for: name)) }
        #expect(try key("flag").type == "b")
        #expect(try key("flag").defaultValue == .bool(true))
        #expect(try key("flag").summary == "Flag")
        #expect(try key("flag").description == "Group footer")
        #expect(try key("mode").type == "s")
        #expect(try key("mode").defaultValue == .string("auto"))
        #expect(try key("volume").type == "d")
        #expect(try key("volume").range == 0...10)
        #expect(try key("volume").defaultValue == .real(10), "clamped into the range, as the slider shows it")
        #expect(try key("volume").notes.contains { $0.contains("outside the range") })
        #expect(try key("name").type == "s")
        #expect(try key("name").notes == ["no DefaultValue: the empty string"])
        #expect(try key("notes").type == "s")
        #expect(try key("colour").choices == ["red", "blue"])
        #expect(try key("colour").description == "Own footer")
        #expect(try key("count").type == "i")
        #expect(try key("count").choices == nil)
        #expect(try key("ratio").type == "d")
        #expect(try key("mixed").type == "v")
        #expect(try key("when").type == "s")
        #expect(try key("when").isDate)
        #expect(try key("tags").type == "av")
        #expect(try key("tags").defaultValue == .array([]))
        #expect(try key("version").type == "i")
        #expect(plan.diagnostics.isEmpty, "\(plan.diagnostics)")
    }

    @Test func aKeyOnRowsOfDifferentTypesIsAnyValueAndReported() throws {
        let plan = plan([toggle("shared", ["DefaultValue": true]), childPane("More", file: "More")],
                        pages: ["More": [row("PSTextFieldSpecifier", ["Key": "shared"])]])
        #expect(try #require(plan.plan(for: "shared")).type == "v")
        #expect(plan.diagnostics.count == 1)
        #expect(plan.diagnostics.first?.message.contains("store different types") == true)
        #expect(plan.diagnostics.first?.message.contains("More.plist row 0 (PSTextFieldSpecifier) as ‘s’") == true)
    }

    @Test func integersAndRealsOnTwoRowsAreReal() throws {
        let plan = plan([
            row("PSSliderSpecifier", ["Key": "level", "MinimumValue": 0, "MaximumValue": 5, "DefaultValue": 1]),
            row("PSMultiValueSpecifier", ["Key": "level", "Values": [1, 2], "Titles": ["1", "2"]]),
        ])
        #expect(try #require(plan.plan(for: "level")).type == "d")
        #expect(plan.diagnostics.isEmpty)
    }

    @Test func aDefaultThatIsNoChoiceDropsTheChoicesAndIsReported() throws {
        let plan = plan([row("PSMultiValueSpecifier", ["Key": "fruit", "Values": ["a", "b"], "Titles": ["A", "B"], "DefaultValue": "c"])])
        let key = try #require(plan.plan(for: "fruit"))
        #expect(key.choices == nil)
        #expect(key.defaultValue == .string("c"))
        #expect(plan.diagnostics.first?.message.contains("not one of the Values") == true)
    }

    @Test func aChoiceRowWithoutDefaultTakesTheFirstChoice() throws {
        let plan = plan([row("PSRadioGroupSpecifier", ["Key": "pick", "Values": ["x", "y"], "Titles": ["X", "Y"]])])
        let key = try #require(plan.plan(for: "pick"))
        #expect(key.defaultValue == .string("x"))
        #expect(key.choices == ["x", "y"])
    }

    @Test func listElementPagesAreNotKeysOfTheSchema() throws {
        let plan = plan([row("IASKListGroupSpecifier", ["Key": "accounts",
                                                         "AddSpecifier": ["Type": "PSChildPaneSpecifier", "File": "Account"]])],
                        pages: ["Account": [row("PSTextFieldSpecifier", ["Key": "user"])]])
        #expect(plan.keys.map(\.key) == ["accounts"])
    }

    /// A page only German finds (in `de.lproj`, not in the bundle folder) adds a key whose name
    /// collides with one on Root: the names are the same whichever language the bundle is opened
    /// in, and so are the phone's, whose Root page adds a key of its own.
    @Test func namesAreTheSameInEveryLanguageAndIdiom() throws {
        let fixture = BundleFixture()
        fixture.page([toggle("syncQuality"), childPane("More", file: "Child")])
        fixture.page("Settings.bundle/de.lproj/Child.plist", [toggle("sync_quality")])
        fixture.page("Settings.bundle/Root~iphone.plist", [toggle("syncQuality"), toggle("phone.only")])
        let plans = [fixture.open(languages: ["en"]), fixture.open(languages: ["de"]), fixture.open(languages: ["en"], idiom: .phone)]
            .map { GSettingsSchemaPlan(bundle: $0) }
        let keys: [SettingKey] = ["syncQuality", "sync_quality", "phone.only"]
        let names = keys.map { plans[0].names.name(of: $0) }
        #expect(names[0] != "sync-quality" && names[0].hasPrefix("sync-quality-"), "\(names)")
        #expect(Set(names).count == 3)
        for plan in plans.dropFirst() { #expect(keys.map { plan.names.name(of: $0) } == names) }
        for plan in plans { #expect(Set(plan.keys.map(\.key)) == Set(keys)) }
    }
}
