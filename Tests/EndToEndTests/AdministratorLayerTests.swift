import Foundation
import Testing

/// System defaults and locks in `$XDG_CONFIG_DIRS/DOMAIN/`.
@Suite struct AdministratorLayerTests {
    private func administeredSandbox() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write("[Settings]\nname='Admin'\ncount=42\nwhen=('date', '2030-01-01T00:00:00Z')\n",
                          to: sandbox.systemFolder + "/settings.ini")
        try sandbox.write("# set by IT\n  count  \n", to: sandbox.systemFolder + "/locks")
        return sandbox
    }

    @Test func getShowsSystemDefaults() throws {
        let sandbox = try administeredSandbox()
        #expect(try sandbox.run("get", "name").line == "Admin")
        #expect(try sandbox.run("get", "when").line == "2030-01-01T00:00:00Z")
        #expect(try sandbox.run("set", "name", "Bob").status == 0)
        #expect(try sandbox.run("get", "name").line == "Bob")
        #expect(try sandbox.run("reset", "name").status == 0)
        #expect(try sandbox.run("get", "name").line == "Admin")
    }

    @Test func aLockedKeyShowsTheSystemValueWhateverTheUserStored() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("set", "count", "100").status == 0)
        try sandbox.write("[Settings]\ncount=42\n", to: sandbox.systemFolder + "/settings.ini")
        try sandbox.write("count\n", to: sandbox.systemFolder + "/locks")
        #expect(try sandbox.run("get", "count", "--json").line == "42")
        let keys = try #require((try sandbox.run("list", "--json").json() as? [String: Any])?["keys"] as? [[String: Any]])
        let count = try #require(keys.first { $0["key"] as? String == "count" })
        #expect(count["source"] as? String == "locked")
        #expect(count["locked"] as? Bool == true)
    }

    @Test func setOfALockedKeyIsRefusedNamingTheLockFile() throws {
        let sandbox = try administeredSandbox()
        let outcome = try sandbox.run("set", "count", "100")
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains(sandbox.systemFolder + "/locks"), "\(outcome)")
        #expect(sandbox.storeBytes() == nil)
        #expect(try sandbox.run("get", "count").line == "42")
    }

    @Test func dumpShowsTheSources() throws {
        let sandbox = try administeredSandbox()
        let document = try #require(try sandbox.run("dump").json() as? [String: Any])
        let rows = (document["pages"] as? [[String: Any]] ?? [])
            .flatMap { $0["sections"] as? [[String: Any]] ?? [] }
            .flatMap { $0["rows"] as? [[String: Any]] ?? [] }
        #expect(rows.first { $0["key"] as? String == "name" }?["source"] as? String == "system")
        let count = rows.first { $0["key"] as? String == "count" }
        #expect(count?["source"] as? String == "locked")
        #expect(count?["value"] as? Int == 42)
    }

    /// Without the line, the default would show with no hint that the administrator's file was skipped.
    @Test func everyValueCommandSaysWhenTheSystemDefaultsCannotBeRead() throws {
        let sandbox = try Sandbox()
        let systemFile = sandbox.systemFolder + "/settings.ini"
        try sandbox.write("[Settings\nname='Admin'\n", to: systemFile)
        let expected = "bundle-settings: \(systemFile)::: error: the system defaults cannot be read and are ignored"
        for arguments in [["get", "name"], ["set", "name", "Bob"], ["list"], ["dump"], ["reset", "name"]] {
            let outcome = try sandbox.runRaw([arguments[0], "--bundle", sandbox.bundlePath] + arguments.dropFirst())
            #expect(outcome.status == 0, "\(outcome)")
            #expect(outcome.stderr.hasPrefix(expected), "\(arguments): \(outcome)")
        }
        let watch = try WatchProcess(sandbox)
        #expect(watch.waitUntilReady() == sandbox.storePath, "\(watch.stderrText)")
        #expect(watch.stop()?.stderr.hasPrefix(expected) == true)
    }
}
