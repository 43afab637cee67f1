import Foundation
import Testing
@testable import SettingsKit

@MainActor
@Suite struct ConditionTests {
    private let values: [SettingKey: PlistValue] = ["mode": .string("manual"), "on": .bool(true), "count": .integer(3)]
    private func holds(_ condition: Condition) -> Bool { condition.holds { values[$0] } }

    @Test func everyOperator() {
        #expect(holds(.equals("mode", .string("manual"))))
        #expect(!holds(.equals("mode", .string("auto"))))
        #expect(holds(.notEquals("mode", .string("auto"))))
        #expect(!holds(.notEquals("mode", .string("manual"))))
        #expect(holds(.isIn("count", [.integer(1), .integer(3)])))
        #expect(!holds(.isIn("count", [.integer(1)])))
        #expect(holds(.isSet("mode", true)))
        #expect(holds(.isSet("absent", false)))
        #expect(holds(.all([.isSet("on", true), .equals("count", .integer(3))])))
        #expect(!holds(.all([.isSet("on", true), .equals("count", .integer(4))])))
        #expect(holds(.any([.equals("count", .integer(4)), .equals("on", .bool(true))])))
        #expect(!holds(.any([.equals("count", .integer(4))])))
        #expect(holds(.not(.equals("mode", .string("auto")))))
    }

    @Test func valuesCompareAsFoundationDoes() {
        // A toggle's stored YES is true; a real 3.0 is the integer 3; a string never a number.
        #expect(holds(.equals("on", .integer(1))))
        #expect(holds(.equals("count", .real(3))))
        #expect(!holds(.equals("count", .string("3"))))
    }

    @Test func missingKeysHoldOnlyForNotEqualsAndIsSetFalse() {
        #expect(!holds(.equals("absent", .bool(false))))
        #expect(holds(.notEquals("absent", .bool(true))))
        #expect(!holds(.isIn("absent", [.bool(false)])))
        #expect(!holds(.isSet("absent", true)))
    }

    @Test func parsesEachShapeAndReportsMalformedOnes() {
        let page = BundleFixture.rows([
            toggle("on"),
            toggle("a", ["BSVisibleIf": ["Key": "on", "Equals": true]]),
            toggle("b", ["BSEnabledIf": ["All": [["Key": "on", "IsSet": true], ["Not": ["Key": "a", "In": [true]]]]]]),
            toggle("c", ["BSVisibleIf": ["Key": "on", "Matches": "x"]]),
            toggle("d", ["BSVisibleIf": ["All": []]]),
            toggle("e", ["BSVisibleIf": "on"]),
            toggle("f", ["BSVisibleIf": ["Equals": true]]),
        ])
        #expect(page.row(key: "a")?.conditions.visibleIf == .equals("on", .bool(true)))
        #expect(page.row(key: "b")?.conditions.enabledIf == .all([.isSet("on", true), .not(.isIn("a", [.bool(true)]))]))
        for key: SettingKey in ["c", "d", "e", "f"] {
            #expect(page.row(key: key)?.conditions.isEmpty == true, "\(key) behaves as unconditioned")
        }
        #expect(page.diagnostics.first(key: "BSVisibleIf", row: 3)?.message.contains("unknown operator Matches") == true)
        #expect(page.diagnostics.first(key: "BSVisibleIf", row: 4)?.message.contains("non-empty array") == true)
        #expect(page.diagnostics.first(key: "BSVisibleIf", row: 5)?.message.contains("should be a dictionary") == true)
        #expect(page.diagnostics.first(key: "BSVisibleIf", row: 6)?.message.contains("needs a Key") == true)
    }

    @Test func groupConditionCoversItsRowsAndHiddenValuesAreKept() throws {
        let fixture = BundleFixture()
        fixture.page([
            toggle("proxy"),
            group("Proxy", ["BSVisibleIf": ["Key": "proxy", "Equals": true]]),
            row("PSTextFieldSpecifier", ["Key": "host", "Title": "Host"]),
        ])
        let store = MemoryStore()
        let controller = SettingsController(bundle: fixture.open(), store: store)
        let host = try #require(controller.rows(forKey: "host").first)
        let section = controller.rootPage.sections[1]
        try controller.write(.string("example.org"), to: host)
        #expect(controller.isHidden(host) && controller.isHidden(section))
        try controller.set("on", forKey: "proxy")
        #expect(!controller.isHidden(host) && !controller.isHidden(section))
        try controller.set("off", forKey: "proxy")
        #expect(controller.state(of: host).isHidden)
        #expect(store.value(forKey: "host") == .string("example.org"))
    }

    /// `--hide GROUPKEY` and a host's hidden keys: the window hides the section, and the rows'
    /// own state (what dump and list say) agrees.
    @Test func hidingAGroupsKeyHidesItsRows() throws {
        let fixture = BundleFixture()
        fixture.page([
            group("Proxy", ["Key": "proxy_group"]),
            row("PSTextFieldSpecifier", ["Key": "host", "Title": "Host"]),
            group("Other"),
            row("PSTextFieldSpecifier", ["Key": "name", "Title": "Name"]),
        ])
        let controller = SettingsController(bundle: fixture.open(), store: MemoryStore())
        let host = try #require(controller.rows(forKey: "host").first)
        let name = try #require(controller.rows(forKey: "name").first)
        controller.setHiddenKeys(["proxy_group"])
        #expect(controller.isHidden(controller.rootPage.sections[0]))
        #expect(controller.state(of: host).isHidden)
        #expect(!controller.state(of: name).isHidden)
        controller.setHiddenKeys([])
        #expect(!controller.state(of: host).isHidden)
    }

    @Test func rowsWithoutAKeyFollowTheirGroupsConditions() throws {
        let fixture = BundleFixture()
        fixture.page([
            toggle("online"),
            group("Account", ["BSEnabledIf": ["Key": "online", "Equals": true], "BSVisibleIf": ["Key": "online", "IsSet": true]]),
            row("IASKButtonSpecifier", ["Title": "Sign In"]),
        ])
        let controller = SettingsController(bundle: fixture.open(), store: MemoryStore())
        let signIn = try #require(controller.rootPage.rows.last)
        #expect(controller.state(of: signIn).isReadOnly)
        #expect(!controller.state(of: signIn).isHidden)
        try controller.set("on", forKey: "online")
        #expect(!controller.state(of: signIn).isReadOnly)
    }

    @Test func enabledIfMakesTheRowReadOnlyEverywhere() throws {
        let fixture = BundleFixture()
        fixture.page([toggle("custom"), row("PSTextFieldSpecifier", ["Key": "name", "Title": "Name", "BSEnabledIf": ["Key": "custom", "Equals": true]])])
        let store = MemoryStore()
        let controller = SettingsController(bundle: fixture.open(), store: store)
        let name = try #require(controller.rows(forKey: "name").first)
        #expect(controller.state(of: name).isReadOnly)
        #expect(throws: SettingsError.self) { try controller.write(.string("x"), to: name) }
        #expect(throws: SettingsError.self) { try controller.set("x", forKey: "name") }
        #expect(store.value(forKey: "name") == nil)
        try controller.set("on", forKey: "custom")
        try controller.set("x", forKey: "name")
        #expect(store.value(forKey: "name") == .string("x"))
    }

    @Test func conditionReadsAKeyOfAnotherPageWithItsDefault() throws {
        let fixture = BundleFixture()
        fixture.page([childPane("More", file: "More"), toggle("shown", ["BSVisibleIf": ["Key": "expert", "Equals": true]])])
        fixture.page("Settings.bundle/More.plist", [toggle("expert", ["DefaultValue": true])])
        let store = MemoryStore()
        let controller = SettingsController(bundle: fixture.open(), store: store)
        let shown = try #require(controller.rootPage.row(key: "shown"))
        #expect(!controller.isHidden(shown))
        try store.setValue(.bool(false), forKey: "expert")
        #expect(controller.isHidden(shown))
    }

    @Test func cyclesAreRefusedAndReported() throws {
        let fixture = BundleFixture()
        fixture.page([
            toggle("a", ["BSVisibleIf": ["Key": "b", "Equals": true]]),
            toggle("b", ["BSVisibleIf": ["Key": "a", "Equals": true]]),
            toggle("self", ["BSEnabledIf": ["Key": "self", "Equals": true]]),
            toggle("c", ["BSVisibleIf": ["Key": "a", "Equals": true]]),
        ])
        let controller = SettingsController(bundle: fixture.open(), store: MemoryStore())
        let page = controller.rootPage
        #expect(controller.walk.conditionCheck.cyclicKeys == ["a", "b", "self"])
        #expect(!controller.isHidden(try #require(page.row(key: "a"))))
        #expect(controller.isEnabled(try #require(page.row(key: "self"))))
        // Not in the cycle, only reading a key of it: evaluated (a is off).
        #expect(controller.isHidden(try #require(page.row(key: "c"))))
        // One diagnostic per cycle, on its first row.
        let cycles = controller.walk.diagnostics.filter { $0.message.contains("cycle") }
        #expect(cycles.map(\.row) == [0, 2])
        #expect(cycles.allSatisfy { $0.severity == .error && $0.file == "Root.plist" })
        #expect(cycles.first?.message == #"The conditions of 2 keys depend on each other in a cycle ("a" → "b"): they are ignored."#)
        #expect(cycles.last?.message == #"The condition of "self" reads its own key, a cycle: it is ignored."#)
    }

    /// A cycle through thousands of rows is one diagnostic of the length of a title, not one per
    /// row naming every key (a cycle of 4,000 rows made `validate` print 188 MB).
    @Test func aLongCycleIsOneShortDiagnostic() {
        let count = 3_000
        let fixture = BundleFixture()
        fixture.page((0..<count).map { index in
            toggle("key\(index)", ["BSVisibleIf": ["Key": "key\((index + 1) % count)", "Equals": true]])
        })
        let walk = BundleWalk(bundle: fixture.open(), rootTitle: nil)
        #expect(walk.conditionCheck.cyclicKeys.count == count)
        let cycles = walk.diagnostics.filter { $0.message.contains("cycle") }
        #expect(cycles.count == 1)
        let message = cycles.first?.message ?? ""
        #expect(message.hasPrefix("The conditions of 3,000 keys depend on each other in a cycle (\"key0\" → \"key1\" → "), "\(message)")
        #expect(message.count < Diagnostic.echoLimit + 100, "\(message.count) characters")
        #expect(cycles.first?.row == 0)
    }

    /// Every message quoting a file's text quotes as much as a title holds: a condition naming
    /// a key of 100,000 characters, comparing with a value as long, an operator as long.
    @Test func conditionMessagesQuoteKeysAndValuesCut() {
        let long = String(repeating: "k", count: 100_000)
        let page = BundleFixture()
        page.page([
            toggle("on"),
            toggle("a", ["BSVisibleIf": ["Key": long, "Equals": true]]),
            toggle("b", ["BSVisibleIf": ["Key": "on", "Equals": long]]),
            toggle("c", ["BSVisibleIf": [long: true]]),
        ])
        let walk = BundleWalk(bundle: page.open(), rootTitle: nil)
        let messages = walk.diagnostics.filter { $0.key == "BSVisibleIf" }.map(\.message)
        #expect(messages.count == 3, "\(messages)")
        #expect(messages.allSatisfy { $0.count < Diagnostic.echoLimit + 200 }, "\(messages.map(\.count))")
        #expect(messages.contains { $0.contains("but has the unknown operator kkk") })
        #expect(messages.contains { $0.hasPrefix("BSVisibleIf names \"kkk") && $0.contains("…\", which no setting") })
    }

    @Test func validateReportsUnknownKeysAndImpossibleValues() {
        let fixture = BundleFixture()
        fixture.page([
            toggle("on"),
            row("PSMultiValueSpecifier", ["Key": "mode", "Title": "Mode", "DefaultValue": "a", "Values": ["a", "b"], "Titles": ["A", "B"]]),
            row("PSTextFieldSpecifier", ["Key": "port", "Title": "Port", "BSVisibleIf": ["Key": "mode", "In": ["a", "c"]]]),
            toggle("x", ["BSVisibleIf": ["Key": "missing", "Equals": true]]),
            toggle("y", ["BSEnabledIf": ["Any": [["Key": "on", "Equals": "maybe"], ["Key": "port", "Equals": 8080]]]]),
        ])
        let walk = BundleWalk(bundle: fixture.open(), rootTitle: nil)
        let messages = walk.diagnostics.map { "\($0.row ?? -1) \($0.key ?? "") \($0.message)" }
        #expect(messages.contains { $0.hasPrefix("2 BSVisibleIf") && $0.contains("\"mode\" with c (string)") })
        #expect(messages.contains { $0.hasPrefix("3 BSVisibleIf") && $0.contains("\"missing\", which no setting") })
        #expect(messages.contains { $0.hasPrefix("4 BSEnabledIf") && $0.contains("\"on\" with maybe") })
        #expect(messages.contains { $0.hasPrefix("4 BSEnabledIf") && $0.contains("\"port\" with 8080 (integer)") })
    }

    @Test func aHundredChainedConditionsTakeUnderAMillisecond() {
        var values: [SettingKey: PlistValue] = [:]
        var condition = Condition.equals("k0", .bool(true))
        values["k0"] = .bool(true)
        for index in 1..<100 {
            let key = SettingKey("k\(index)")
            values[key] = .integer(index)
            condition = index.isMultiple(of: 2) ? .all([condition, .isIn(key, [.integer(index)])]) : .not(.not(.any([.equals(key, .integer(index)), condition])))
        }
        let clock = ContinuousClock()
        var result = false
        // The fastest of twenty: a busy machine may preempt any one of them.
        let elapsed = (0..<20).map { _ in clock.measure { result = condition.holds { values[$0] } } }.min()!
        #expect(result)
        #expect(elapsed < .milliseconds(1), "took \(elapsed)")
    }

    @Test func searchLeavesOutRowsHiddenByAConditionUntilTheyShow() throws {
        let fixture = BundleFixture()
        fixture.page([
            toggle("proxy", ["Title": "Use Proxy"]),
            group("Proxy server", ["BSVisibleIf": ["Key": "proxy", "Equals": true]]),
            row("PSTextFieldSpecifier", ["Key": "host", "Title": "Proxy host"]),
            group("Advanced"),
            row("PSChildPaneSpecifier", ["Title": "Expert", "File": "Expert", "BSVisibleIf": ["Key": "proxy", "Equals": true]]),
        ])
        fixture.page("Settings.bundle/Expert.plist", [toggle("tunnel", ["Title": "Proxy tunnel"])])
        let controller = SettingsController(bundle: fixture.open(), store: MemoryStore())
        let maker = try #require(controller.searchIndexMaker)
        let index = maker()
        func titles() -> [String] { index.search("proxy", isShown: controller.isShown).results.map(\.entry.title) }
        #expect(titles() == ["Use Proxy"])
        try controller.set("on", forKey: "proxy")
        #expect(Set(titles()) == ["Use Proxy", "Proxy host", "Proxy tunnel", "Proxy server"])
    }
}
