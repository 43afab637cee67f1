import Foundation
import Testing

@Suite struct ResetCommandTests {
    @Test func resettingKeysShowsTheirDefaultsAgain() throws {
        let sandbox = try Sandbox()
        for (key, value) in [("name", "Bob"), ("count", "42"), ("enabled", "off")] {
            #expect(try sandbox.run("set", key, value).status == 0)
        }
        let outcome = try sandbox.run("reset", "name", "count")
        #expect(outcome.status == 0, "\(outcome)")
        #expect(try sandbox.run("get", "name").line == "Jane")
        #expect(try sandbox.run("get", "count").line == "10")
        #expect(try sandbox.run("get", "enabled").line == "false")
    }

    @Test func resetAllKeepsKeysTheBundleDoesNotDeclare() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("set", "name", "Bob").status == 0)
        #expect(try sandbox.run("set", "deep", "on").status == 0)
        #expect(try sandbox.run("set", "app_private", "7", "--type", "integer").status == 0)
        let outcome = try sandbox.run("reset", "--all")
        #expect(outcome.status == 0, "\(outcome)")
        #expect(try sandbox.run("get", "name").line == "Jane")
        #expect(try sandbox.run("get", "deep").line == "false")
        #expect(try sandbox.run("get", "app_private", "--json").line == "7")
        let stored = try #require(sandbox.storeBytes()).utf8Text
        #expect(!stored.contains("name=") && !stored.contains("deep="), "\(stored)")
    }

    @Test func resetAllReportsLockedKeysAndLeavesThem() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("set", "colour", "blue").status == 0)
        #expect(try sandbox.run("set", "name", "Bob").status == 0)
        try sandbox.write("colour\n", to: sandbox.systemFolder + "/locks")
        let outcome = try sandbox.run("reset", "--all")
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.stderr.contains("\"colour\" is locked"), "\(outcome)")
        let stored = try #require(sandbox.storeBytes()).utf8Text
        #expect(stored.contains("colour='blue'"), "\(stored)")
        #expect(!stored.contains("name="), "\(stored)")
    }

    @Test func resettingALockedKeyByNameIsRefused() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("set", "colour", "blue").status == 0)
        try sandbox.write("colour\n", to: sandbox.systemFolder + "/locks")
        let before = sandbox.storeBytes()
        let outcome = try sandbox.run("reset", "colour")
        #expect(outcome.status == 1, "\(outcome)")
        #expect(outcome.stderr.contains(sandbox.systemFolder + "/locks"), "\(outcome)")
        #expect(sandbox.storeBytes() == before)
    }

    @Test func resetWantsKeysOrAll() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("reset").status != 0)
        #expect(try sandbox.run("reset", "name", "--all").status != 0)
    }
}
