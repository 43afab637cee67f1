import Foundation
import Testing

/// Every value `set` refuses exits 1 with a message on stderr and leaves the store as it was.
@Suite struct SetRefusalTests {
    static let refusals: [[String]] = [
        ["enabled", "maybe"],
        ["count", "7"],
        ["colour", "green"],
        ["volume", "3"],
        ["--", "volume", "-1"],
        ["volume", "5", "--json"],
        ["volume", "loud"],
        ["pin", "12a"],
        ["when", "tomorrow"],
        ["when", "2026-13-45"],
        ["undeclared", "x"],
        ["undeclared", "x", "--type", "integer"],
        ["undeclared", "maybe", "--type", "bool"],
        ["undeclared", "soon", "--type", "date"],
        ["tags", "[x", "--json"],
        ["deep", "{", "--json"],
        ["enabled", #""x""#, "--json"],
        ["tags", #""x""#, "--json"],
        ["undeclared", "null", "--json"],
        ["tags", #"["a", null]"#, "--json"],
        ["undeclared", "9223372036854775808", "--json"],
        ["undeclared", "NaN", "--json"],
        ["undeclared", "[1] 2", "--json"],
        ["undeclared", #""\ud800""#, "--json"],
        ["name", "Locked out"],
    ]

    /// A sandbox whose administrator locked `name`.
    private func lockedSandbox() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write("name\n", to: sandbox.systemFolder + "/locks")
        return sandbox
    }

    private func expectRefused(_ outcome: Outcome) {
        #expect(outcome.status == 1, "\(outcome)")
        #expect(outcome.stderr.hasPrefix("bundle-settings: "), "\(outcome)")
        #expect(outcome.stdout.isEmpty, "\(outcome)")
    }

    @Test(arguments: refusals)
    func aRefusalCreatesNoStore(arguments: [String]) throws {
        let sandbox = try lockedSandbox()
        expectRefused(try sandbox.runRaw(["set", "--bundle", sandbox.bundlePath] + arguments))
        #expect(sandbox.storeBytes() == nil)
    }

    @Test(arguments: refusals)
    func aRefusalLeavesTheStoreByteForByte(arguments: [String]) throws {
        let sandbox = try lockedSandbox()
        #expect(try sandbox.run("set", "deep", "on").status == 0)
        #expect(try sandbox.run("set", "count", "42").status == 0)
        let before = try #require(sandbox.storeBytes())
        expectRefused(try sandbox.runRaw(["set", "--bundle", sandbox.bundlePath] + arguments))
        #expect(sandbox.storeBytes() == before)
    }

    @Test func aLockedKeyIsRefusedNamingTheLockFile() throws {
        let sandbox = try lockedSandbox()
        let outcome = try sandbox.run("set", "name", "Bob")
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains(sandbox.systemFolder + "/locks"), "\(outcome)")
    }

    /// `set --json` names what is wrong and where, rather than just "not valid JSON".
    @Test func aJSONRefusalSaysWhy() throws {
        let sandbox = try Sandbox()
        let big = try sandbox.run("set", "undeclared", "9223372036854775808", "--json")
        expectRefused(big)
        #expect(big.stderr.contains("does not fit in 64 bits"), "\(big)")
        let null = try sandbox.run("set", "tags", #"["a", null]"#, "--json")
        expectRefused(null)
        #expect(null.stderr.contains("null has no property-list form (at offset 6)"), "\(null)")
    }
}
