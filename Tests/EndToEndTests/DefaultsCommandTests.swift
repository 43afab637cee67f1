import Foundation
import Testing

@Suite struct DefaultsCommandTests {
    @Test func jsonHoldsTheEditableRowsDefaults() throws {
        let object = try #require(try Sandbox().run("defaults").json() as? [String: Any])
        #expect(Set(object.keys) == ["enabled", "mode", "count", "colour", "volume", "name", "when", "deep"])
        #expect(object["enabled"] as? Bool == true)
        #expect(object["count"] as? Int == 10)
        #expect(object["volume"] as? Double == 0.5)
        #expect(object["when"] as? String == "2026-01-01T10:00:00Z")
    }

    @Test func allAddsTheRowsThatAreNotEditable() throws {
        let object = try #require(try Sandbox().run("defaults", "--all").json() as? [String: Any])
        #expect(object["version"] as? String == "1.0")
        #expect(object["tags"] as? [String] == ["a"])
    }

    @Test func plistIsAnXMLPropertyList() throws {
        let outcome = try Sandbox().run("defaults", "--format", "plist")
        #expect(outcome.status == 0, "\(outcome)")
        let table = try #require(try PropertyListSerialization.propertyList(from: Data(outcome.stdout.utf8), format: nil) as? [String: Any])
        #expect(table["count"] as? Int == 10)
        #expect(table["when"] as? Date == Date(timeIntervalSince1970: 1_767_261_600))
    }

    /// The key-file output is meant to seed an administrator's defaults file as it is.
    @Test func theKeyFileOutputReadsBackAsSystemDefaults() throws {
        let sandbox = try Sandbox()
        let keyFile = try sandbox.run("defaults", "--format", "keyfile", "--all")
        #expect(keyFile.status == 0, "\(keyFile)")
        #expect(keyFile.stdout.hasPrefix("[Settings]\n"))
        let expected = try #require(try sandbox.run("defaults", "--all").json() as? [String: Any])
        try sandbox.write(keyFile.stdout, to: sandbox.systemFolder + "/settings.ini")
        let list = try #require(try sandbox.run("list", "--json").json() as? [String: Any])
        let keys = try #require(list["keys"] as? [[String: Any]])
        for key in expected.keys {
            let entry = try #require(keys.first { $0["key"] as? String == key }, "\(key)")
            #expect(entry["source"] as? String == "system", "\(key)")
            #expect(try sandbox.run("get", key, "--json").line == jsonText(expected[key]), "\(key)")
        }
    }

    private func jsonText(_ object: Any?) -> String {
        guard let object,
              let data = try? JSONSerialization.data(withJSONObject: object, options: [.fragmentsAllowed, .sortedKeys, .withoutEscapingSlashes])
        else { return "null" }
        return data.utf8Text
    }
}
