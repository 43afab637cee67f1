import Foundation
import XCTest

/// `bundle --from-schema ID DEST` (issue 32, item 7): a Settings.bundle that shows the schema's
/// settings, translated as the schema's gettext domain translates them, and a store.ini that
/// keeps the values in the schema, where the application reads them; checked by `validate`, and
/// by writing through it and reading back with `gsettings` on a private dconf.
final class SchemaBundleCommandTests: XCTestCase {
    static let id = SchemaCommandTests.id
    static let german = """
    msgid ""
    msgstr "Content-Type: text/plain; charset=UTF-8\\n"

    msgid "Tab Width"
    msgstr "Tabulatorbreite"

    msgid "The number of spaces a tab stands for."
    msgstr "Wie viele \\"Leerzeichen\\" ein Tabulator ist."
    """

    /// The schema installed in a data folder of the sandbox, with a German catalog of its domain.
    private func install(_ sandbox: Sandbox) throws -> DconfSession {
        let dconf = try DconfSession(sandbox)
        let data = sandbox.root + "/share"
        sandbox.extraEnvironment["GSETTINGS_SCHEMA_DIR"] = nil
        sandbox.extraEnvironment["XDG_DATA_DIRS"] = data
        sandbox.extraEnvironment["XDG_DATA_HOME"] = sandbox.root + "/home/.local/share"
        let schema = SchemaCommandTests.schema.replacingOccurrences(of: "<schemalist>", with: "<schemalist gettext-domain=\"editor-fixture\">")
        try sandbox.write(schema, to: data + "/glib-2.0/schemas/\(Self.id).gschema.xml")
        XCTAssertEqual(try dconf.run("/usr/bin/glib-compile-schemas", "--strict", data + "/glib-2.0/schemas").status, 0)
        try sandbox.write(Self.german, to: sandbox.root + "/de.po")
        try FileManager.default.createDirectory(atPath: data + "/locale/de/LC_MESSAGES", withIntermediateDirectories: true)
        let compiled = try dconf.run("/usr/bin/msgfmt", "-o", data + "/locale/de/LC_MESSAGES/editor-fixture.mo", sandbox.root + "/de.po")
        XCTAssertEqual(compiled.status, 0, compiled.description)
        return dconf
    }

    func testTheBundleShowsTheSchemasSettingsTranslatedAndKeepsTheirValuesInTheSchema() throws {
        let sandbox = try Sandbox()
        let dconf = try install(sandbox)
        let destination = sandbox.root + "/org.example.Editor"
        let made = try sandbox.runRaw(["bundle", "--from-schema", Self.id, destination])
        XCTAssertEqual(made.status, 0, made.description)
        XCTAssert(made.stdout.contains("translations: de"), made.stdout)
        // A tuple has no bundle row: left out, said.
        XCTAssert(made.stderr.contains("\(Self.id)::pair: warning: No row of a Settings.bundle stores this key's values exactly (type ‘(ii)’)"), made.stderr)
        let bundle = destination + "/Settings.bundle"
        for file in ["Root.plist", "spell.plist"] {
            XCTAssert(FileManager.default.fileExists(atPath: bundle + "/" + file), file)
        }
        let strings = try String(contentsOfFile: bundle + "/de.lproj/Root.strings", encoding: .utf8)
        XCTAssert(strings.contains("\"Tab Width\" = \"Tabulatorbreite\";\n"), strings)
        XCTAssert(strings.contains("\"The number of spaces a tab stands for.\" = \"Wie viele \\\"Leerzeichen\\\" ein Tabulator ist.\";\n"), strings)
        XCTAssertEqual(try String(contentsOfFile: destination + "/store.ini", encoding: .utf8), "[Store]\nBackend=gsettings\nSchemaId=\(Self.id)\n")

        let validate = try sandbox.runRaw(["validate", "--bundle", bundle])
        XCTAssertEqual(validate.status, 0, validate.description)
        XCTAssertEqual(validate.stdout, "", "validates clean")

        let dump = try XCTUnwrap(try sandbox.runRaw(["dump", "--bundle", bundle, "--language", "de"]).json() as? [String: Any])
        let text = String(describing: dump)
        XCTAssert(text.contains("Tabulatorbreite"), text)
        XCTAssert(text.contains("Top left"), text)

        // Through the store store.ini names: the schema itself, children included.
        let store = ["--bundle", bundle, "--store", "gsettings:" + Self.id]
        XCTAssertEqual(try sandbox.runRaw(["set"] + store + ["tab-width", "4"]).status, 0)
        XCTAssertEqual(try dconf.run("gsettings", "get", Self.id, "tab-width").stdout, "uint32 4\n")
        let spell = try sandbox.runRaw(["set"] + store + ["spell/language", "de"])
        XCTAssertEqual(spell.status, 0, spell.description)
        XCTAssertEqual(try dconf.run("gsettings", "get", Self.id + ".Spell", "language").stdout, "'de'\n")
        XCTAssertEqual(try sandbox.runRaw(["set"] + store + ["tab-width", "40"]).status, 1)
        try dconf.run("gsettings", "set", Self.id, "corner", "bottom-right")
        XCTAssertEqual(try sandbox.runRaw(["get"] + store + ["corner"]).line, "bottom-right")

        let again = try sandbox.runRaw(["bundle", "--from-schema", Self.id, destination])
        XCTAssertEqual(again.status, 1, again.description)
        XCTAssert(again.stderr.contains("exists: nothing was written"), again.stderr)
    }
}
