import Foundation
import XCTest

/// Values at the edges of what a schema can say: control characters in choices and words, and
/// numbers GVariant's text reads differently from what a bundle means. Each schema must compile
/// with `glib-compile-schemas --strict`, parse as XML, and store what the key file stores.
final class GSettingsSchemaEdgeCaseTests: XCTestCase {
    static let id = "org.example.edges"
    static let store = "gsettings:" + id

    /// A sandbox whose Root page is `rows`, written as a binary plist (an XML one cannot hold
    /// most control characters).
    private func sandbox(_ rows: [[String: Any]]) throws -> Sandbox {
        let sandbox = try Sandbox(pages: ["Root": []])
        let page: [String: Any] = ["PreferenceSpecifiers": rows]
        let data = try PropertyListSerialization.data(fromPropertyList: page, format: .binary, options: 0)
        try data.write(to: URL(fileURLWithPath: sandbox.bundlePath + "/Root.plist"))
        return sandbox
    }

    private func checkedSchema(_ sandbox: Sandbox) throws -> String {
        let schema = try sandbox.run("schema", "--id", Self.id)
        XCTAssertEqual(schema.status, 0, schema.description)
        XCTAssertNil(try SchemaChecks.compileProblem(schema.stdout, id: Self.id, in: sandbox))
        XCTAssertNil(try SchemaChecks.xmlProblem(schema.stdout, in: sandbox))
        return schema.stdout
    }

    static let spaced = ["plain", "tab\there", "two\nlines", "cr\rhere"]
    static let controlled = ["plain", "bell\u{7}", "escape\u{1B}[1m"]

    func testChoicesWithControlCharactersAreStoredAsTheKeyFileStoresThem() throws {
        let sandbox = try sandbox([
            ["Type": "PSMultiValueSpecifier", "Title": "Spaced", "Key": "spaced", "DefaultValue": "tab\there",
             "Values": Self.spaced, "Titles": Self.spaced],
            ["Type": "PSRadioGroupSpecifier", "Title": "Controlled", "Key": "controlled", "DefaultValue": "bell\u{7}",
             "Values": Self.controlled, "Titles": Self.controlled],
            ["Type": "PSTextFieldSpecifier", "Title": "Odd \u{FFFE} title", "Key": "odd\u{FFFF}key", "FooterText": "foot\u{FFFF}\u{1}er"],
        ])
        let schema = try checkedSchema(sandbox)
        let dconf = try DconfSession(sandbox)
        try sandbox.write(schema, to: dconf.schemaDirectory + "/" + Self.id + ".gschema.xml")
        XCTAssertEqual(try dconf.run("/usr/bin/glib-compile-schemas", "--strict", dconf.schemaDirectory).status, 0)
        // Tab, newline and carriage return are listed exactly; other controls cannot be, so
        // that key lists no choices.
        XCTAssertEqual(try dconf.run("gsettings", "range", Self.id, "spaced").stdout,
                       "enum\n'plain'\n'tab\\there'\n'two\\nlines'\n'cr\\rhere'\n")
        XCTAssertEqual(try dconf.run("gsettings", "range", Self.id, "controlled").stdout, "type s\n")
        XCTAssertEqual(try dconf.run("gsettings", "get", Self.id, "spaced").stdout, "'tab\\there'\n")
        XCTAssertEqual(try dconf.run("gsettings", "get", Self.id, "controlled").stdout, "'bell\\a'\n")
        for (key, value) in zip(["spaced", "spaced", "spaced", "controlled", "controlled"],
                                Self.spaced.dropFirst() + Self.controlled.dropFirst()) {
            let set = try sandbox.run("set", key, value, "--store", Self.store)
            XCTAssertEqual(set.status, 0, set.description)
            XCTAssertEqual(try sandbox.run("set", key, value).status, 0, "the key file takes \(key)")
            let stored = try sandbox.run("get", key, "--json", "--store", Self.store)
            XCTAssertEqual(stored.stdout, try sandbox.run("get", key, "--json").stdout)
            XCTAssertEqual(try stored.json() as? String, value)
        }
    }

    func testNumbersTheSchemaCannotSayAsTheBundleSaysThem() throws {
        let sandbox = try sandbox([
            ["Type": "PSSliderSpecifier", "Key": "notANumber", "DefaultValue": "nan", "MinimumValue": 0, "MaximumValue": 10],
            ["Type": "PSSliderSpecifier", "Key": "tiny", "DefaultValue": Double.leastNonzeroMagnitude, "MinimumValue": 0, "MaximumValue": 1],
            ["Type": "PSSliderSpecifier", "Key": "largestSubnormal", "DefaultValue": Double.leastNormalMagnitude.nextDown, "MinimumValue": 0, "MaximumValue": 1],
            ["Type": "PSMultiValueSpecifier", "Title": "Mixed", "Key": "mixed", "DefaultValue": "inf",
             "Values": [1, 2.5], "Titles": ["One", "Two and a half"]],
        ])
        let schema = try checkedSchema(sandbox)
        XCTAssertFalse(schema.contains("nan"), schema)
        XCTAssertFalse(schema.contains("inf"), schema)
        let dconf = try DconfSession(sandbox)
        try dconf.installSchema(id: Self.id)
        XCTAssertEqual(try dconf.run("gsettings", "get", Self.id, "not-a-number").stdout, "0.0\n")
        XCTAssertEqual(try dconf.run("gsettings", "get", Self.id, "mixed").stdout, "0.0\n")
        XCTAssertEqual(try dconf.run("gsettings", "get", Self.id, "tiny").stdout, "4.9406564584124654e-324\n")
        XCTAssertEqual(try dconf.run("gsettings", "get", Self.id, "largest-subnormal").stdout, "2.2250738585072009e-308\n")
    }
}
