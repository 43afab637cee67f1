import Foundation
import Testing

/// Plist stores and `defaults --format plist`, written by the program's own plist writer: every
/// type reads back typed, and the files are what `PropertyListSerialization` itself would write.
@Suite struct PlistStoreTests {
    /// The bytes `PropertyListSerialization` writes for what it reads from `data`.
    private func foundationRewrite(of data: Data) throws -> Data {
        let object = try PropertyListSerialization.propertyList(from: data, format: nil)
        return try PropertyListSerialization.data(fromPropertyList: object, format: .xml, options: 0)
    }

    @Test func arraysDictionariesDataAndDatesKeepTheirTypes() throws {
        let sandbox = try Sandbox()
        let path = sandbox.root + "/x.plist"
        // Data has no JSON or command-line form: another program stores it, and it must come
        // through this program's writes typed.
        try PropertyListSerialization.data(fromPropertyList: ["avatar": Data([0x89, 0x50, 0x4E, 0x47])], format: .xml, options: 0)
            .write(to: URL(fileURLWithPath: path))
        let sets: [[String]] = [
            ["mixed", #"[1,"a",2.5,true]"#, "--json"],
            ["account", #"{"port":993,"user":"jane & <co>","nested":{"on":false,"list":[]}}"#, "--json"],
            ["tags", #"["x","y"]"#, "--json"],
            ["when", "2030-05-01T09:30:00Z"],
            ["stamp", "1999-12-31T23:59:59Z", "--type", "date"],
        ]
        for arguments in sets {
            let outcome = try sandbox.runRaw(["set"] + arguments + ["--bundle", sandbox.bundlePath, "--store", path])
            #expect(outcome.status == 0, "\(arguments): \(outcome)")
        }
        let expected = [
            "mixed": #"[1,"a",2.5,true]"#,
            "account": #"{"nested":{"list":[],"on":false},"port":993,"user":"jane & <co>"}"#,
            "tags": #"["x","y"]"#,
            "when": #""2030-05-01T09:30:00Z""#,
            "stamp": #""1999-12-31T23:59:59Z""#,
            "avatar": #""iVBORw==""#,
        ]
        for (key, json) in expected {
            let outcome = try sandbox.run("get", key, "--json", "--store", path)
            #expect(outcome.line == json, "\(key): \(outcome)")
        }

        let file = try #require(sandbox.storeBytes(at: path))
        let table = try #require(try PropertyListSerialization.propertyList(from: file, format: nil) as? [String: Any])
        #expect(table["avatar"] as? Data == Data([0x89, 0x50, 0x4E, 0x47]))
        #expect(table["when"] as? Date == Date(timeIntervalSince1970: 1_903_858_200))
        let mixed = try #require(table["mixed"] as? [Any])
        #expect(mixed.count == 4 && mixed[0] as? Int == 1 && mixed[1] as? String == "a" && mixed[2] as? Double == 2.5)
        let account = try #require(table["account"] as? [String: Any])
        #expect(account["port"] as? Int == 993)
        #expect(account["user"] as? String == "jane & <co>")
        #expect(file == (try foundationRewrite(of: file)), "\(file.utf8Text)")
    }

    @Test func defaultsAsAPlistHoldArraysAndDictionaries() throws {
        var pages = FixtureBundle.standardPages
        pages["Root"]?.append(["Type": "IASKCustomViewSpecifier", "Key": "account",
                               "DefaultValue": ["port": 993, "servers": ["a.example", "b.example"], "ratio": 0.1, "empty": [String: Any]()]])
        let outcome = try Sandbox(pages: pages).run("defaults", "--format", "plist", "--all")
        #expect(outcome.status == 0, "\(outcome)")
        let output = Data(outcome.stdout.utf8)
        let table = try #require(try PropertyListSerialization.propertyList(from: output, format: nil) as? [String: Any])
        #expect(table["tags"] as? [String] == ["a"])
        let account = try #require(table["account"] as? [String: Any])
        #expect(account["port"] as? Int == 993)
        #expect(account["servers"] as? [String] == ["a.example", "b.example"])
        #expect(account["ratio"] as? Double == 0.1)
        #expect((account["empty"] as? [String: Any])?.isEmpty == true)
        #expect(table["when"] as? Date == Date(timeIntervalSince1970: 1_767_261_600))
        #expect(output == (try foundationRewrite(of: output)), "\(outcome.stdout)")
    }
}
