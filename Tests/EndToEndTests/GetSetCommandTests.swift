import Foundation
import Testing

@Suite struct GetSetCommandTests {
    @Test func getPrintsPlainValuesAndTypedJSON() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("set", "count", "42").status == 0)
        #expect(try sandbox.run("set", "volume", "1.5").status == 0)
        #expect(try sandbox.run("set", "name", "Jo \"JD\" Doe: ü").status == 0)
        let plain = ["enabled": "true", "count": "42", "volume": "1.5", "name": "Jo \"JD\" Doe: ü",
                     "when": "2026-01-01T10:00:00Z", "version": "1.0"]
        for (key, expected) in plain {
            let outcome = try sandbox.run("get", key)
            #expect(outcome.status == 0, "\(outcome)")
            #expect(outcome.stdout == expected + "\n", "\(key)")
        }
        let typed = ["enabled": "true", "count": "42", "volume": "1.5", "name": #""Jo \"JD\" Doe: ü""#,
                     "tags": #"["a"]"#, "when": #""2026-01-01T10:00:00Z""#]
        for (key, expected) in typed {
            #expect(try sandbox.run("get", key, "--json").line == expected, "\(key)")
        }
    }

    @Test func getOfAKeyWithoutValueOrDefaultFails() throws {
        let outcome = try Sandbox().run("get", "pin")
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("pin"))
    }

    @Test(arguments: [("on", true), ("off", false), ("yes", true), ("no", false), ("1", true), ("0", false),
                      ("true", true), ("FALSE", false)])
    func togglesTakeOnOffWords(word: String, on: Bool) throws {
        let sandbox = try Sandbox()
        // Start from the other state, so the set must change the value.
        #expect(try sandbox.run("set", "enabled", on ? "off" : "on").status == 0)
        #expect(try sandbox.run("set", "enabled", word).status == 0)
        #expect(try sandbox.run("get", "enabled", "--json").line == (on ? "true" : "false"))
        #expect(try sandbox.run("set", "mode", word).status == 0)
        #expect(try sandbox.run("get", "mode", "--json").line == (on ? #""auto""# : #""manual""#))
    }

    @Test func togglesStoreTheirTrueAndFalseValues() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("set", "mode", "on").status == 0)
        #expect(try sandbox.run("set", "enabled", "off").status == 0)
        let stored = try #require(sandbox.storeBytes()).utf8Text
        #expect(stored.contains("mode='auto'"), "\(stored)")
        #expect(stored.contains("enabled=false"), "\(stored)")
    }

    @Test func togglesTakeTheTextOfTheirTrueAndFalseValues() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("set", "mode", "auto").status == 0)
        #expect(try sandbox.run("get", "mode").line == "auto")
        #expect(try sandbox.run("set", "mode", "manual").status == 0)
        #expect(try sandbox.run("get", "mode").line == "manual")
    }

    @Test func multiValuesTakeAValueOrATitleAndKeepTheValuesType() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("set", "count", "42").status == 0)
        #expect(try sandbox.run("get", "count", "--json").line == "42")
        #expect(sandbox.storeBytes()?.utf8Text.contains("count=42\n") == true)
        #expect(try sandbox.run("set", "count", "hundred").status == 0)
        #expect(try sandbox.run("get", "count", "--json").line == "100")
        #expect(try sandbox.run("set", "colour", "Blue").status == 0)
        #expect(try sandbox.run("get", "colour", "--json").line == #""blue""#)
    }

    @Test func slidersTakeANumberInRange() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("set", "volume", "2").status == 0)
        #expect(sandbox.storeBytes()?.utf8Text.contains("volume=2.0") == true)
        #expect(try sandbox.run("set", "volume", "0.25").status == 0)
        #expect(try sandbox.run("get", "volume").line == "0.25")
    }

    @Test func textRowsStoreTextAsItIs() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("set", "name", "  two  words ").status == 0)
        #expect(try sandbox.run("get", "name", "--json").line == #""  two  words ""#)
        #expect(try sandbox.run("set", "pin", "0042").status == 0)
        #expect(try sandbox.run("get", "pin", "--json").line == #""0042""#)
    }

    @Test(arguments: [("2026-05-01T09:30:00Z", "2026-05-01T09:30:00Z"),
                      ("2026-05-01T11:30:00+02:00", "2026-05-01T09:30:00Z"),
                      ("2026-05-01T09:30:00.250Z", "2026-05-01T09:30:00Z"),
                      ("2026-05-01", "2026-05-01T00:00:00Z")])
    func datePickersTakeISO8601(text: String, shown: String) throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("set", "when", text).status == 0)
        #expect(try sandbox.run("get", "when").line == shown)
        #expect(sandbox.storeBytes()?.utf8Text.contains("when=('date', '") == true)
    }

    @Test func datePickersTakeTheISO8601StringGetJSONPrints() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("set", "when", #""2026-05-01T11:30:00+02:00""#, "--json").status == 0)
        let printed = try sandbox.run("get", "when", "--json").line
        #expect(printed == #""2026-05-01T09:30:00Z""#)
        #expect(try sandbox.run("set", "when", printed, "--json").status == 0)
        #expect(sandbox.storeBytes()?.utf8Text.contains("when=('date', '2026-05-01T09:30:00Z')") == true)
        let refused = try sandbox.run("set", "when", #""soon""#, "--json")
        #expect(refused.status == 1 && refused.stderr.contains("ISO 8601"), "\(refused)")
    }

    /// A whole-number real must not read back as an integer.
    @Test func wholeRealsKeepAFractionInJSON() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("set", "volume", "1").status == 0)
        #expect(try sandbox.run("set", "ratio", "2", "--type", "real").status == 0)
        #expect(try sandbox.run("get", "volume", "--json").line == "1.0")
        #expect(try sandbox.run("get", "ratio", "--json").line == "2.0")
        #expect(try sandbox.run("get", "volume").line == "1")
        #expect(try sandbox.run("list", "--json").stdout.contains(#""value" : 1.0"#))
        #expect(try sandbox.run("dump").stdout.contains(#""value" : 1.0"#))
    }

    @Test func listGroupsTakeJSONArrays() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("set", "tags", #"["x", "y z"]"#, "--json").status == 0)
        #expect(try sandbox.run("get", "tags", "--json").line == #"["x","y z"]"#)
    }

    @Test func undeclaredKeysTakeAnExplicitType() throws {
        let sandbox = try Sandbox()
        let cases = [("string", "s", "hello world", #""hello world""#), ("integer", "i", "5", "5"),
                     ("real", "r", "1.5", "1.5"), ("bool", "b", "yes", "true"),
                     ("date", "d", "2026-01-02T03:04:05Z", #""2026-01-02T03:04:05Z""#)]
        for (type, key, text, json) in cases {
            let outcome = try sandbox.run("set", key, text, "--type", type)
            #expect(outcome.status == 0, "\(outcome)")
            #expect(try sandbox.run("get", key, "--json").line == json, "\(type)")
        }
        let stored = try #require(sandbox.storeBytes()).utf8Text
        for line in ["s='hello world'", "i=5", "r=1.5", "b=true", "d=('date', '2026-01-02T03:04:05Z')"] {
            #expect(stored.contains(line + "\n") || stored.hasSuffix(line), "\(line) in \(stored)")
        }
    }
}

extension Data {
    var utf8Text: String { String(decoding: self, as: UTF8.self) }
}
