import Foundation
import Testing

/// `get`, `set`, `list` and `reset` treat keys that differ only in Unicode normalisation
/// (`café` as NFC and as NFD) as two keys, in both store formats, as the platforms whose bundles
/// and stores are read do (CFString and GKeyFile compare code units and bytes).
@Suite struct ExactKeyCommandTests {
    static let composed = "caf\u{E9}"
    static let decomposed = "cafe\u{301}"

    /// The scalars of a text: `String ==` would call the two forms equal.
    private func scalars(_ text: String) -> [Unicode.Scalar] { Array(text.unicodeScalars) }

    private func makeSandbox() throws -> Sandbox {
        try Sandbox(pages: ["Root": [
            ["Type": "PSTextFieldSpecifier", "Title": "Composed", "Key": Self.composed, "DefaultValue": "nfc default"],
            ["Type": "PSTextFieldSpecifier", "Title": "Decomposed", "Key": Self.decomposed, "DefaultValue": "nfd default"],
        ]])
    }

    @Test(arguments: [[String](), ["--store-format", "plist"]])
    func getAndSetKeepBothForms(storeOptions: [String]) throws {
        let sandbox = try makeSandbox()
        func run(_ arguments: String...) throws -> Outcome {
            try sandbox.runRaw(arguments + ["--bundle", sandbox.bundlePath] + storeOptions)
        }
        #expect(try run("get", Self.composed).line == "nfc default")
        #expect(try run("get", Self.decomposed).line == "nfd default")
        #expect(try run("set", Self.composed, "first").status == 0)
        #expect(try run("get", Self.composed).line == "first")
        #expect(try run("get", Self.decomposed).line == "nfd default")
        #expect(try run("set", Self.decomposed, "second").status == 0)
        #expect(try run("get", Self.composed).line == "first")
        #expect(try run("get", Self.decomposed).line == "second")
        #expect(try run("reset", Self.composed).status == 0)
        #expect(try run("get", Self.composed).line == "nfc default")
        #expect(try run("get", Self.decomposed).line == "second")
    }

    @Test func theKeyFileHoldsBothFormsEscapedApart() throws {
        let sandbox = try makeSandbox()
        #expect(try sandbox.run("set", Self.composed, "first").status == 0)
        #expect(try sandbox.run("set", Self.decomposed, "second").status == 0)
        let stored = String(decoding: try #require(sandbox.storeBytes()), as: UTF8.self)
        #expect(stored == "[Settings]\ncaf%C3%A9='first'\ncafe%CC%81='second'\n", "\(stored)")
    }

    @Test func listShowsBothForms() throws {
        let sandbox = try makeSandbox()
        #expect(try sandbox.run("set", Self.decomposed, "second").status == 0)
        let lines = try sandbox.run("list").stdout.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
        #expect(lines.map(scalars) == [scalars("\(Self.composed) = nfc default  [default]"),
                                       scalars("\(Self.decomposed) = second  [user]")], "\(lines)")
        let object = try #require(try sandbox.run("list", "--json").json() as? [String: Any])
        let keys = try #require(object["keys"] as? [[String: Any]])
        #expect(keys.compactMap { $0["key"] as? String }.map(scalars) == [scalars(Self.composed), scalars(Self.decomposed)])
        #expect(keys.compactMap { $0["value"] as? String } == ["nfc default", "second"])
    }

    @Test func aLockOnOneFormLeavesTheOtherWritable() throws {
        let sandbox = try makeSandbox()
        try sandbox.write("\(Self.composed)\n", to: sandbox.systemFolder + "/locks")
        let refused = try sandbox.run("set", Self.composed, "x")
        #expect(refused.status != 0, "\(refused)")
        #expect(try sandbox.run("set", Self.decomposed, "y").status == 0)
        #expect(try sandbox.run("get", Self.decomposed).line == "y")
        let lines = try sandbox.run("list").stdout.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
        #expect(lines.map(scalars) == [scalars("\(Self.composed) = nfc default  [locked locked by \(sandbox.systemFolder)/locks]"),
                                       scalars("\(Self.decomposed) = y  [user]")], "\(lines)")
    }
}
