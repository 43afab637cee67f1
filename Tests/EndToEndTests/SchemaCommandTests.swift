import Foundation
import XCTest

/// `dump --schema ID`: an installed schema's keys as pages, with the values the real dconf
/// service holds (on a private D-Bus session, `DconfSession`), as `gsettings` wrote them.
final class SchemaCommandTests: XCTestCase {
    static let id = "org.example.Editor"
    static let schema = """
    <schemalist>
      <enum id="org.example.Editor.Corner"><value nick="top-left" value="0"/><value nick="bottom-right" value="1"/></enum>
      <schema id="org.example.Editor" path="/org/example/editor/">
        <key name="tab-width" type="u"><default>8</default><range min="1" max="32"/><summary>Tab Width</summary>
          <description>The number of spaces a tab stands for.</description></key>
        <key name="corner" enum="org.example.Editor.Corner"><default>'top-left'</default></key>
        <key name="pair" type="(ii)"><default>(1, 2)</default></key>
        <key name="window-size" type="(ii)"><default>(600, 400)</default></key>
        <child name="spell" schema="org.example.Editor.Spell"/>
      </schema>
      <schema id="org.example.Editor.Spell" path="/org/example/editor/spell/">
        <key name="language" type="s"><default>'en'</default></key>
      </schema>
    </schemalist>
    """

    private func session(profile: String? = nil, _ sandbox: Sandbox) throws -> DconfSession {
        try DconfSession.withEditorSchema(sandbox, profile: profile)
    }

    private func rows(_ outcome: Outcome) throws -> [String: [String: Any]] {
        let object = try XCTUnwrap(try outcome.json() as? [String: Any])
        let pages = try XCTUnwrap(object["pages"] as? [[String: Any]])
        var rows: [String: [String: Any]] = [:]
        for page in pages {
            for section in page["sections"] as? [[String: Any]] ?? [] {
                for row in ([section["header"]].compactMap { $0 as? [String: Any] }) + (section["rows"] as? [[String: Any]] ?? []) {
                    if let key = row["key"] as? String { rows[key] = row }
                }
            }
        }
        return rows
    }

    func testDumpShowsTheSchemasRowsWithTheValuesDconfHolds() throws {
        let sandbox = try Sandbox()
        let dconf = try session(sandbox)
        try dconf.run("gsettings", "set", Self.id, "tab-width", "4")
        try dconf.run("gsettings", "set", Self.id, "pair", "(5, 6)")
        try dconf.run("gsettings", "set", Self.id + ".Spell", "language", "de")
        let dump = try sandbox.runRaw(["dump", "--schema", Self.id])
        XCTAssertEqual(dump.status, 0, dump.description)
        let rows = try rows(dump)
        let tabWidth = try XCTUnwrap(rows["tab-width"])
        XCTAssertEqual(tabWidth["title"] as? String, "Tab Width")
        XCTAssertEqual(tabWidth["subtitle"] as? String, "The number of spaces a tab stands for.")
        XCTAssertEqual(tabWidth["value"] as? Int, 4)
        XCTAssertEqual(tabWidth["source"] as? String, "user")
        let rules = try XCTUnwrap(tabWidth["rules"] as? [String: Any])
        XCTAssertEqual(rules["MinimumValue"] as? Double, 1)
        XCTAssertEqual(rules["MaximumValue"] as? Double, 32)
        XCTAssertEqual(rows["corner"]?["text"] as? String, "Top left")
        XCTAssertEqual(rows["pair"]?["type"] as? String, "GSettingsVariantText")
        XCTAssertEqual(rows["pair"]?["value"] as? String, "(5, 6)")
        XCTAssertEqual(rows["spell/language"]?["value"] as? String, "de")
        // The window's size is the application's state, not a setting.
        XCTAssertNil(rows["window-size"])
        let object = try XCTUnwrap(try dump.json() as? [String: Any])
        XCTAssertEqual(object["stateKeys"] as? [String], ["window-size"])
    }

    func testADconfLockShowsAsLocked() throws {
        let sandbox = try Sandbox()
        let profile = try sandbox.writeSiteDatabase(settings: "[org/example/editor]\ntab-width=uint32 2\n",
                                                    locks: "/org/example/editor/tab-width\n")
        let dconf = try session(profile: profile, sandbox)
        try dconf.compileSiteDatabase()
        let rows = try rows(try sandbox.runRaw(["dump", "--schema", Self.id]))
        XCTAssertEqual(rows["tab-width"]?["locked"] as? Bool, true)
        XCTAssertEqual(rows["tab-width"]?["value"] as? Int, 2)
        XCTAssertEqual(rows["tab-width"]?["editable"] as? Bool, false)
        XCTAssertEqual(rows["corner"]?["editable"] as? Bool, true)
    }

    func testASchemaThatIsNotInstalledIsSaid() throws {
        let sandbox = try Sandbox()
        _ = try session(sandbox)
        let dump = try sandbox.runRaw(["dump", "--schema", "org.example.Missing"])
        XCTAssertEqual(dump.status, 2)
        XCTAssert(dump.stderr.contains("No GSettings schema org.example.Missing is installed"), dump.stderr)
        let both = try sandbox.runRaw(["dump", "--schema", Self.id, "--bundle", sandbox.bundlePath])
        XCTAssertEqual(both.status, 64, both.description)
    }
}

extension DconfSession {
    /// A private dconf with `SchemaCommandTests.schema` compiled into its schema folder.
    static func withEditorSchema(_ sandbox: Sandbox, profile: String? = nil) throws -> DconfSession {
        let dconf = try DconfSession(sandbox, profile: profile)
        try sandbox.write(SchemaCommandTests.schema, to: dconf.schemaDirectory + "/" + SchemaCommandTests.id + ".gschema.xml")
        let compiled = try dconf.run("/usr/bin/glib-compile-schemas", "--strict", dconf.schemaDirectory)
        XCTAssertEqual(compiled.status, 0, compiled.description)
        return dconf
    }
}
