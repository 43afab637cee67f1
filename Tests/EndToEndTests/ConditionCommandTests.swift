import Foundation
import Testing

/// Conditions and value rules on the command line: `set` and `import` refuse what a rule
/// forbids, `validate` names what is wrong, `dump`, `list` and `schema` say the rules, `--hide`.
@Suite struct ConditionCommandTests {
    static var pages: [String: [Any]] { [
        "Root": [
            ["Type": "PSToggleSwitchSpecifier", "Title": "Use Proxy", "Key": "proxy", "DefaultValue": false],
            ["Type": "PSTextFieldSpecifier", "Title": "Name", "Key": "name", "BSMaximumLength": 5,
             "BSEnabledIf": ["Key": "proxy", "Equals": true]],
            ["Type": "PSGroupSpecifier", "Title": "Proxy", "Key": "proxy_group", "BSVisibleIf": ["Key": "proxy", "Equals": true]],
            ["Type": "PSTextFieldSpecifier", "Title": "Port", "Key": "port", "DefaultValue": "8080", "KeyboardType": "NumberPad",
             "MinimumValue": 1, "MaximumValue": 65535],
            ["Type": "PSTextFieldSpecifier", "Title": "Code", "Key": "code", "BSPattern": "[a-z]+", "BSPatternHint": "Small letters only"],
            ["Type": "IASKListGroupSpecifier", "Title": "Tags", "Key": "tags", "BSMaximumItems": 2],
        ],
    ] }

    @Test func setRefusesABrokenRuleNamingItAndWritesNothing() throws {
        let sandbox = try Sandbox(pages: Self.pages)
        // Shows the proxy group, Port among it.
        #expect(try sandbox.run("set", "proxy", "on").status == 0)
        let before = sandbox.storeBytes()
        let port = try sandbox.run("set", "port", "70000")
        #expect(port.status == 1, "\(port)")
        #expect(port.stderr == "bundle-settings: Port: Enter a number from 1 to 65535.\n", "\(port)")
        let code = try sandbox.run("set", "code", "ABC")
        #expect(code.stderr.contains("Code: Small letters only"), "\(code)")
        let tags = try sandbox.run("set", "tags", #"["a", "b", "c"]"#, "--json")
        #expect(tags.stderr.contains("Tags: The list holds at most 2 items."), "\(tags)")
        #expect(sandbox.storeBytes() == before, "nothing was written")
        #expect(try sandbox.run("set", "port", "3128").status == 0)
    }

    @Test func setRefusesAKeyAConditionMakesReadOnly() throws {
        let sandbox = try Sandbox(pages: Self.pages)
        let refused = try sandbox.run("set", "name", "Ada")
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("Name cannot be changed now: another setting makes it read-only."), "\(refused)")
        #expect(try sandbox.run("set", "proxy", "on").status == 0)
        #expect(try sandbox.run("set", "name", "Ada").status == 0)
    }

    @Test func importNamesEachRefusedKey() throws {
        let sandbox = try Sandbox(pages: Self.pages)
        let source = sandbox.root + "/other.ini"
        try sandbox.write("[Settings]\nport='99999'\ncode='abc'\nproxy=true\n", to: source)
        let outcome = try sandbox.run("import", "--from", source)
        #expect(outcome.status == 1, "\(outcome)")
        #expect(outcome.stderr.contains("port: not imported: Port: Enter a number from 1 to 65535."), "\(outcome)")
        #expect(outcome.stdout.hasPrefix("2 of 3 keys imported"), "\(outcome)")
        #expect(try sandbox.run("get", "code").line == "abc")
    }

    @Test func validateNamesFileRowAndKeyOfEachMistake() throws {
        var pages = Self.pages
        pages["Root"] = (pages["Root"] ?? []) + [
            ["Type": "PSToggleSwitchSpecifier", "Title": "A", "Key": "a", "DefaultValue": false, "BSVisibleIf": ["Key": "b", "Equals": true]],
            ["Type": "PSToggleSwitchSpecifier", "Title": "B", "Key": "b", "DefaultValue": false, "BSVisibleIf": ["Key": "a", "Equals": true]],
            ["Type": "PSToggleSwitchSpecifier", "Title": "C", "Key": "c", "DefaultValue": false, "BSVisibleIf": ["Key": "nowhere", "Equals": true]],
            ["Type": "PSToggleSwitchSpecifier", "Title": "D", "Key": "d", "DefaultValue": false, "BSVisibleIf": ["Key": "proxy", "Equals": "maybe"]],
            ["Type": "PSTextFieldSpecifier", "Title": "E", "Key": "e", "BSPattern": "(open"],
            ["Type": "PSToggleSwitchSpecifier", "Title": "F", "Key": "f", "DefaultValue": false, "BSEnabledIf": ["Key": "proxy", "Above": 1]],
        ]
        let sandbox = try Sandbox(pages: pages)
        let outcome = try sandbox.run("validate")
        #expect(outcome.status == 1, "\(outcome)")
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        func line(_ prefix: String, _ words: String) -> Bool { lines.contains { $0.hasPrefix(prefix) && $0.contains(words) } }
        // One error per cycle, on its first row.
        #expect(line("Root.plist:6:BSVisibleIf: error:", "The conditions of 2 keys depend on each other in a cycle (\"a\" → \"b\")"), "\(lines)")
        #expect(!line("Root.plist:7:", "cycle"), "\(lines)")
        #expect(line("Root.plist:8:BSVisibleIf: warning:", "\"nowhere\", which no setting"), "\(lines)")
        #expect(line("Root.plist:9:BSVisibleIf: warning:", "\"proxy\" with maybe (string)"), "\(lines)")
        #expect(line("Root.plist:10:BSPattern: error:", "does not compile"), "\(lines)")
        #expect(line("Root.plist:11:BSEnabledIf: warning:", "unknown operator Above"), "\(lines)")
    }

    @Test func dumpAndListSayConditionsRulesAndWhatIsShownNow() throws {
        let sandbox = try Sandbox(pages: Self.pages)
        let dump = try #require(try sandbox.run("dump").json() as? [String: Any])
        let pages = try #require(dump["pages"] as? [[String: Any]])
        let rows = (pages[0]["sections"] as? [[String: Any]] ?? []).flatMap { $0["rows"] as? [[String: Any]] ?? [] }
        let port = try #require(rows.first { $0["key"] as? String == "port" })
        #expect(port["visible"] as? Bool == false)
        #expect(port["editable"] as? Bool == false)
        let condition = (port["conditions"] as? [String: Any])?["groupVisibleIf"] as? [String: Any]
        #expect(condition?["Key"] as? String == "proxy" && condition?["Equals"] as? Bool == true, "\(port)")
        #expect((port["rules"] as? [String: Any])?["MaximumValue"] as? Double == 65535)

        let list = try #require(try sandbox.run("list", "--json").json() as? [String: Any])
        let keys = try #require(list["keys"] as? [[String: Any]])
        func entry(_ key: String) -> [String: Any]? { keys.first { $0["key"] as? String == key } }
        #expect(entry("port")?["visible"] as? Bool == false)
        #expect(entry("name")?["visible"] as? Bool == true)
        #expect(entry("name")?["editable"] as? Bool == false)
        #expect(entry("proxy")?["editable"] as? Bool == true)
        #expect(try sandbox.run("set", "proxy", "on").status == 0)
        let after = try #require(try sandbox.run("list", "--json").json() as? [String: Any])
        let portAfter = (after["keys"] as? [[String: Any]])?.first { $0["key"] as? String == "port" }
        #expect(portAfter?["visible"] as? Bool == true)
        #expect(portAfter?["editable"] as? Bool == true)
    }

    /// `set` takes a key exactly when `list --json` says it is editable, and a row of a page
    /// whose opening row is hidden is not visible, in `list` and in `dump`.
    @Test func listAndSetAgreeOnWhatIsEditable() throws {
        var pages = Self.pages
        pages["Root"] = (pages["Root"] ?? []) + [
            ["Type": "PSChildPaneSpecifier", "Title": "Expert", "File": "Expert", "BSVisibleIf": ["Key": "proxy", "Equals": true]],
        ]
        pages["Expert"] = [["Type": "PSToggleSwitchSpecifier", "Title": "Tunnel", "Key": "tunnel", "DefaultValue": false]]
        let values: [String: [String]] = [
            "proxy": ["on"], "name": ["Ada"], "port": ["3128"], "code": ["abc"], "tags": [#"["a"]"#, "--json"], "tunnel": ["on"],
        ]
        let sandbox = try Sandbox(pages: pages)
        let list = try #require(try sandbox.run("list", "--json").json() as? [String: Any])
        let keys = try #require(list["keys"] as? [[String: Any]])
        #expect(Set(keys.compactMap { $0["key"] as? String }) == Set(values.keys))
        let tunnel = keys.first { $0["key"] as? String == "tunnel" }
        #expect(tunnel?["visible"] as? Bool == false && tunnel?["editable"] as? Bool == false, "\(keys)")
        for entry in keys {
            let key = try #require(entry["key"] as? String)
            let editable = try #require(entry["editable"] as? Bool)
            // Each in a store of its own, so no write changes what the next may do.
            let fresh = try Sandbox(pages: pages)
            let outcome = try fresh.runRaw(["set", key, "--bundle", fresh.bundlePath] + (values[key] ?? []))
            #expect((outcome.status == 0) == editable, "\(key): editable \(editable), set: \(outcome)")
            if !editable { #expect(fresh.storeBytes() == nil, "\(key): nothing written") }
        }
        let refused = try sandbox.run("set", "tunnel", "on")
        #expect(refused.stderr.contains("Tunnel cannot be changed now: another setting hides it."), "\(refused)")

        let dump = try #require(try sandbox.run("dump").json() as? [String: Any])
        let expert = (dump["pages"] as? [[String: Any]])?.first { $0["file"] as? String == "Expert" }
        let row = ((expert?["sections"] as? [[String: Any]])?.first?["rows"] as? [[String: Any]])?.first
        #expect(row?["key"] as? String == "tunnel")
        #expect(row?["visible"] as? Bool == false && row?["editable"] as? Bool == false, "\(String(describing: row))")
        #expect(try sandbox.run("set", "proxy", "on").status == 0)
        #expect(try sandbox.run("set", "tunnel", "on").status == 0)
    }

    @Test func dumpHidesWhatHideNames() throws {
        let sandbox = try Sandbox(pages: Self.pages)
        let dump = try #require(try sandbox.run("dump", "--hide", "code,tags", "--hide", "proxy").json() as? [String: Any])
        let sections = (dump["pages"] as? [[String: Any]])?.first?["sections"] as? [[String: Any]] ?? []
        let rows = sections.flatMap { ($0["rows"] as? [[String: Any]] ?? []) + [$0["header"] as? [String: Any]].compactMap { $0 } }
        let hidden = Set(rows.filter { $0["visible"] as? Bool == false }.compactMap { $0["key"] as? String })
        #expect(hidden == ["code", "tags", "proxy", "port"], "\(hidden)")
    }

    @Test func schemaRecordsTheRulesAndCompilesStrictly() throws {
        let sandbox = try Sandbox(pages: Self.pages)
        let schema = try sandbox.run("schema", "--id", "org.example.rules")
        #expect(schema.status == 0, "\(schema)")
        #expect(schema.stdout.contains("a number from 1 to 65535"), "\(schema.stdout)")
        #expect(schema.stdout.contains("at most 2 items"), "\(schema.stdout)")
        let folder = sandbox.root + "/schemas"
        try sandbox.write(schema.stdout, to: folder + "/org.example.rules.gschema.xml")
        let compile = try Outcome.ofTool("/usr/bin/glib-compile-schemas", ["--strict", folder], environment: [:], in: sandbox.root)
        #expect(compile.status == 0, "\(compile)")
    }
}
