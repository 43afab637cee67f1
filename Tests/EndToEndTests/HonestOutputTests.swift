import Foundation
import Testing

/// What the commands print cannot be turned against the terminal, and a missing bundle is said.
@Suite struct HonestOutputTests {
    /// A folder with no Root page is no bundle to read values from: every command that reads
    /// one exits 2, as `validate` does, instead of answering from nothing.
    @Test(arguments: [["get", "name"], ["set", "name", "Bob"], ["list"], ["defaults"], ["dump"], ["reset", "--all"], ["validate"]])
    func commandsExitTwoWithoutARootPage(arguments: [String]) throws {
        let sandbox = try Sandbox()
        try FileManager.default.removeItem(atPath: sandbox.bundlePath + "/Root.plist")
        let outcome = try sandbox.runRaw([arguments[0], "--bundle", sandbox.bundlePath] + arguments.dropFirst())
        #expect(outcome.status == 2, "\(outcome)")
        #expect((outcome.stderr + outcome.stdout).contains("Root"), "\(outcome)")
        #expect(sandbox.storeBytes() == nil, "nothing was written")
    }

    @Test func escapeSequencesFromTheStoreAreShownNotObeyed() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("set", "name", "a\u{1B}]0;pwned\u{07}b\nline two").status == 0)
        let get = try sandbox.run("get", "name")
        #expect(get.line == "a\\u{1B}]0;pwned\\u{7}b\nline two", "\(get)")
        let list = try sandbox.run("list")
        #expect(list.stdout.contains("name = a\\u{1B}]0;pwned\\u{7}b\\nline two  [user]"), "\(list)")
        #expect(!list.stdout.unicodeScalars.contains("\u{1B}"))
        let json = try sandbox.run("get", "name", "--json")
        #expect(try json.json() as? String == "a\u{1B}]0;pwned\u{07}b\nline two", "JSON keeps the value exact")
    }

    @Test func escapeSequencesInABundleAreEscapedInValidate() throws {
        let sandbox = try Sandbox(pages: ["Root": [
            ["Type": "PSToggleSwitchSpecifier", "Title": "On", "Key": "on\u{1B}[31m", "DefaultValue": "maybe\u{9B}2J"],
            ["Type": "Bogus\u{1B}[2J", "Title": "x"],
        ]])
        let outcome = try sandbox.run("validate")
        #expect(!outcome.stdout.isEmpty, "\(outcome)")
        #expect(!outcome.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) },
                "\(outcome.stdout.debugDescription)")
        #expect(outcome.stdout.contains("\\u{1B}"), "\(outcome)")
    }
}
