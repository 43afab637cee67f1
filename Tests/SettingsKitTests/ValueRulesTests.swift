import Foundation
import Testing
@testable import SettingsKit

@MainActor
@Suite struct ValueRulesTests {
    /// The fixture is kept with the controller, which reads pages on demand.
    private static func controller(_ rows: [[String: Any]], store: MemoryStore) -> (SettingsController, BundleFixture) {
        let fixture = BundleFixture()
        fixture.page(rows)
        return (SettingsController(bundle: fixture.open(), store: store), fixture)
    }

    private static let port = row("PSTextFieldSpecifier", ["Key": "port", "Title": "Port", "KeyboardType": "NumberPad", "MinimumValue": 1, "MaximumValue": 65535])
    private static let name = row("PSTextFieldSpecifier", ["Key": "name", "Title": "Name", "BSMinimumLength": 2, "BSMaximumLength": 5, "BSRequired": true])
    private static let code = row("PSTextFieldSpecifier", ["Key": "code", "Title": "Code", "BSPattern": "[A-Z]{3}|[0-9]+", "BSPatternHint": "Three capitals or digits"])

    @Test func lengthsAndRequired() {
        let rules = BundleFixture.rows([Self.name]).rows[0].rules
        #expect(rules.violation(of: .string("")) == "This cannot be left empty.")
        #expect(rules.violation(of: nil) == "This cannot be left empty.")
        #expect(rules.violation(of: .string("a")) == "Enter at least 2 characters.")
        #expect(rules.violation(of: .string("abcdef")) == "Enter at most 5 characters.")
        #expect(rules.violation(of: .string("ab")) == nil)
        // Characters, not bytes: five accented letters fit.
        #expect(rules.violation(of: .string("ééééé")) == nil)
    }

    @Test func emptyPassesUnlessRequired() {
        var rules = ValueRules()
        rules.minimumLength = 3
        #expect(rules.violation(of: .string("")) == nil)
    }

    @Test func numericRange() {
        let rules = BundleFixture.rows([Self.port]).rows[0].rules
        #expect(rules.violation(of: .string("0")) == "Enter a number from 1 to 65535.")
        #expect(rules.violation(of: .string("65536")) == "Enter a number from 1 to 65535.")
        #expect(rules.violation(of: .string("8080")) == nil)
        var low = ValueRules()
        low.minimumValue = 0.5
        #expect(low.violation(of: .string("abc")) == "Enter a number of at least 0.5.")
        var high = ValueRules()
        high.maximumValue = 10
        #expect(high.violation(of: .string("11")) == "Enter a number of at most 10.")
    }

    @Test func patternMatchesTheWholeValueAndItsHintIsShown() {
        let rules = BundleFixture.rows([Self.code]).rows[0].rules
        #expect(rules.violation(of: .string("ABC")) == nil)
        #expect(rules.violation(of: .string("123")) == nil)
        // `ABC` at the start alone is not enough, nor alternatives matching a part.
        #expect(rules.violation(of: .string("ABCD")) == "Three capitals or digits")
        #expect(rules.violation(of: .string("12a")) == "Three capitals or digits")
        var plain = ValueRules()
        plain.pattern = "x+"
        #expect(plain.violation(of: .string("y")) == "This is not in the expected form.")
    }

    @Test func patternHintIsLocalisedThroughTheBundle() {
        let fixture = BundleFixture()
        fixture.page([Self.code])
        fixture.strings("Settings.bundle/de.lproj/Root.strings", ["Three capitals or digits": "Drei Großbuchstaben oder Ziffern"])
        let rules = fixture.open(languages: ["de"]).rootPage.rows[0].rules
        #expect(rules.violation(of: .string("x")) == "Drei Großbuchstaben oder Ziffern")
    }

    @Test func badPatternsAndMisplacedRulesAreReported() {
        let page = BundleFixture.rows([
            row("PSTextFieldSpecifier", ["Key": "a", "BSPattern": "(unclosed"]),
            toggle("b", ["BSMinimumLength": 2]),
            row("PSTextFieldSpecifier", ["Key": "c", "BSMinimumItems": 1, "MinimumValue": 1]),
            row("PSTextFieldSpecifier", ["Key": "d", "BSMaximumLength": -1]),
        ])
        #expect(page.rows[0].rules.pattern == nil)
        #expect(page.diagnostics.first(key: "BSPattern", row: 0)?.severity == .error)
        // Compiles alone, but swallows the end of the whole-value wrapper: it would refuse every value.
        for swallowing in ["\\Qabc", "(?x)abc # comment"] {
            #expect(WholeValuePattern.compileError(of: swallowing) != nil, "\(swallowing)")
        }
        #expect(WholeValuePattern.compileError(of: "\\Qa.c\\E") == nil)
        #expect(WholeValuePattern.check("a.c", pattern: "\\Qa.c\\E") == .matches)
        #expect(page.diagnostics.first(key: "BSMinimumLength", row: 1)?.message.contains("applies to text fields only") == true)
        #expect(page.diagnostics.first(key: "BSMinimumItems", row: 2) != nil)
        #expect(page.diagnostics.first(key: "MinimumValue", row: 2)?.message.contains("numeric text fields") == true)
        #expect(page.diagnostics.first(key: "BSMaximumLength", row: 3) != nil)
        #expect(page.rows[3].rules.maximumLength == nil)
    }

    /// A pattern that backtracks without end costs a keystroke at most, and says so: `(a+)+`
    /// against 40 "a" and a "!" ran until PCRE2's default limit, 0.3 s of a processor per check,
    /// at every keystroke and in `set`.
    @Test func aCatastrophicPatternIsCutShortAndSaysSo() throws {
        let text = String(repeating: "a", count: 40) + "!"
        #expect(WholeValuePattern.check(text, pattern: "(a+)+") == .tooComplex)
        #expect(WholeValuePattern.check(String(repeating: "a", count: 40), pattern: "(a+)+") == .matches)
        #expect(WholeValuePattern.check("b", pattern: "(a+)+") == .doesNotMatch)
        var rules = ValueRules()
        rules.pattern = "(a+)+"
        rules.patternHint = "Only a"
        #expect(rules.violation(of: .string(text)) == "This cannot be checked against the expected form: the check takes too long.")
        let store = MemoryStore()
        let (controller, fixture) = Self.controller([row("PSTextFieldSpecifier", ["Key": "word", "Title": "Word", "BSPattern": "(a+)+"])], store: store)
        defer { withExtendedLifetime(fixture) {} }
        #expect {
            try controller.set(text, forKey: "word")
        } throws: { error in
            (error as? SettingsError)?.description == "Word: This cannot be checked against the expected form: the check takes too long."
        }
        #expect(store.allValues.isEmpty)
    }

    /// The pattern means what GLib's GRegex makes of it: UTF-8, `\w` and `\d` Unicode classes,
    /// any line ending ends a line for `.`.
    @Test func patternsMeanWhatGRegexMakesOfThem() {
        #expect(WholeValuePattern.check("Grüße", pattern: "\\w+") == .matches)
        #expect(WholeValuePattern.check("é", pattern: ".") == .matches)
        #expect(WholeValuePattern.check("a\u{2028}b", pattern: "a.b") == .doesNotMatch)
        #expect(WholeValuePattern.check("", pattern: "x*") == .matches)
        #expect(WholeValuePattern.check("a\u{0}b", pattern: "a.b") == .matches)
    }

    /// A pattern that does not compile is reported with PCRE2's reason and where, not quoted:
    /// GRegex's message quoted it whole (a 1.4 MB pattern made one 1.5 MB line).
    @Test func aBadPatternIsNotQuotedInItsMessage() throws {
        let pattern = "(" + String(repeating: "x", count: 1_400_000)
        #expect(WholeValuePattern.compileError(of: "(unclosed") == "missing closing parenthesis at character 9")
        let page = BundleFixture.rows([row("PSTextFieldSpecifier", ["Key": "a", "BSPattern": pattern])])
        let message = try #require(page.diagnostics.first(key: "BSPattern")?.message)
        #expect(message.count < 200, "\(message.count) characters")
        #expect(message.hasPrefix("BSPattern does not compile as a GLib regular expression (missing closing parenthesis at character"), "\(message)")
    }

    /// No message is longer than a banner shows, whatever it quotes.
    @Test func everyMessageIsBounded() {
        let long = String(repeating: "v", count: 100_000)
        let diagnostic = Diagnostic(.warning, file: "Root.plist", row: 1, key: long, "It says \(long).")
        #expect(diagnostic.message.count == Diagnostic.messageLimit + 1)
        #expect(diagnostic.message.hasSuffix("…"))
        #expect(diagnostic.key?.count == Diagnostic.echoLimit + 1)
        #expect(SettingsError(.invalidValue, long).description.count == Diagnostic.messageLimit + 1)
        guard case .failure(let refusal) = RowWriteRule.parse(long, as: .integer) else {
            Issue.record("a text of 100,000 v is no integer")
            return
        }
        #expect(refusal.description.count < Diagnostic.echoLimit + 50, "\(refusal.description.count) characters")
    }

    @Test func listItemCounts() {
        let rules = BundleFixture.rows([row("IASKListGroupSpecifier", ["Key": "tags", "BSMinimumItems": 1, "BSMaximumItems": 2])]).rows[0].rules
        #expect(rules.violation(of: .array([])) == "The list needs at least 1 item.")
        #expect(rules.violation(of: .array([.string("a"), .string("b"), .string("c")])) == "The list holds at most 2 items.")
        #expect(rules.violation(of: .array([.string("a")])) == nil)
    }

    @Test func setRefusesWithTheRuleAndWritesNothing() {
        let store = MemoryStore()
        let (controller, fixture) = Self.controller([Self.port, Self.name], store: store)
        defer { withExtendedLifetime(fixture) {} }
        #expect {
            try controller.set("70000", forKey: "port")
        } throws: { error in
            (error as? SettingsError)?.description == "Port: Enter a number from 1 to 65535."
        }
        #expect(throws: SettingsError.self) { try controller.set("x", forKey: "name") }
        #expect(store.allValues.isEmpty)
        // What import checks each value with.
        #expect {
            try controller.checked(.string("0"), forKey: "port")
        } throws: { error in
            (error as? SettingsError)?.description == "Port: Enter a number from 1 to 65535."
        }
        #expect((try? controller.checked(.string("22"), forKey: "port")) == .string("22"))
    }

    @Test func listEditsKeepTheItemCount() throws {
        let store = MemoryStore()
        let (controller, fixture) = Self.controller([row("IASKListGroupSpecifier", ["Key": "tags", "Title": "Tags", "Deletable": true, "BSMaximumItems": 1])], store: store)
        defer { withExtendedLifetime(fixture) {} }
        let tags = try #require(controller.rows(forKey: "tags").first)
        try controller.appendItem(.string("a"), to: tags)
        #expect(throws: SettingsError.self) { try controller.appendItem(.string("b"), to: tags) }
        #expect(store.value(forKey: "tags") == .array([.string("a")]))
    }
}
