import Foundation
import Testing
@testable import SettingsKit

/// InAppSettingsKit behaviour beyond Settings.app: a child pane's value, choices the host
/// supplies, the SF Symbol map, and the type of new list elements.
@MainActor
@Suite struct IASKFidelityTests {
    // MARK: Child pane value

    @Test func aChildPaneWithAKeyShowsItsValueAsStored() throws {
        let fixture = BundleFixture()
        fixture.page([
            row("PSChildPaneSpecifier", ["Title": "Fruit", "File": "Fruit", "Key": "fruit", "DefaultValue": "A fruit"]),
            row("PSChildPaneSpecifier", ["Title": "Count", "File": "Fruit", "Key": "count"]),
            childPane("No key", file: "Fruit"),
        ])
        fixture.page("Settings.bundle/Fruit.plist", [])
        let store = MemoryStore(["count": .integer(3)])
        let controller = SettingsController(bundle: fixture.open(), store: store)
        let page = controller.rootPage
        #expect(controller.state(of: try #require(page.row(key: "fruit"))).text == "A fruit")
        #expect(controller.state(of: try #require(page.row(key: "count"))).text == "3")
        try store.setValue(.string("Kiwi"), forKey: "fruit")
        #expect(controller.state(of: try #require(page.row(key: "fruit"))).text == "Kiwi")
        let noKey = try #require(page.rows.first { $0.title == "No key" })
        #expect(controller.state(of: noKey).text == nil)
        // A dictionary stored there is not text a row can show.
        try store.setValue(.dictionary(["a": .integer(1)]), forKey: "fruit")
        #expect(controller.state(of: try #require(page.row(key: "fruit"))).text == nil)
    }

    // MARK: Choices the host supplies

    @Test func theHostSuppliesChoicesForAMultiValueWithoutValues() throws {
        let fixture = BundleFixture()
        fixture.page([
            row("PSMultiValueSpecifier", ["Title": "Country", "Key": "country", "DefaultValue": "de", "DisplaySortedByTitle": true]),
            row("PSMultiValueSpecifier", ["Title": "Size", "Key": "size", "DefaultValue": 1, "Values": [1, 2], "Titles": ["S", "L"]]),
        ])
        let controller = SettingsController(bundle: fixture.open(), store: MemoryStore())
        var asked: [String?] = []
        let before = try #require(controller.rootPage.row(key: "country"))
        #expect(before.kind.choices?.choices.isEmpty == true)
        controller.choicesProvider = { row in
            asked.append(row.key?.text)
            return [Choice(value: .string("fr"), title: "France"), Choice(value: .string("de"), title: "Germany"),
                    Choice(value: .string("at"), title: "Austria")]
        }
        let country = try #require(controller.rootPage.row(key: "country"))
        #expect(asked == ["country"], "asked only for rows without choices")
        // DisplaySortedByTitle sorts what the host gives, too.
        #expect(country.kind.choices?.choices.map(\.title) == ["Austria", "France", "Germany"])
        #expect(controller.state(of: country).text == "Germany")
        try controller.write(.string("fr"), to: country)
        #expect(controller.store.value(forKey: "country") == .string("fr"))
        // The sections the window shows have them as well.
        let inSection = controller.rootPage.sections.flatMap(\.rows).first { $0.key == "country" }
        #expect(inSection?.kind.choices?.choices.count == 3)
        #expect(controller.rootPage.row(key: "size")?.kind.choices?.choices.map(\.title) == ["S", "L"])
    }

    /// The window's search finds the host's choices, as it finds a bundle's own.
    @Test func searchFindsTheChoicesTheHostSupplies() throws {
        let fixture = BundleFixture()
        fixture.page([row("PSMultiValueSpecifier", ["Title": "Country", "Key": "country", "DefaultValue": "de"])])
        let controller = SettingsController(bundle: fixture.open(), store: MemoryStore())
        controller.choicesProvider = { _ in [Choice(value: .string("fr"), title: "France")] }
        #expect(controller.makeSearchIndex().search("france").results.count == 1)
    }

    @Test func aHostThatSuppliesNothingLeavesTheRowWithoutChoices() throws {
        let fixture = BundleFixture()
        fixture.page([row("PSMultiValueSpecifier", ["Title": "Country", "Key": "country"])])
        let controller = SettingsController(bundle: fixture.open(), store: MemoryStore())
        controller.choicesProvider = { _ in nil }
        let country = try #require(controller.rootPage.row(key: "country"))
        guard case .multiValue(let multi) = country.kind else { Issue.record("not a multi-value"); return }
        #expect(ChoicePresentation.of(country, multi) == .suppliedByApplication)
    }

    // MARK: SF Symbols

    @Test func atLeastOneHundredFiftySymbolsAreMapped() {
        #expect(SFSymbolIcons.table.count >= 150)
    }

    @Test func variantsMapAsTheirBaseSymbol() {
        #expect(SFSymbolIcons.iconName(for: "lock") == "changes-prevent-symbolic")
        #expect(SFSymbolIcons.iconName(for: "lock.fill") == "changes-prevent-symbolic")
        #expect(SFSymbolIcons.iconName(for: "lock.circle.fill") == "changes-prevent-symbolic")
        #expect(SFSymbolIcons.iconName(for: "bell.slash.fill") == "notifications-disabled-symbolic")
        #expect(SFSymbolIcons.iconName(for: "person.2.fill") == "system-users-symbolic")
        // A negated symbol never falls back to its opposite.
        #expect(SFSymbolIcons.iconName(for: "heart.slash") == nil)
        #expect(SFSymbolIcons.iconName(for: "no.such.symbol") == nil)
        #expect(SFSymbolIcons.iconName(for: ".fill") == nil)
    }

    nonisolated static let adwaita = "/usr/share/icons/Adwaita"

    @Test(.enabled(if: FileManager.default.fileExists(atPath: adwaita), "Adwaita's icon theme is not installed"))
    func everyMappedIconExistsInAdwaita() throws {
        var installed: Set<String> = []
        let walker = try #require(FileManager.default.enumerator(atPath: Self.adwaita))
        for case let path as String in walker {
            let name = (path as NSString).lastPathComponent
            for suffix in [".symbolic.png", ".svg", ".png"] where name.hasSuffix(suffix) {
                installed.insert(String(name.dropLast(suffix.count)))
                break
            }
        }
        let missing = Set(SFSymbolIcons.table.values).subtracting(installed).sorted()
        #expect(missing.isEmpty, "not in Adwaita: \(missing)")
    }

    // MARK: New list elements

    private static func list(item: [String: Any]?, add: [String: Any]?) throws -> ListGroupRow {
        var keys: [String: Any] = ["Key": "items", "Title": "Items"]
        if let item { keys["ItemSpecifier"] = item }
        if let add { keys["AddSpecifier"] = add }
        let page = BundleFixture.rows([row("IASKListGroupSpecifier", keys)])
        guard case .listGroup(let list)? = page.row(key: "items")?.kind else { throw CocoaError(.featureUnsupported) }
        return list
    }

    @Test func aNewElementHasTheTypeTheListDeclares() throws {
        let textField = row("PSTextFieldSpecifier", ["IASKPlaceholder": "New"])
        #expect(try Self.list(item: nil, add: textField).element(fromText: "beach").get() == .string("beach"))
        #expect(try Self.list(item: textField, add: textField).element(fromText: "42").get() == .string("42"))
        // A multi-value item of integers: the typed value or title stores the integer.
        let numbers = row("PSMultiValueSpecifier", ["Key": "n", "Values": [1, 2, 3], "Titles": ["One", "Two", "Three"]])
        let byNumber = try Self.list(item: numbers, add: textField)
        #expect(try byNumber.element(fromText: "2").get() == .integer(2))
        #expect(try byNumber.element(fromText: "three").get() == .integer(3))
        #expect(throws: SettingsError.self) { try byNumber.element(fromText: "four").get() }
        // A slider stores a real number, a toggle its TrueValue.
        let slider = row("PSSliderSpecifier", ["Key": "s", "MinimumValue": 0, "MaximumValue": 10])
        #expect(try Self.list(item: slider, add: textField).element(fromText: "2.5").get() == .real(2.5))
        let toggle = row("PSToggleSwitchSpecifier", ["Key": "t", "TrueValue": "on", "FalseValue": "off"])
        #expect(try Self.list(item: toggle, add: textField).element(fromText: "yes").get() == .string("on"))
        // Digits-only keyboards refuse letters.
        let digits = row("PSTextFieldSpecifier", ["KeyboardType": "NumberPad"])
        #expect(throws: SettingsError.self) { try Self.list(item: nil, add: digits).element(fromText: "abc").get() }
        // A child pane item declares no type of its own.
        let pane = row("PSChildPaneSpecifier", ["File": "Tag", "Title": "Tag"])
        #expect(try Self.list(item: pane, add: textField).element(fromText: "x").get() == .string("x"))
    }
}
