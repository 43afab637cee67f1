import Foundation
import XCTest

/// `get`, `set`, `reset`, `list` and `watch` on an installed schema (`--schema ID`, or a key
/// named `SCHEMA_ID:key`), against the real dconf service on a private D-Bus session
/// (`DconfSession`): what they write `gsettings get` reads back, and what `gsettings set` writes
/// elsewhere they show.
final class SchemaValueCommandTests: XCTestCase {
    static let id = SchemaCommandTests.id

    private func session(profile: String? = nil, _ sandbox: Sandbox) throws -> DconfSession {
        try DconfSession.withEditorSchema(sandbox, profile: profile)
    }

    func testSetWritesThroughGSettingsAndGetReadsItAsGsettingsDoes() throws {
        let sandbox = try Sandbox()
        let dconf = try session(sandbox)
        // The key names its schema: no option at all (the quick path of get and set).
        let set = try sandbox.runRaw(["set", Self.id + ":tab-width", "4"])
        XCTAssertEqual(set.status, 0, set.description)
        XCTAssertEqual(try dconf.run("gsettings", "get", Self.id, "tab-width").stdout, "uint32 4\n")
        XCTAssertEqual(try sandbox.runRaw(["set", "--schema", Self.id, "corner", "bottom-right"]).status, 0)
        XCTAssertEqual(try dconf.run("gsettings", "get", Self.id, "corner").stdout, "'bottom-right'\n")
        XCTAssertEqual(try sandbox.runRaw(["set", Self.id + ":pair", "(5, 6)"]).status, 0)
        XCTAssertEqual(try dconf.run("gsettings", "get", Self.id, "pair").stdout, "(5, 6)\n")
        // A child's key, by its page, and by its own schema's ID.
        XCTAssertEqual(try sandbox.runRaw(["set", Self.id + ":spell/language", "de"]).status, 0)
        XCTAssertEqual(try dconf.run("gsettings", "get", Self.id + ".Spell", "language").stdout, "'de'\n")
        XCTAssertEqual(try sandbox.runRaw(["set", Self.id + ".Spell:language", "fr"]).status, 0)
        XCTAssertEqual(try dconf.run("gsettings", "get", Self.id + ".Spell", "language").stdout, "'fr'\n")

        try dconf.run("gsettings", "set", Self.id, "tab-width", "6")
        XCTAssertEqual(try sandbox.runRaw(["get", Self.id + ":tab-width"]).line, "6")
        XCTAssertEqual(try sandbox.runRaw(["get", "--schema", Self.id, "corner"]).line, "bottom-right")
        XCTAssertEqual(try sandbox.runRaw(["get", "--json", "--schema", Self.id, Self.id + ":tab-width"]).line, "6")
        // State the pages leave out is still reached by its name.
        XCTAssertEqual(try sandbox.runRaw(["get", Self.id + ":window-size"]).line, "(600, 400)")
        XCTAssertEqual(try sandbox.runRaw(["set", Self.id + ":window-size", "(800, 600)"]).status, 0)
        XCTAssertEqual(try dconf.run("gsettings", "get", Self.id, "window-size").stdout, "(800, 600)\n")
    }

    func testSetRefusesWhatTheKeyRefusesSayingWhatItTakesAndWritesNothing() throws {
        let sandbox = try Sandbox()
        let dconf = try session(sandbox)
        let refusals: [(key: String, value: String, says: [String])] = [
            ("tab-width", "40", ["\(Self.id): tab-width refuses the value", "It takes a whole number from 1 to 32."]),
            ("tab-width", "four", ["\(Self.id): tab-width refuses the value", "from 1 to 32"]),
            ("corner", "middle", ["\(Self.id): corner refuses the value", "top-left", "bottom-right"]),
            ("pair", "(1,", ["\(Self.id): pair refuses the value", "It takes GVariant text of type (ii)."]),
        ]
        for refusal in refusals {
            let set = try sandbox.runRaw(["set", Self.id + ":" + refusal.key, refusal.value])
            XCTAssertEqual(set.status, 1, set.description)
            for words in refusal.says { XCTAssert(set.stderr.contains(words), "\(refusal): \(set.stderr)") }
            XCTAssertEqual(try dconf.run("dconf", "read", "/org/example/editor/" + refusal.key).stdout, "", "nothing written")
        }
        let unknown = try sandbox.runRaw(["set", Self.id + ":no-such-key", "1"])
        XCTAssertEqual(unknown.status, 1, unknown.description)
    }

    func testSetOnALockedKeySaysItIsLocked() throws {
        let sandbox = try Sandbox()
        let profile = try sandbox.writeSiteDatabase(settings: "[org/example/editor]\ntab-width=uint32 2\n",
                                                    locks: "/org/example/editor/tab-width\n")
        let dconf = try session(profile: profile, sandbox)
        try dconf.compileSiteDatabase()
        let set = try sandbox.runRaw(["set", Self.id + ":tab-width", "4"])
        XCTAssertEqual(set.status, 1, set.description)
        XCTAssert(set.stderr.contains("is locked by your administrator (dconf lock on /org/example/editor/tab-width)"), set.stderr)
        XCTAssertEqual(try dconf.run("gsettings", "get", Self.id, "tab-width").stdout, "uint32 2\n")
        let reset = try sandbox.runRaw(["reset", Self.id + ":tab-width"])
        XCTAssertEqual(reset.status, 1, reset.description)
        XCTAssert(reset.stderr.contains("locked"), reset.stderr)
    }

    /// dconf refuses a write it cannot store (its database is a folder here): an error naming the
    /// refusal, not a silent no-op.
    func testAWriteDconfRefusedIsAnError() throws {
        let sandbox = try Sandbox()
        let dconf = try session(sandbox)
        try FileManager.default.createDirectory(atPath: sandbox.configHome + "/dconf/user", withIntermediateDirectories: true)
        let set = try sandbox.runRaw(["set", Self.id + ":tab-width", "4"])
        XCTAssertEqual(set.status, 1, set.description)
        XCTAssert(set.stderr.contains("GSettings could not save tab-width of \(Self.id): the dconf service refused it"), set.stderr)
        XCTAssertEqual(try dconf.run("gsettings", "get", Self.id, "tab-width").stdout, "uint32 8\n")
    }

    func testListAndDumpLeaveStateOutUnlessAll() throws {
        let sandbox = try Sandbox()
        let dconf = try session(sandbox)
        try dconf.run("gsettings", "set", Self.id, "tab-width", "4")
        let list = try sandbox.runRaw(["list", "--schema", Self.id])
        XCTAssertEqual(list.status, 0, list.description)
        XCTAssert(list.stdout.contains("# domain \(Self.id)\n# store gsettings:\(Self.id) (GSettings)\n"), list.stdout)
        XCTAssert(list.stdout.contains("tab-width = 4  [user]"), list.stdout)
        XCTAssert(list.stdout.contains("spell/language = en  [default]"), list.stdout)
        XCTAssertFalse(list.stdout.contains("window-size"), list.stdout)
        let all = try sandbox.runRaw(["list", "--schema", Self.id, "--all", "--json"])
        XCTAssertEqual(Set(try all.listedKeys()), ["tab-width", "corner", "pair", "window-size", "spell/language"])
        let dump = try XCTUnwrap(try sandbox.runRaw(["dump", "--schema", Self.id, "--all"]).json() as? [String: Any])
        XCTAssertEqual(dump["stateKeys"] as? [String], [])
        XCTAssert(String(describing: dump["pages"]).contains("window-size"))
        XCTAssertEqual(try sandbox.runRaw(["list", "--schema", Self.id, "--bundle", sandbox.bundlePath]).status, 64)
    }

    func testResetRemovesTheUserValues() throws {
        let sandbox = try Sandbox()
        let dconf = try session(sandbox)
        for (key, value) in [("tab-width", "4"), ("corner", "'bottom-right'"), ("window-size", "(1, 1)")] {
            try dconf.run("gsettings", "set", Self.id, key, value)
        }
        XCTAssertEqual(try sandbox.runRaw(["reset", Self.id + ":tab-width"]).status, 0)
        XCTAssertEqual(try dconf.run("dconf", "read", "/org/example/editor/tab-width").stdout, "")
        XCTAssertEqual(try dconf.run("dconf", "read", "/org/example/editor/corner").stdout, "'bottom-right'\n")
        // --all resets what the pages show, as Restore Defaults does: the window's size stays.
        XCTAssertEqual(try sandbox.runRaw(["reset", "--schema", Self.id, "--all"]).status, 0)
        XCTAssertEqual(try dconf.run("dconf", "read", "/org/example/editor/corner").stdout, "")
        XCTAssertEqual(try dconf.run("dconf", "read", "/org/example/editor/window-size").stdout, "(1, 1)\n")
    }

    func testWatchShowsWhatGsettingsSetsElsewhere() throws {
        let sandbox = try Sandbox()
        let dconf = try session(sandbox)
        let watch = try WatchProcess(sandbox, arguments: ["--schema", Self.id], onBundle: false)
        XCTAssertEqual(watch.waitUntilReady(), "gsettings:" + Self.id, watch.stderrText)
        // State is not said without --all; the setting after it is.
        try dconf.run("gsettings", "set", Self.id, "window-size", "(1, 1)")
        try dconf.run("gsettings", "set", Self.id, "tab-width", "5")
        let line = watch.waitForLine { $0["key"] as? String == "tab-width" }
        XCTAssertEqual(line?["value"] as? Int, 5)
        XCTAssertEqual(line?["source"] as? String, "user")
        try dconf.run("gsettings", "set", Self.id + ".Spell", "language", "'nl'")
        XCTAssertEqual(watch.waitForLine { $0["key"] as? String == "spell/language" }?["value"] as? String, "nl")
        XCTAssertFalse(watch.lines.contains { $0.contains("window-size") }, "\(watch.lines)")
        XCTAssertEqual(watch.stop()?.status, 0)
    }
}
