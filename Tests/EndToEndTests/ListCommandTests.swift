import Foundation
import Testing

@Suite struct ListCommandTests {
    static let declaredKeys = ["enabled", "mode", "count", "colour", "volume", "name", "pin", "when", "version",
                               "tags", "deep"]

    @Test func listNamesTheDomainTheStoreAndEveryKey() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("set", "name", "Bob").status == 0)
        let outcome = try sandbox.run("list")
        #expect(outcome.status == 0, "\(outcome)")
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "# domain \(FixtureBundle.domain)")
        #expect(lines.dropFirst().first == "# store \(sandbox.storePath) (key file)")
        #expect(lines.contains("name = Bob  [user]"), "\(lines)")
        #expect(lines.contains("count = 10  [default]"), "\(lines)")
        #expect(lines.contains("pin = (none)  [none]"), "\(lines)")
        #expect(lines.count == 2 + Self.declaredKeys.count, "\(lines)")
    }

    @Test func plainListKeepsEachKeyOnOneLine() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("set", "name", "two\nlines\tand C:\\path").status == 0)
        let outcome = try sandbox.run("list")
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains(#"name = two\nlines\tand C:\\path  [user]"#), "\(lines)")
        #expect(lines.count == 2 + Self.declaredKeys.count, "\(lines)")
        let object = try #require(try sandbox.run("list", "--json").json() as? [String: Any])
        let keys = try #require(object["keys"] as? [[String: Any]])
        #expect(keys.first { $0["key"] as? String == "name" }?["value"] as? String == "two\nlines\tand C:\\path")
    }

    @Test func aListGroupsElementPageAddsNoKeys() throws {
        var pages = FixtureBundle.standardPages
        pages["Root"] = (pages["Root"] ?? []) + [
            ["Type": "IASKListGroupSpecifier", "Title": "Albums", "Key": "albums",
             "AddSpecifier": ["Type": "PSChildPaneSpecifier", "Title": "Add album", "File": "Album"]],
        ]
        pages["Album"] = [
            ["Type": "PSTextFieldSpecifier", "Title": "Album name", "Key": "album_name", "DefaultValue": ""],
            ["Type": "PSToggleSwitchSpecifier", "Title": "Deep", "Key": "deep", "DefaultValue": true],
        ]
        let sandbox = try Sandbox(pages: pages)
        let object = try #require(try sandbox.run("list", "--json").json() as? [String: Any])
        let keys = try #require(object["keys"] as? [[String: Any]]).compactMap { $0["key"] as? String }
        // Root's keys come first, then the Child page's; "deep" is on Child as well as Album.
        #expect(keys == Self.declaredKeys.dropLast() + ["albums", "deep"])
        #expect(try sandbox.run("set", "album_name", "X").status == 1)
        #expect(sandbox.storeBytes() == nil)
    }

    @Test func listJSONGivesValueSourceAndLockOfEveryKey() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("set", "count", "42").status == 0)
        try sandbox.write("[Settings]\nname='Admin'\n", to: sandbox.systemFolder + "/settings.ini")
        try sandbox.write("colour\n", to: sandbox.systemFolder + "/locks")
        let object = try #require(try sandbox.run("list", "--json").json() as? [String: Any])
        #expect(object["domain"] as? String == FixtureBundle.domain)
        #expect(object["store"] as? String == sandbox.storePath)
        let keys = try #require(object["keys"] as? [[String: Any]])
        #expect(keys.map { $0["key"] as? String } == Self.declaredKeys)
        func entry(_ key: String) -> [String: Any] { keys.first { $0["key"] as? String == key } ?? [:] }
        #expect(entry("count")["value"] as? Int == 42)
        #expect(entry("count")["source"] as? String == "user")
        #expect(entry("count")["locked"] as? Bool == false)
        #expect(entry("name")["value"] as? String == "Admin")
        #expect(entry("name")["source"] as? String == "system")
        #expect(entry("colour")["source"] as? String == "locked")
        #expect(entry("colour")["locked"] as? Bool == true)
        #expect(entry("enabled")["source"] as? String == "default")
        #expect(entry("pin")["source"] as? String == "none")
        #expect(entry("pin")["value"] is NSNull)
    }
}
