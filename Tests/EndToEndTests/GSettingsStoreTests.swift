import Foundation
import XCTest

/// `--store gsettings:ID` against the real dconf service, activated on a private D-Bus session
/// (`DconfSession`), with the fixture's schema made by `bundle-settings schema` and compiled into
/// the sandbox's `GSETTINGS_SCHEMA_DIR`. `gsettings` and `dconf` are the other programs that
/// read and write the same values.
final class GSettingsStoreTests: XCTestCase {
    static let id = "org.example.fixture"
    static let store = "gsettings:" + id

    private func session(profile: String? = nil) throws -> (Sandbox, DconfSession) {
        let sandbox = try Sandbox()
        let dconf = try DconfSession(sandbox, profile: profile)
        try dconf.installSchema(id: Self.id)
        return (sandbox, dconf)
    }

    func testTheSchemaHoldsEveryKeyWithItsTypeAndDefault() throws {
        let (_, dconf) = try session()
        let keys = try dconf.run("gsettings", "list-keys", Self.id).stdout.split(separator: "\n").sorted()
        XCTAssertEqual(keys, ["colour", "count", "deep", "enabled", "mode", "name", "pin", "tags", "version", "volume", "when"])
        let defaults = [("enabled", "true"), ("mode", "'manual'"), ("count", "10"), ("colour", "'red'"), ("volume", "0.5"),
                        ("name", "'Jane'"), ("pin", "''"), ("when", "'2026-01-01T10:00:00Z'"), ("tags", "[<'a'>]"), ("deep", "false")]
        for (name, text) in defaults {
            XCTAssertEqual(try dconf.run("gsettings", "get", Self.id, name).stdout, text + "\n", name)
        }
        XCTAssertEqual(try dconf.run("gsettings", "range", Self.id, "colour").stdout, "enum\n'red'\n'blue'\n")
        XCTAssertEqual(try dconf.run("gsettings", "range", Self.id, "volume").stdout, "range d 0.0 2.0\n")
        XCTAssert(try dconf.run("gsettings", "describe", Self.id, "enabled").stdout.contains("Footer words"))
    }

    func testValuesKeepTheirTypesBothWays() throws {
        let (sandbox, dconf) = try session()
        // What bundle-settings writes, gsettings reads …
        for (key, value, json) in [("count", "42", false), ("when", "2026-05-01T09:30:00Z", false), ("tags", #"["x", "y"]"#, true),
                                   ("mode", "on", false), ("volume", "1.25", false)] {
            let outcome = try sandbox.run("set", [key, value, "--store", Self.store] + (json ? ["--json"] : []))
            XCTAssertEqual(outcome.status, 0, outcome.description)
        }
        XCTAssertEqual(try dconf.run("gsettings", "get", Self.id, "count").stdout, "42\n")
        XCTAssertEqual(try dconf.run("gsettings", "get", Self.id, "when").stdout, "'2026-05-01T09:30:00Z'\n")
        XCTAssertEqual(try dconf.run("gsettings", "get", Self.id, "tags").stdout, "[<'x'>, <'y'>]\n")
        XCTAssertEqual(try dconf.run("gsettings", "get", Self.id, "mode").stdout, "'auto'\n")
        XCTAssertEqual(try dconf.run("gsettings", "get", Self.id, "volume").stdout, "1.25\n")
        // … and what gsettings writes, bundle-settings reads with the row's types.
        try dconf.run("gsettings", "set", Self.id, "enabled", "false")
        try dconf.run("gsettings", "set", Self.id, "colour", "blue")
        try dconf.run("gsettings", "set", Self.id, "deep", "true")
        let list = try sandbox.run("list", "--json", "--store", Self.store)
        let keys = try XCTUnwrap((try list.json() as? [String: Any])?["keys"] as? [[String: Any]])
        func entry(_ key: String) -> [String: Any]? { keys.first { $0["key"] as? String == key } }
        XCTAssertEqual(entry("enabled")?["value"] as? Bool, false)
        XCTAssertEqual(entry("enabled")?["source"] as? String, "user")
        XCTAssertEqual(entry("colour")?["value"] as? String, "blue")
        XCTAssertEqual(entry("deep")?["value"] as? Bool, true)
        XCTAssertEqual(entry("count")?["value"] as? Int, 42)
        XCTAssertEqual(entry("name")?["source"] as? String, "default")
        XCTAssertEqual(try sandbox.run("get", "when", "--json", "--store", Self.store).line, #""2026-05-01T09:30:00Z""#)
        XCTAssertEqual(try sandbox.run("get", "volume", "--json", "--store", Self.store).line, "1.25")
        XCTAssertEqual(try sandbox.run("get", "tags", "--json", "--store", Self.store).line, #"["x","y"]"#)
        // The values are in the sandbox's own dconf database, not the real user's.
        XCTAssert(FileManager.default.fileExists(atPath: sandbox.configHome + "/dconf/user"))
    }

    func testResetRemovesTheUserValue() throws {
        let (sandbox, dconf) = try session()
        XCTAssertEqual(try sandbox.run("set", "name", "Bob", "--store", Self.store).status, 0)
        XCTAssertEqual(try dconf.run("dconf", "read", "/org/example/fixture/name").stdout, "'Bob'\n")
        XCTAssertEqual(try sandbox.run("reset", "name", "--store", Self.store).status, 0)
        XCTAssertEqual(try dconf.run("dconf", "read", "/org/example/fixture/name").stdout, "")
        XCTAssertEqual(try sandbox.run("get", "name", "--store", Self.store).line, "Jane")
    }

    func testAValueTheSchemaRefusesIsNotWritten() throws {
        let (sandbox, dconf) = try session()
        // The schema knows nothing of keys the bundle does not declare.
        let undeclared = try sandbox.run("set", "extra", "1", "--type", "integer", "--store", Self.store)
        XCTAssertEqual(undeclared.status, 1)
        XCTAssert(undeclared.stderr.contains("The GSettings schema org.example.fixture has no key extra (for extra)"), undeclared.stderr)
        // A value of another type than the schema's (a title value's row takes any JSON).
        let wrongType = try sandbox.run("set", "version", "5", "--json", "--store", Self.store)
        XCTAssertEqual(wrongType.status, 1)
        XCTAssert(wrongType.stderr.contains("version does not fit the GSettings key version of org.example.fixture: the key holds a string (‘s’), not an integer"), wrongType.stderr)
        XCTAssertEqual(try dconf.run("dconf", "read", "/org/example/fixture/version").stdout, "")
    }

    func testAMissingSchemaIsAClearMessageNotACrash() throws {
        let sandbox = try Sandbox()
        _ = try DconfSession(sandbox)
        let get = try sandbox.run("get", "count", "--store", "gsettings:org.example.missing")
        XCTAssertEqual(get.status, 0, "the default still shows")
        XCTAssertEqual(get.line, "10")
        XCTAssert(get.stderr.contains("The GSettings schema org.example.missing is not installed"), get.stderr)
        let set = try sandbox.run("set", "count", "42", "--store", "gsettings:org.example.missing")
        XCTAssertEqual(set.status, 1, set.description)
        XCTAssert(set.stderr.contains("org.example.missing is not installed"), set.stderr)
        let badPath = try sandbox.run("get", "count", "--store", "gsettings:org.example.missing:no-slash")
        XCTAssertEqual(badPath.status, 0, badPath.description)
    }

    func testAWriteDconfNeverGotIsAnErrorNotASilentLoss() throws {
        let (sandbox, _) = try session()
        // No session bus: dconf cannot be reached, and the value must not pass for saved.
        sandbox.extraEnvironment["DBUS_SESSION_BUS_ADDRESS"] = nil
        let set = try sandbox.run("set", "name", "Bob", "--store", Self.store)
        XCTAssertEqual(set.status, 1, set.description)
        XCTAssert(set.stderr.contains("GSettings could not save name of org.example.fixture"), set.stderr)
    }

    /// dconf refuses a write it cannot store (its database is a folder here: nothing can replace
    /// it, not even as root): an error that names the refusal, and the value is not changed.
    func testAWriteDconfRefusedIsAnError() throws {
        let (sandbox, dconf) = try session()
        try FileManager.default.createDirectory(atPath: sandbox.configHome + "/dconf/user", withIntermediateDirectories: true)
        let set = try sandbox.run("set", "name", "Bob", "--store", Self.store)
        XCTAssertEqual(set.status, 1, set.description)
        XCTAssert(set.stderr.contains("GSettings could not save name of org.example.fixture: the dconf service refused it"), set.stderr)
        XCTAssertEqual(try dconf.run("gsettings", "get", Self.id, "name").stdout, "'Jane'\n")
    }

    /// Writers of one key at once: dconf takes every write and the last one wins, so each `set`
    /// succeeded, although most read back another writer's value.
    func testConcurrentSetsOfOneKeyAllSucceed() throws {
        let (sandbox, dconf) = try session()
        let names = (0..<40).map { "Writer \($0)" }
        let writers = names.map { sandbox.makeProcess(["set", "--bundle", sandbox.bundlePath, "name", $0, "--store", Self.store]) }
        let errors = writers.map { _ in Pipe() }
        for (writer, error) in zip(writers, errors) {
            writer.standardError = error
            try writer.run()
        }
        for (index, (writer, error)) in zip(writers, errors).enumerated() {
            let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            writer.waitUntilExit()
            XCTAssertEqual(writer.terminationStatus, 0, "writer \(index): \(message)")
        }
        let stored = try dconf.run("gsettings", "get", Self.id, "name").stdout
        XCTAssert(names.contains { stored == "'\($0)'\n" }, stored)
    }

    func testARelocatableSchemaTakesItsPathFromTheStore() throws {
        let sandbox = try Sandbox()
        let dconf = try DconfSession(sandbox)
        try dconf.installSchema(id: Self.id, "--relocatable")
        let withoutPath = try sandbox.run("get", "count", "--store", Self.store)
        XCTAssert(withoutPath.stderr.contains("is relocatable: give its path"), withoutPath.stderr)
        XCTAssertEqual(try sandbox.run("set", "count", "100", "--store", Self.store + ":/org/example/one/").status, 0)
        XCTAssertEqual(try dconf.run("dconf", "read", "/org/example/one/count").stdout, "100\n")
        XCTAssertEqual(try sandbox.run("get", "count", "--store", Self.store + ":/org/example/two/").line, "10")
    }

    func testAPathWithControlCharactersIsRefused() throws {
        let sandbox = try Sandbox()
        let dconf = try DconfSession(sandbox)
        try dconf.installSchema(id: Self.id, "--relocatable")
        for path in ["/org/example/new\nline/", "/org/example/\u{1B}[31mred/"] {
            let set = try sandbox.run("set", "count", "100", "--store", Self.store + ":" + path)
            XCTAssertEqual(set.status, 1, set.description)
            XCTAssert(set.stderr.contains("is not a GSettings path"), set.stderr)
            XCTAssertFalse(set.stderr.contains("\u{1B}") || set.stderr.contains("new\nline"), "the path is shown escaped: \(set.stderr)")
            XCTAssertFalse(set.stderr.contains("CRITICAL"), set.stderr)
            let schema = try sandbox.run("schema", "--id", Self.id, "--path", path)
            XCTAssertNotEqual(schema.status, 0, schema.description)
        }
        XCTAssertEqual(try dconf.run("dconf", "dump", "/").stdout, "")
    }

    func testADconfLockLocksTheKey() throws {
        let sandbox = try Sandbox()
        // As an administrator sets a lock: a keyfile database with locks, compiled, named by the profile.
        let profile = try sandbox.writeSiteDatabase(settings: "[org/example/fixture]\ncolour='blue'\nvolume=1.5\n",
                                                    locks: "/org/example/fixture/colour\n")
        let dconf = try DconfSession(sandbox, profile: profile)
        try dconf.compileSiteDatabase()
        try dconf.installSchema(id: Self.id)

        let set = try sandbox.run("set", "colour", "red", "--store", Self.store)
        XCTAssertEqual(set.status, 1)
        XCTAssert(set.stderr.contains("\"colour\" is locked by your administrator (dconf lock on /org/example/fixture/colour)"), set.stderr)
        XCTAssertEqual(try sandbox.run("get", "colour", "--store", Self.store).line, "blue")
        let list = try sandbox.run("list", "--store", Self.store).stdout
        XCTAssert(list.contains("colour = blue  [locked locked by dconf lock on /org/example/fixture/colour]"), list)
        // An administrator's default that is not locked shows until the user sets a value.
        XCTAssert(list.contains("volume = 1.5  [system]"), list)
        XCTAssertEqual(try sandbox.run("set", "volume", "0.25", "--store", Self.store).status, 0)
        XCTAssertEqual(try sandbox.run("get", "volume", "--store", Self.store).line, "0.25")
        let reset = try sandbox.run("reset", "--all", "--store", Self.store)
        XCTAssert(reset.stderr.contains("\"colour\" is locked by your administrator: not reset."), reset.stderr)
    }

    func testWatchHearsGSettingsChanges() throws {
        let (sandbox, dconf) = try session()
        let watch = try WatchProcess(sandbox, arguments: ["--store", Self.store])
        XCTAssertNotNil(watch.waitUntilReady(), watch.stderrText)
        try dconf.run("gsettings", "set", Self.id, "count", "100")
        XCTAssertEqual(watch.waitForLine { $0["key"] as? String == "count" }?["value"] as? Int, 100)
        let seen = watch.lines.count
        try dconf.run("gsettings", "set", Self.id, "colour", "blue")
        let colour = watch.waitForLine(skipping: seen) { $0["key"] as? String == "colour" }
        XCTAssertEqual(colour?["value"] as? String, "blue")
        XCTAssertEqual(colour?["source"] as? String, "user")
        try dconf.run("gsettings", "reset", Self.id, "colour")
        let back = watch.waitForLine(skipping: seen + 1) { $0["key"] as? String == "colour" }
        XCTAssertEqual(back?["value"] as? String, "red")
        XCTAssertEqual(back?["source"] as? String, "default")
        XCTAssertNotNil(watch.stop())
    }

    func testImportCopiesWhatFitsAndNamesWhatDoesNot() throws {
        let (sandbox, dconf) = try session()
        let file = sandbox.root + "/old.ini"
        try sandbox.write("""
            [Settings]
            count=42
            colour='green'
            volume=7.5
            name='Bob'
            when=('date', '2026-03-01T08:00:00Z')
            extra=1
            tags=[<'p'>, <'q'>]

            """, to: file)
        let into = try sandbox.run("import", "--from", file, "--store", Self.store)
        XCTAssertEqual(into.status, 1, into.description)
        for key in ["colour", "volume", "extra"] {
            XCTAssert(into.stderr.contains("bundle-settings: \(key): not imported:"), "\(key): \(into.stderr)")
        }
        XCTAssert(into.stdout.contains("4 of 7 keys imported"), into.stdout)
        XCTAssertEqual(try dconf.run("gsettings", "get", Self.id, "count").stdout, "42\n")
        XCTAssertEqual(try dconf.run("gsettings", "get", Self.id, "when").stdout, "'2026-03-01T08:00:00Z'\n")
        XCTAssertEqual(try dconf.run("gsettings", "get", Self.id, "colour").stdout, "'red'\n")

        // And back: every key fits a key file, with its type.
        let back = sandbox.root + "/back.ini"
        let out = try sandbox.run("import", "--from", Self.store, "--store", back)
        XCTAssertEqual(out.status, 0, out.description)
        let text = try String(contentsOfFile: back, encoding: .utf8)
        for line in ["count=42", "name='Bob'", "when=('date', '2026-03-01T08:00:00Z')", "tags=[<'p'>, <'q'>]"] {
            XCTAssert(text.contains(line), "\(line) in \(text)")
        }
    }
}
