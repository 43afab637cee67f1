import Foundation
import Testing

/// The command line knows installed applications: `apps` lists them, `--app ID` opens one
/// wherever `--bundle` works, with the bundle, domain and store the hub uses. Fixture data folders
/// (`XDG_DATA_HOME`, `XDG_DATA_DIRS`) with desktop entries, icons and bundles, inside the sandbox.
@Suite struct ApplicationCommandTests {
    /// `share` (XDG_DATA_DIRS) holds an Editor with a desktop entry and icon, and a Viewer with
    /// neither; `local` (XDG_DATA_HOME) the user's own copy of the Viewer.
    private func installed() throws -> Sandbox {
        let sandbox = try Sandbox()
        let system = sandbox.root + "/share", user = sandbox.root + "/local"
        sandbox.extraEnvironment["XDG_DATA_DIRS"] = system
        sandbox.extraEnvironment["XDG_DATA_HOME"] = user
        try FixtureBundle.write(pages: FixtureBundle.standardPages, groupContainer: nil,
                                to: system + "/bundle-settings/apps/org.example.Editor/Settings.bundle")
        try sandbox.write("[Desktop Entry]\nType=Application\nExec=editor\nName=Editor\nName[de]=Bearbeiter\nIcon=org.example.Editor\nKeywords=text;\n",
                          to: system + "/applications/org.example.Editor.desktop")
        try sandbox.write("PNG", to: system + "/icons/hicolor/48x48/apps/org.example.Editor.png")
        try writePage(["Title": "Viewer Title", "PreferenceSpecifiers": [
            ["Type": "PSToggleSwitchSpecifier", "Title": "System Toggle", "Key": "system_only", "DefaultValue": true],
        ]], to: system + "/bundle-settings/apps/org.example.Viewer/Settings.bundle/Root.plist")
        try writePage(["Title": "My Viewer", "PreferenceSpecifiers": [
            ["Type": "PSToggleSwitchSpecifier", "Title": "User Toggle", "Key": "user_only", "DefaultValue": false],
        ]], to: user + "/bundle-settings/apps/org.example.Viewer/Settings.bundle/Root.plist")
        return sandbox
    }

    private func writePage(_ page: [String: Any], to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try PropertyListSerialization.data(fromPropertyList: page, format: .xml, options: 0).write(to: URL(fileURLWithPath: path))
    }

    @Test func appsListsTheInstalledApplications() throws {
        let sandbox = try installed()
        let outcome = try sandbox.runRaw(["apps", "--json"])
        #expect(outcome.status == 0, "\(outcome)")
        let list = try #require(try outcome.json() as? [[String: Any]])
        #expect(list.map { $0["id"] as? String } == ["org.example.Editor", "org.example.Viewer"])
        #expect(list.map { $0["name"] as? String } == ["Editor", "My Viewer"])
        #expect(list[0]["bundle"] as? String == sandbox.root + "/share/bundle-settings/apps/org.example.Editor")
        #expect(list[0]["icon"] as? String == "org.example.Editor")
        #expect(list[0]["store"] as? String == "keyfile")
        #expect(list[0]["keywords"] as? [String] == ["text"])
        #expect(list[1]["bundle"] as? String == sandbox.root + "/local/bundle-settings/apps/org.example.Viewer",
                "the user's copy overrides the system's")
        #expect(list[1]["icon"] == nil)

        let german = try sandbox.runRaw(["apps", "--language", "de"])
        #expect(german.stdout == "org.example.Editor\tBearbeiter\t\(sandbox.root)/share/bundle-settings/apps/org.example.Editor\tkeyfile\n"
                + "org.example.Viewer\tMy Viewer\t\(sandbox.root)/local/bundle-settings/apps/org.example.Viewer\tkeyfile\n")
        let diagnostics = try sandbox.runRaw(["apps", "--diagnostics"])
        #expect(diagnostics.stdout.contains("share/bundle-settings/apps/org.example.Viewer::: note: The copy in \(sandbox.root)/local overrides this one."))
    }

    /// An application whose desktop entry owns an installed schema is listed with its schemas
    /// and no bundle; the schemas no application owns are the Desktop entry, listed first.
    @Test func appsListsTheApplicationsOfInstalledSchemasAndTheDesktop() throws {
        let sandbox = try installed()
        let schemas = sandbox.root + "/share/glib-2.0/schemas"
        try sandbox.write("""
            <schemalist>
              <schema id="org.example.Clock" path="/org/example/clock/"><key name="seconds" type="b"><default>false</default></key></schema>
              <schema id="org.example.clock.alarms" path="/org/example/clock/alarms/"><key name="snooze" type="i"><default>5</default></key></schema>
              <schema id="org.gnome.desktop.interface" path="/org/gnome/desktop/interface/"><key name="clock-format" type="s"><default>'24h'</default></key></schema>
            </schemalist>
            """, to: schemas + "/fixture.gschema.xml")
        #expect(try Outcome.ofTool("/usr/bin/glib-compile-schemas", ["--strict", schemas], environment: [:], in: sandbox.root).status == 0)
        try sandbox.write("[Desktop Entry]\nType=Application\nExec=clock\nName=Clock\n", to: sandbox.root + "/share/applications/org.example.Clock.desktop")
        let outcome = try sandbox.runRaw(["apps", "--json"])
        #expect(outcome.status == 0, "\(outcome)")
        let list = try #require(try outcome.json() as? [[String: Any]])
        #expect(list.map { $0["id"] as? String } == ["desktop", "org.example.Clock", "org.example.Editor", "org.example.Viewer"])
        #expect(list[0]["name"] as? String == "Desktop")
        #expect(list[0]["schemas"] as? [String] == ["org.gnome.desktop.interface"])
        #expect(list[1]["schemas"] as? [String] == ["org.example.Clock", "org.example.clock.alarms"])
        #expect(list[1]["bundle"] == nil, "no bundle")
        #expect(list[2]["schemas"] as? [String] == [], "a bundle without schemas")
        let text = try sandbox.runRaw(["apps"])
        #expect(text.stdout.contains("org.example.Clock\tClock\t-\tgsettings:org.example.Clock\n"), "\(text)")
        // Commands reading a bundle say what the application has instead (the value commands work
        // on its schemas: ApplicationSchemaCommandTests).
        let validate = try sandbox.runRaw(["validate", "--app", "org.example.Clock"])
        #expect(validate.status == 2)
        #expect(validate.stderr.contains("org.example.Clock has no Settings bundle: its settings are the GSettings schemas org.example.Clock, org.example.clock.alarms"), "\(validate)")
    }

    @Test func appOpensTheApplicationsBundleWithItsIDAsDomain() throws {
        let sandbox = try installed()
        #expect(try sandbox.runRaw(["set", "--app", "org.example.Editor", "count", "42"]).status == 0)
        let store = sandbox.configHome + "/org.example.Editor/settings.ini"
        #expect(String(decoding: FileManager.default.contents(atPath: store) ?? Data(), as: UTF8.self).contains("count=42"))
        #expect(try sandbox.runRaw(["get", "--app", "org.example.Editor", "count"]).line == "42")
        let list = try sandbox.runRaw(["list", "--app", "org.example.Editor", "--json"])
        #expect((try list.json() as? [String: Any])?["domain"] as? String == "org.example.Editor")
        #expect(try sandbox.runRaw(["reset", "--app", "org.example.Editor", "count"]).status == 0)
        #expect(try sandbox.runRaw(["get", "--app", "org.example.Editor", "count"]).line == "10")
        #expect(try sandbox.runRaw(["validate", "--app", "org.example.Editor"]).status == 0)
        let dump = try #require(try sandbox.runRaw(["dump", "--app", "org.example.Editor"]).json() as? [String: Any])
        #expect((dump["pages"] as? [[String: Any]])?.first?["title"] as? String == "Editor", "titled with the application's name")
        #expect(try sandbox.runRaw(["defaults", "--app", "org.example.Editor"]).stdout.contains("\"count\" : 10"))

        // The user's copy of the Viewer is the one opened.
        #expect(try sandbox.runRaw(["get", "--app", "org.example.Viewer", "user_only"]).line == "false")
        #expect(try sandbox.runRaw(["get", "--app", "org.example.Viewer", "system_only"]).status == 1)
    }

    @Test func anUnknownApplicationIsAClearErrorAndBundleExcludesApp() throws {
        let sandbox = try installed()
        let unknown = try sandbox.runRaw(["get", "--app", "org.example.Missing", "count"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("No installed application \"org.example.Missing\""))
        let window = try sandbox.runRaw(["--app", "org.example.Missing"])
        #expect(window.status == 2, "said before the display is looked for")
        #expect(window.stderr.contains("org.example.Missing"))
        let both = try sandbox.runRaw(["get", "--app", "org.example.Editor", "--bundle", sandbox.bundlePath, "count"])
        #expect(both.status == 64)
        #expect(both.stderr.contains("--app and --bundle exclude each other"))
    }

    @Test func theShellCompletesApplicationIDs() throws {
        let sandbox = try installed()
        // What the generated bash completion runs for `bundle-settings get --app <TAB>`.
        let outcome = try sandbox.runRaw(["---completion", "get", "--", "--app", "3", "0", "bundle-settings", "get", "--app", ""])
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.stdout.split(separator: "\n") == ["org.example.Editor", "org.example.Viewer"])
        let script = try sandbox.runRaw(["--generate-completion-script", "bash"])
        #expect(script.stdout.contains("---completion get -- --app"))
    }

    @Test func aGSettingsApplicationKeepsItsValuesInItsSchema() throws {
        let sandbox = try installed()
        let dconf = try DconfSession(sandbox)
        try sandbox.write("[Store]\nBackend=gsettings\nSchemaId=org.example.Editor\n",
                          to: sandbox.root + "/share/bundle-settings/apps/org.example.Editor/store.ini")
        let apps = try sandbox.runRaw(["apps"])
        #expect(apps.stdout.hasPrefix("org.example.Editor\tEditor\t\(sandbox.root)/share/bundle-settings/apps/org.example.Editor\tgsettings:org.example.Editor\n"))
        // The schema the application installs, named by its store.ini.
        let schema = try sandbox.runRaw(["schema", "--app", "org.example.Editor"])
        #expect(schema.status == 0, "\(schema)")
        #expect(schema.stdout.contains("<schema id=\"org.example.Editor\" path=\"/org/example/Editor/\""))
        try sandbox.write(schema.stdout, to: dconf.schemaDirectory + "/org.example.Editor.gschema.xml")
        #expect(try dconf.run("/usr/bin/glib-compile-schemas", "--strict", dconf.schemaDirectory).status == 0)

        #expect(try sandbox.runRaw(["set", "--app", "org.example.Editor", "enabled", "off"]).status == 0)
        #expect(try dconf.run("gsettings", "get", "org.example.Editor", "enabled").stdout == "false\n")
        try dconf.run("gsettings", "set", "org.example.Editor", "count", "100")
        #expect(try sandbox.runRaw(["get", "--app", "org.example.Editor", "count"]).line == "100")
        #expect(!FileManager.default.fileExists(atPath: sandbox.configHome + "/org.example.Editor/settings.ini"))
    }
}
