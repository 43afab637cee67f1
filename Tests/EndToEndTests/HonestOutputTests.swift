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

    /// An installed application's store.ini naming a schema ID or path with escape sequences:
    /// neither GSettings nor the terminal takes them. Every command says so escaped (the author
    /// in `apps --diagnostics` and `validate --app`), and values go to the default key file.
    @Test(arguments: [("org.example.EscapeID", "SchemaId=org.\u{1B}]0;pwned\u{7}example\n"),
                      ("org.example.ControlPath", "SchemaId=org.example.ControlPath\nPath=/org/ex\u{1}ample/\u{1B}[2J/\n")])
    func aStoreFileTheTerminalAndGSettingsCannotTakeIsSaidEscapedAndTheKeyFileUsed(id: String, lines: String) throws {
        let sandbox = try Sandbox()
        let apps = sandbox.root + "/data/bundle-settings/apps/"
        sandbox.extraEnvironment["XDG_DATA_HOME"] = sandbox.root + "/data"
        sandbox.extraEnvironment["XDG_DATA_DIRS"] = sandbox.root + "/none"
        try FixtureBundle.write(pages: FixtureBundle.standardPages, groupContainer: nil, to: apps + id + "/Settings.bundle")
        try sandbox.write("[Store]\nBackend=gsettings\n" + lines, to: apps + id + "/store.ini")
        let set = try sandbox.runRaw(["set", "--app", id, "name", "Bob"])
        #expect(set.status == 0, "\(set)")
        #expect(String(decoding: sandbox.storeBytes(at: sandbox.configHome + "/\(id)/settings.ini") ?? Data(), as: UTF8.self).contains("name='Bob'"))
        let listed = try sandbox.runRaw(["apps"])
        #expect(listed.stdout.hasSuffix("\tkeyfile\n"), "\(listed)")
        let diagnostics = try sandbox.runRaw(["apps", "--diagnostics"])
        #expect(diagnostics.stdout.contains(apps + id + "/store.ini::"), "\(diagnostics)")
        #expect(diagnostics.stdout.contains("\\u{1"), "shown escaped: \(diagnostics)")
        let outcomes = [set, listed, diagnostics, try sandbox.runRaw(["validate", "--app", id]),
                        try sandbox.runRaw(["get", "--app", id, "name"]), try sandbox.runRaw(["list", "--app", id])]
        for outcome in outcomes {
            #expect(!(outcome.stdout + outcome.stderr).unicodeScalars.contains(where: Self.controlsATerminal), "\(outcome)")
        }
    }

    /// Text of a store's address reaches the messages of `get`, `set` and `list` (the warning
    /// that the schema is not installed, the refusal to write) and `list`'s `# store` line:
    /// all of it escaped, wherever it came from.
    @Test func storeTextInMessagesAndTheStoreLineIsEscaped() throws {
        let sandbox = try Sandbox()
        let store = "gsettings:org.\u{1B}]0;pwned\u{7}example"
        let outcomes = [try sandbox.run("get", "name", "--store", store), try sandbox.run("set", "name", "Bob", "--store", store),
                        try sandbox.run("list", "--store", store), try sandbox.run("list", "--store", sandbox.root + "/\u{1B}[2J.ini")]
        #expect(outcomes[0].stderr.contains("warning: The GSettings schema org.\\u{1B}]0;pwned\\u{7}example is not installed"), "\(outcomes[0])")
        #expect(outcomes[1].status == 1, "\(outcomes[1])")
        #expect(outcomes[2].stdout.contains("# store gsettings:org.\\u{1B}]0;pwned\\u{7}example (GSettings)\n"), "\(outcomes[2])")
        #expect(outcomes[3].stdout.contains("# store \(sandbox.root)/\\u{1B}[2J.ini (key file)\n"), "\(outcomes[3])")
        for outcome in outcomes {
            #expect(!(outcome.stdout + outcome.stderr).unicodeScalars.contains(where: Self.controlsATerminal), "\(outcome)")
        }
    }

    /// C0 but the line feed and tab (`apps` separates its fields by tabs), DEL and C1: what a
    /// terminal may obey.
    private static func controlsATerminal(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 && scalar != "\n" && scalar != "\t" || (0x7F...0x9F).contains(scalar.value)
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
