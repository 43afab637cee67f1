import CGLib
import Foundation
import Testing
@testable import SettingsKit

/// A sandboxed Flatpak application's GSettings values in GLib's keyfile backend's file
/// (`SchemaStore(pages:keyfile:)`): written as GLib reads them (checked with `gsettings` on
/// GLib's keyfile backend, as the application runs), followed live, and a value the application
/// wrote a moment before ours never lost.
@MainActor @Suite(.serialized) struct SchemaKeyfileStoreTests {
    private static let schema = """
    <schemalist>
      <schema id="org.example.Sandboxed" path="/org/example/Sandboxed/">
        <key name="tab-width" type="u"><default>8</default><range min="1" max="32"/></key>
        <key name="theme" type="s"><default>'light'</default></key>
        <key name="spell" type="b"><default>false</default></key>
        <child name="printing" schema="org.example.Sandboxed.Printing"/>
      </schema>
      <schema id="org.example.Sandboxed.Printing" path="/org/example/Sandboxed/printing/">
        <key name="margins" type="b"><default>true</default></key>
      </schema>
    </schemalist>
    """

    /// `gsettings ARGUMENTS` as the sandboxed application's GLib runs: the keyfile backend,
    /// with `config` as `XDG_CONFIG_HOME`.
    private func gsettings(_ fixture: SchemaFixture, config: String, _ arguments: [String]) throws -> String {
        try Self.gsettings(schemas: fixture.folder.path, config: config, arguments)
    }

    /// The same with the schemas compiled in `schemas` (a Flatpak deployment's).
    static func gsettings(schemas: String, config: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/gsettings")
        process.arguments = arguments
        process.environment = ["GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": config, "GSETTINGS_SCHEMA_DIR": schemas,
                               "HOME": config, "PATH": "/usr/bin:/bin"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func valuesAreWrittenWhereAndHowTheSandboxedApplicationReadsThem() throws {
        let fixture = try SchemaFixture(Self.schema)
        let sandbox = FlatpakSandboxFolder(id: "org.example.Sandboxed", environment: ["HOME": fixture.folder.file("home")])
        let store = SchemaStore(pages: try fixture.pages("org.example.Sandboxed"), keyfile: sandbox.settingsKeyfile)
        #expect(store.value(forKey: "tab-width") == nil)

        try store.setValues([("tab-width", .integer(4)), ("theme", .string("dark")), ("printing/margins", .bool(false))])
        #expect(store.value(forKey: "tab-width") == .integer(4))
        #expect(try gsettings(fixture, config: sandbox.configFolder, ["get", "org.example.Sandboxed", "tab-width"]) == "uint32 4")
        #expect(try gsettings(fixture, config: sandbox.configFolder, ["get", "org.example.Sandboxed", "theme"]) == "'dark'")
        #expect(try gsettings(fixture, config: sandbox.configFolder, ["get", "org.example.Sandboxed.Printing", "margins"]) == "false")
        let file = try #require(FileManager.default.contents(atPath: sandbox.settingsKeyfile)).map { Character(UnicodeScalar($0)) }
        #expect(String(file).contains("[org/example/Sandboxed]"))

        // Refused values write nothing.
        #expect(throws: StoreError.self) { try store.setValue(.integer(99), forKey: "tab-width") }
        #expect(try gsettings(fixture, config: sandbox.configFolder, ["get", "org.example.Sandboxed", "tab-width"]) == "uint32 4")

        try store.setValue(nil, forKey: "tab-width")
        #expect(store.value(forKey: "tab-width") == nil)
        #expect(try gsettings(fixture, config: sandbox.configFolder, ["get", "org.example.Sandboxed", "tab-width"]) == "uint32 8")
    }

    @Test func aValueTheApplicationJustWroteIsKeptAndChangesArriveLive() throws {
        let fixture = try SchemaFixture(Self.schema)
        let sandbox = FlatpakSandboxFolder(id: "org.example.Sandboxed", environment: ["HOME": fixture.folder.file("home")])
        let store = SchemaStore(pages: try fixture.pages("org.example.Sandboxed"), keyfile: sandbox.settingsKeyfile)
        try store.setValue(.bool(true), forKey: "spell")
        let recorder = ChangeRecorder(store)

        // The application writes, and before this store's file monitor has told it (no main loop
        // has run), this store writes another key: the whole file is written by GLib, from what
        // the writer read.
        _ = try gsettings(fixture, config: sandbox.configFolder, ["set", "org.example.Sandboxed", "theme", "'dark'"])
        try store.setValue(.integer(2), forKey: "tab-width")
        #expect(try gsettings(fixture, config: sandbox.configFolder, ["get", "org.example.Sandboxed", "theme"]) == "'dark'")
        #expect(try gsettings(fixture, config: sandbox.configFolder, ["get", "org.example.Sandboxed", "tab-width"]) == "uint32 2")
        #expect(try gsettings(fixture, config: sandbox.configFolder, ["get", "org.example.Sandboxed", "spell"]) == "true")

        // What the application wrote arrives as a change, through GLib's file monitor.
        #expect(iterateMainContext(for: 10) { store.value(forKey: "theme") == .string("dark") })
        #expect(recorder.events.contains { $0.contains("theme") })
    }

    /// GLib's keyfile backend parses a value anew at each read: reading every key again
    /// (`flush`) when nothing changed, or after the application changed one key, reports no
    /// change of the others (`HeldVariant.same` compares the values' bytes, not the references
    /// GLib hands out; the values are no longer made into row values on opening to compare).
    @Test func aValueReadAgainUnchangedIsNoChange() throws {
        let fixture = try SchemaFixture(Self.schema)
        let sandbox = FlatpakSandboxFolder(id: "org.example.Sandboxed", environment: ["HOME": fixture.folder.file("home")])
        _ = try gsettings(fixture, config: sandbox.configFolder, ["set", "org.example.Sandboxed", "theme", "'dark'"])
        _ = try gsettings(fixture, config: sandbox.configFolder, ["set", "org.example.Sandboxed", "tab-width", "4"])
        let store = SchemaStore(pages: try fixture.pages("org.example.Sandboxed"), keyfile: sandbox.settingsKeyfile)
        let recorder = ChangeRecorder(store)
        try store.flush()
        #expect(recorder.events.isEmpty)

        _ = try gsettings(fixture, config: sandbox.configFolder, ["set", "org.example.Sandboxed", "spell", "true"])
        #expect(iterateMainContext(for: 10) { store.value(forKey: "spell") == .bool(true) })
        try store.flush()
        #expect(recorder.events == [["spell"]])
        #expect(store.allValues == ["theme": .string("dark"), "tab-width": .integer(4), "spell": .bool(true)])
    }
}
