import Foundation
import XCTest

/// `dump`, `list`, `get`, `set`, `reset` and `watch` with `--app ID` of an application whose
/// settings are its GSettings schemas, on the pages the window opens (`SchemaPages.open(application:in:)`),
/// and `SCHEMA_ID:key` of a bundle application's other schemas: against the real dconf service
/// on a private D-Bus session (`DconfSession`), read back with `gsettings get`. Fixture desktop
/// entries and schemas in the sandbox's `XDG_DATA_DIRS`.
final class ApplicationSchemaCommandTests: XCTestCase {
    static let clock = "org.example.Clock"
    static let alarms = "org.example.clock.alarms"
    static let world = "org.example.clock.world"
    static let notes = "org.example.Notes"

    /// A sandbox whose data folder (`share`, its `XDG_DATA_DIRS`) holds `schemas`, compiled,
    /// with a dconf of its own.
    private func session(installing schemas: String) throws -> (Sandbox, DconfSession, share: String) {
        let sandbox = try Sandbox()
        let share = sandbox.root + "/share"
        sandbox.extraEnvironment["XDG_DATA_DIRS"] = share
        sandbox.extraEnvironment["XDG_DATA_HOME"] = sandbox.root + "/local"
        let dconf = try DconfSession(sandbox)
        try sandbox.write(schemas, to: share + "/glib-2.0/schemas/fixture.gschema.xml")
        let compiled = try dconf.run("/usr/bin/glib-compile-schemas", "--strict", share + "/glib-2.0/schemas")
        XCTAssertEqual(compiled.status, 0, compiled.description)
        return (sandbox, dconf, share)
    }

    /// The Clock owns three schemas (an index page over them), each with a `volume`: its own,
    /// its `<child>` alarms (shown once, as that child's page) and the world clock's; the Notes
    /// one with a relocatable `<child>`; the Editor a bundle and a schema its bundle does not
    /// show; the Mail two, each with the same relocatable schema as a `<child>`; the Desktop
    /// entry two desktop-wide schemas.
    private func installed() throws -> (Sandbox, DconfSession) {
        let (sandbox, dconf, share) = try session(installing: """
            <schemalist>
              <schema id="org.example.Clock" path="/org/example/clock/">
                <key name="seconds" type="b"><default>false</default></key>
                <key name="volume" type="i"><range min="0" max="10"/><default>5</default></key>
                <key name="window-size" type="(ii)"><default>(600, 400)</default></key>
                <child name="alarms" schema="org.example.clock.alarms"/>
              </schema>
              <schema id="org.example.clock.world" path="/org/example/clock/world/">
                <key name="volume" type="i"><default>1</default></key>
              </schema>
              <schema id="org.example.clock.alarms" path="/org/example/clock/alarms/">
                <key name="snooze" type="i"><default>5</default></key>
                <key name="volume" type="i"><default>3</default></key>
              </schema>
              <schema id="org.example.Notes" path="/org/example/notes/">
                <key name="font-size" type="i"><range min="6" max="72"/><default>12</default></key>
                <child name="sync" schema="org.example.Notes.Sync"/>
              </schema>
              <schema id="org.example.Notes.Sync">
                <key name="interval" type="i"><default>10</default></key>
              </schema>
              <schema id="org.example.Mail" path="/org/example/mail/"><child name="inbox" schema="org.example.Mail.Folder"/></schema>
              <schema id="org.example.mail.archive" path="/org/example/mail/archive/"><child name="folder" schema="org.example.Mail.Folder"/></schema>
              <schema id="org.example.Mail.Folder"><key name="unread" type="i"><default>0</default></key></schema>
              <schema id="org.example.editor.spell" path="/org/example/editor/spell/">
                <key name="language" type="s"><default>'en'</default></key>
              </schema>
              <schema id="org.gnome.desktop.interface" path="/org/gnome/desktop/interface/">
                <key name="clock-format" type="s"><default>'24h'</default></key>
              </schema>
              <schema id="org.gnome.desktop.sound" path="/org/gnome/desktop/sound/">
                <key name="event-sounds" type="b"><default>true</default></key>
              </schema>
            </schemalist>
            """)
        for (id, name) in [(Self.clock, "Clock"), (Self.notes, "Notes"), ("org.example.Mail", "Mail"), ("org.example.Editor", "Editor")] {
            try sandbox.write("[Desktop Entry]\nType=Application\nExec=\(name.lowercased())\nName=\(name)\n", to: share + "/applications/\(id).desktop")
        }
        try FixtureBundle.write(pages: FixtureBundle.standardPages, groupContainer: nil,
                                to: share + "/bundle-settings/apps/org.example.Editor/Settings.bundle")
        return (sandbox, dconf)
    }

    func testKeysAreNamedAsThePagesNameThemBySchemaOrBareWhereUnambiguous() throws {
        let (sandbox, dconf) = try installed()
        // Bare, where one of the schemas alone has the key (the quick path of get and set); the
        // alarms' snooze is one key, though its schema is also the Clock's <child>.
        XCTAssertEqual(try sandbox.runRaw(["set", "--app", Self.clock, "seconds", "on"]).status, 0)
        XCTAssertEqual(try dconf.run("gsettings", "get", Self.clock, "seconds").stdout, "true\n")
        // SCHEMA_ID:key, and the index page's SCHEMA_ID/key.
        XCTAssertEqual(try sandbox.runRaw(["set", "--app", Self.clock, Self.alarms + ":snooze", "9"]).status, 0)
        XCTAssertEqual(try dconf.run("gsettings", "get", Self.alarms, "snooze").stdout, "9\n")
        XCTAssertEqual(try sandbox.runRaw(["get", "--app", Self.clock, Self.clock + "/alarms/snooze"]).line, "9")
        XCTAssertEqual(try sandbox.runRaw(["get", "--app", Self.clock, "--json", "snooze"]).line, "9")
        try dconf.run("gsettings", "set", Self.alarms, "volume", "7")
        XCTAssertEqual(try sandbox.runRaw(["get", "--app", Self.clock, Self.alarms + ":volume"]).line, "7")
        // Three schemas have a volume: refused, naming each.
        let ambiguous = try sandbox.runRaw(["get", "--app", Self.clock, "volume"])
        XCTAssertEqual(ambiguous.status, 1, ambiguous.description)
        XCTAssert(ambiguous.stderr.contains("volume is a key of several of \(Self.clock)'s GSettings schemas: name one of "
                                            + "\(Self.clock):volume, \(Self.world):volume, \(Self.alarms):volume."), ambiguous.stderr)
        XCTAssertEqual(try sandbox.runRaw(["set", "--app", Self.clock, "volume", "1"]).status, 1)
        XCTAssertEqual(try dconf.run("dconf", "read", "/org/example/clock/volume").stdout, "", "nothing written")
        // A relocatable schema at two paths: its ID names neither, its pages' names do.
        let folders = try sandbox.runRaw(["get", "--app", "org.example.Mail", "unread"])
        XCTAssertEqual(folders.status, 1, folders.description)
        XCTAssert(folders.stderr.contains("name one of org.example.Mail/inbox/unread, org.example.mail.archive/folder/unread."), folders.stderr)
        XCTAssertEqual(try sandbox.runRaw(["set", "--app", "org.example.Mail", "org.example.mail.archive/folder/unread", "3"]).status, 0)
        XCTAssertEqual(try dconf.run("gsettings", "get", "org.example.Mail.Folder:/org/example/mail/archive/folder/", "unread").stdout, "3\n")
        // State the pages leave out is reached by its name.
        XCTAssertEqual(try sandbox.runRaw(["get", "--app", Self.clock, "window-size"]).line, "(600, 400)")

        // One schema: its keys bare, a child's as CHILD/key, by its own ID, or bare.
        XCTAssertEqual(try sandbox.runRaw(["set", "--app", Self.notes, "font-size", "20"]).status, 0)
        XCTAssertEqual(try dconf.run("gsettings", "get", Self.notes, "font-size").stdout, "20\n")
        XCTAssertEqual(try sandbox.runRaw(["set", "--app", Self.notes, "interval", "30"]).status, 0)
        XCTAssertEqual(try dconf.run("gsettings", "get", Self.notes + ".Sync:/org/example/notes/sync/", "interval").stdout, "30\n")
        XCTAssertEqual(try sandbox.runRaw(["get", "--app", Self.notes, "sync/interval"]).line, "30")
        XCTAssertEqual(try sandbox.runRaw(["set", "--app", Self.notes, Self.notes + ".Sync:interval", "40"]).status, 0)
        XCTAssertEqual(try dconf.run("gsettings", "get", Self.notes + ".Sync:/org/example/notes/sync/", "interval").stdout, "40\n")

        // The Desktop entry's schemas, by area.
        XCTAssertEqual(try sandbox.runRaw(["set", "--app", "desktop", "clock-format", "12h"]).status, 0)
        XCTAssertEqual(try dconf.run("gsettings", "get", "org.gnome.desktop.interface", "clock-format").stdout, "'12h'\n")
        XCTAssertEqual(try sandbox.runRaw(["get", "--app", "desktop", "org.gnome.desktop.interface/clock-format"]).line, "12h")

        // Reset, by any of the names.
        XCTAssertEqual(try sandbox.runRaw(["reset", "--app", Self.clock, "snooze", Self.clock + ":seconds"]).status, 0)
        XCTAssertEqual(try dconf.run("dconf", "read", "/org/example/clock/alarms/snooze").stdout, "")
        XCTAssertEqual(try dconf.run("dconf", "read", "/org/example/clock/seconds").stdout, "")
        // Their values are in GSettings: a store is no place for them.
        let store = try sandbox.runRaw(["get", "--app", Self.clock, "--store", sandbox.root + "/s.ini", "seconds"])
        XCTAssertEqual(store.status, 64, store.description)
        XCTAssert(store.stderr.contains("\(Self.clock) keeps its settings in its GSettings schemas"), store.stderr)
    }

    func testSetRefusesWhatTheKeyRefusesNamingItsSchemaAndWritesNothing() throws {
        let (sandbox, dconf) = try installed()
        let set = try sandbox.runRaw(["set", "--app", Self.clock, Self.clock + ":volume", "40"])
        XCTAssertEqual(set.status, 1, set.description)
        XCTAssert(set.stderr.contains("\(Self.clock): volume refuses the value"), set.stderr)
        XCTAssert(set.stderr.contains("from 0 to 10"), set.stderr)
        XCTAssertEqual(try dconf.run("dconf", "read", "/org/example/clock/volume").stdout, "", "nothing written")
        let child = try sandbox.runRaw(["set", "--app", Self.notes, "interval", "many"])
        XCTAssertEqual(child.status, 1, child.description)
        XCTAssert(child.stderr.contains("\(Self.notes).Sync: interval refuses the value"), child.stderr)
        XCTAssertEqual(try dconf.run("dconf", "read", "/org/example/notes/sync/interval").stdout, "", "nothing written")
    }

    func testListDumpAndResetAllShowThePagesAsTheWindowOpensThem() throws {
        let (sandbox, dconf) = try installed()
        try dconf.run("gsettings", "set", Self.alarms, "snooze", "8")
        try dconf.run("gsettings", "set", Self.clock, "window-size", "(1, 1)")
        let list = try sandbox.runRaw(["list", "--app", Self.clock])
        XCTAssertEqual(list.status, 0, list.description)
        // The keys as the index page names them; the window's size is state.
        for line in ["# domain \(Self.clock)\n", "\(Self.clock)/alarms/snooze = 8  [user]", "\(Self.clock)/seconds = false  [default]"] {
            XCTAssert(list.stdout.contains(line), list.stdout)
        }
        XCTAssertFalse(list.stdout.contains("window-size"), list.stdout)
        let all = try sandbox.runRaw(["list", "--app", Self.clock, "--all", "--json"])
        XCTAssertEqual(Set(try all.listedKeys()), ["\(Self.clock)/seconds", "\(Self.clock)/volume", "\(Self.clock)/window-size",
                                   "\(Self.clock)/alarms/snooze", "\(Self.clock)/alarms/volume", "\(Self.world)/volume"])

        let dump = try sandbox.runRaw(["dump", "--app", "desktop"])
        XCTAssertEqual(dump.status, 0, dump.description)
        let pages = try XCTUnwrap((try dump.json() as? [String: Any])?["pages"] as? [[String: Any]])
        let text = String(describing: pages)
        XCTAssert(text.contains("org.gnome.desktop.interface/clock-format"), text)
        XCTAssert(text.contains("org.gnome.desktop.sound/event-sounds"), text)

        // --all resets what the pages show, as Restore Defaults does: the window's size stays.
        XCTAssertEqual(try sandbox.runRaw(["reset", "--app", Self.clock, "--all"]).status, 0)
        XCTAssertEqual(try dconf.run("dconf", "read", "/org/example/clock/alarms/snooze").stdout, "")
        XCTAssertEqual(try dconf.run("dconf", "read", "/org/example/clock/window-size").stdout, "(1, 1)\n")
    }

    func testWatchShowsWhatGsettingsSetsElsewhere() throws {
        let (sandbox, dconf) = try installed()
        let watch = try WatchProcess(sandbox, arguments: ["--app", Self.clock], onBundle: false)
        XCTAssertEqual(watch.waitUntilReady(), "gsettings:" + Self.clock, watch.stderrText)
        try dconf.run("gsettings", "set", Self.clock, "window-size", "(1, 1)")
        try dconf.run("gsettings", "set", Self.alarms, "snooze", "7")
        let line = watch.waitForLine { $0["key"] as? String == Self.clock + "/alarms/snooze" }
        XCTAssertEqual(line?["value"] as? Int, 7, "\(watch.lines)")
        XCTAssertEqual(line?["source"] as? String, "user")
        XCTAssertFalse(watch.lines.contains { $0.contains("window-size") }, "\(watch.lines)")
        XCTAssertEqual(watch.stop()?.status, 0)
    }

    /// An application with a bundle is its bundle; its other schemas' keys are `SCHEMA_ID:key`.
    func testABundleApplicationsOtherSchemasAreReachedBySchemaID() throws {
        let (sandbox, dconf) = try installed()
        XCTAssertEqual(try sandbox.runRaw(["get", "--app", "org.example.Editor", "count"]).line, "10")
        let set = try sandbox.runRaw(["set", "--app", "org.example.Editor", "org.example.editor.spell:language", "de"])
        XCTAssertEqual(set.status, 0, set.description)
        XCTAssertEqual(try dconf.run("gsettings", "get", "org.example.editor.spell", "language").stdout, "'de'\n")
        XCTAssertEqual(try sandbox.runRaw(["get", "--app", "org.example.Editor", "org.example.editor.spell:language"]).line, "de")
        XCTAssertEqual(try sandbox.runRaw(["reset", "--app", "org.example.Editor", "org.example.editor.spell:language"]).status, 0)
        XCTAssertEqual(try dconf.run("dconf", "read", "/org/example/editor/spell/language").stdout, "")
        // A schema that is not the application's stays a bundle key name.
        XCTAssertEqual(try sandbox.runRaw(["get", "--app", "org.example.Editor", "org.example.Clock:seconds"]).status, 1)
        XCTAssertEqual(try sandbox.runRaw(["list", "--app", "org.example.Editor", "--json"]).status, 0)
    }

    /// An application's summaries follow `--language` as a bundle's strings do, through its
    /// schema's gettext domain: compiled here with msgfmt into the data folder's `locale`, where
    /// an application installed there binds it (`SchemaTextDomains`). The command line's own
    /// words stay English, and without `--language` (a C locale) so do the summaries.
    func testSummariesFollowTheLanguageOption() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/msgfmt") else { throw XCTSkip("needs msgfmt (Debian package gettext)") }
        let (sandbox, dconf, share) = try session(installing: """
            <schemalist gettext-domain="bs-test-clock">
              <schema id="org.example.Clock" path="/org/example/clock/">
                <key name="seconds" type="b"><default>false</default><summary>Show seconds</summary></key>
                <key name="tick" type="b"><default>false</default><summary>Tick every minute</summary></key>
              </schema>
            </schemalist>
            """)
        try sandbox.write("[Desktop Entry]\nType=Application\nExec=clock\nName=Clock\n", to: share + "/applications/\(Self.clock).desktop")
        let catalog = share + "/locale/de/LC_MESSAGES"
        try sandbox.write("""
            msgid ""
            msgstr "Content-Type: text/plain; charset=UTF-8\\n"

            msgid "Show seconds"
            msgstr "Sekunden anzeigen"

            msgid "Tick every minute"
            msgstr "Jede Minute ticken (ä)"
            """, to: sandbox.root + "/de.po")
        try FileManager.default.createDirectory(atPath: catalog, withIntermediateDirectories: true)
        XCTAssertEqual(try dconf.run("/usr/bin/msgfmt", "-o", catalog + "/bs-test-clock.mo", sandbox.root + "/de.po").status, 0)

        let german = try sandbox.runRaw(["dump", "--app", Self.clock, "--language", "de"])
        XCTAssertEqual(german.status, 0, german.description)
        XCTAssert(german.stdout.contains("Sekunden anzeigen"), german.stdout)
        XCTAssert(german.stdout.contains("Jede Minute ticken (ä)"), "in UTF-8 under a C locale: \(german.stdout)")
        let schema = try sandbox.runRaw(["dump", "--schema", Self.clock, "--language", "de"])
        XCTAssert(schema.stdout.contains("Sekunden anzeigen"), schema.description)
        let english = try sandbox.runRaw(["dump", "--app", Self.clock])
        XCTAssert(english.stdout.contains("Show seconds"), english.stdout)
        // Our own words stay English, whatever the language of the texts.
        let refused = try sandbox.runRaw(["set", "--app", Self.clock, "--language", "de", "seconds", "maybe"])
        XCTAssertEqual(refused.status, 1, refused.description)
        XCTAssert(refused.stderr.contains("refuses the value"), refused.stderr)
    }
}
