import Foundation
import Testing
@testable import SettingsKit

/// Flatpak applications in the hub's catalogue: a bundle or schemas in a deployment are listed
/// with the deployment's desktop entry, beside a host application of the same ID, and their
/// values go to the sandbox's `~/.var/app/APP_ID`.
@MainActor @Suite(.serialized) struct FlatpakCatalogTests {
    private static let schema = """
    <schemalist>
      <schema id="org.example.Notes" path="/org/example/Notes/">
        <key name="font-size" type="u"><default>12</default><range min="6" max="72"/><summary>Font Size</summary></key>
      </schema>
      <schema id="org.gnome.desktop.copied" path="/org/gnome/desktop/copied/">
        <key name="x" type="b"><default>false</default></key>
      </schema>
    </schemalist>
    """

    /// Deploys `id` in the fixture's system installation with `metadata`, and returns the
    /// deployment's `files/share`, relative.
    @discardableResult
    private func deploy(_ fixture: ApplicationFixture, _ id: String, metadata: String = "[Application]\nname=x\n") throws -> String {
        let branch = "flatpak-system/app/" + id + "/x86_64/stable"
        fixture.files.text(branch + "/c0ffee/metadata", metadata)
        fixture.files.folder(branch + "/c0ffee/files/share")
        try FileManager.default.createSymbolicLink(atPath: fixture.path(branch + "/active"), withDestinationPath: "c0ffee")
        try FileManager.default.createSymbolicLink(atPath: fixture.path("flatpak-system/app/" + id + "/current"), withDestinationPath: "x86_64/stable")
        return branch + "/c0ffee/files/share"
    }

    @Test func flatpakApplicationsAreListedBesideTheHostsWithTheirOwnStores() throws {
        let fixture = ApplicationFixture()
        // A host application and a Flatpak one of the same ID, both with bundles.
        fixture.install("org.example.Mixer")
        fixture.desktopEntry("org.example.Mixer", name: "Mixer")
        let mixer = try deploy(fixture, "org.example.Mixer")
        fixture.install("org.example.Mixer", in: mixer, rowTitle: "Loudness")
        fixture.desktopEntry("org.example.Mixer", in: mixer, name: "Mixer")
        // A Flatpak application whose settings are its schemas, sandboxed without dconf.
        let notes = try deploy(fixture, "org.example.Notes")
        let compiled = try GSettingsSchemaWriterTests.compile(Self.schema, id: "org.example.Notes", in: fixture.path(notes + "/glib-2.0/schemas"))
        #expect(compiled.status == 0)
        fixture.desktopEntry("org.example.Notes", in: notes, name: "Notes", "Icon=org.example.Notes")
        // Deployed, but with no settings: not listed.
        try deploy(fixture, "org.example.Plain")

        let catalog = fixture.scan()
        #expect(catalog.applications.map(\.id) == ["org.example.Mixer", "flatpak:org.example.Mixer", "org.example.Notes"])
        let host = try #require(catalog.application(id: "org.example.Mixer"))
        #expect(host.flatpak == nil)
        let sandboxed = try #require(catalog.application(id: "flatpak:org.example.Mixer"))
        #expect(sandboxed.displayName == "Mixer")
        #expect(sandboxed.bundlePath?.hasSuffix("/files/share/bundle-settings/apps/org.example.Mixer") == true)
        let notesApp = try #require(catalog.application(id: "org.example.Notes"))
        // The desktop's schema a deployment carries is not the application's.
        #expect(notesApp.schemas == ["org.example.Notes"])
        #expect(notesApp.bundlePath == nil)
        #expect(notesApp.icon == "org.example.Notes")
        #expect(notesApp.flatpak?.gsettingsHome == fixture.path("home/.var/app/org.example.Notes/config/glib-2.0/settings/keyfile"))

        // The search finds a key of its deployment's own schemas (none of the host's are installed).
        let search = ApplicationSearchIndex(applications: catalog.applications, languages: ["en"], schemas: nil)
        #expect(search.search("font size").results.map(\.pathParts) == [["Notes", "Font Size"]])
        #expect(search.search("loudness").results.map(\.pathParts) == [["Mixer", "Loudness"]], "the Flatpak bundle's row")

        // `--app` finds each by its catalogue ID.
        #expect(ApplicationCatalog.find(id: "flatpak:org.example.Mixer", environment: fixture.environment, languages: ["en"]).application?.flatpak != nil)
        #expect(ApplicationCatalog.find(id: "org.example.Mixer", environment: fixture.environment, languages: ["en"]).application?.flatpak == nil)
        #expect(ApplicationCatalog.find(id: "org.example.Notes", environment: fixture.environment, languages: ["en"]).application?.schemas == ["org.example.Notes"])

        // The Flatpak bundle's values go to the sandbox's XDG_CONFIG_HOME, the host's to ~/.config.
        let bundle = SettingsBundle(location: try BundleLocation.resolve(try #require(sandboxed.bundlePath)).get(), languages: ["en"])
        let controller = sandboxed.sessionSetup(watchesStore: false).openController(for: bundle, environment: fixture.environment)
        #expect(controller.store.location.path == fixture.path("home/.var/app/org.example.Mixer/config/org.example.Mixer/settings.ini"))
        let hostBundle = SettingsBundle(location: try BundleLocation.resolve(try #require(host.bundlePath)).get(), languages: ["en"])
        let hostController = host.sessionSetup(watchesStore: false).openController(for: hostBundle, environment: fixture.environment)
        #expect(hostController.store.location.path == fixture.path("home/.config/org.example.Mixer/settings.ini"))

        // The schema application's values are written in its sandbox's keyfile.
        let pages = try SchemaPages.open(application: notesApp, in: try #require(notesApp.flatpak?.installedSchemas())).get()
        let schemaController = notesApp.sessionSetup(watchesStore: false).openController(for: pages)
        try schemaController.store.setValue(.integer(20), forKey: "font-size")
        let keyfile = try String(contentsOfFile: fixture.path("home/.var/app/org.example.Notes/config/glib-2.0/settings/keyfile"), encoding: .utf8)
        #expect(keyfile.contains("[org/example/Notes]"))
        #expect(keyfile.contains("font-size=20"))
    }

    @Test func anApplicationWhoseSandboxLeadsOutIsNotListed() throws {
        let fixture = ApplicationFixture()
        let notes = try deploy(fixture, "org.example.Notes")
        #expect(try GSettingsSchemaWriterTests.compile(Self.schema, id: "org.example.Notes", in: fixture.path(notes + "/glib-2.0/schemas")).status == 0)
        // `config` in its sandbox is a link to a folder outside it (made by the test).
        fixture.files.folder("elsewhere")
        fixture.files.folder("home/.var/app/org.example.Notes")
        try FileManager.default.createSymbolicLink(atPath: fixture.path("home/.var/app/org.example.Notes/config"), withDestinationPath: fixture.path("elsewhere"))
        let catalog = fixture.scan()
        #expect(catalog.applications.isEmpty)
        #expect(catalog.diagnostics.contains { $0.message.contains("org.example.Notes is not listed") })
    }

    @Test func aFlatpakBundleKeepingItsValuesInGSettingsWritesTheSandboxsKeyfile() throws {
        let fixture = ApplicationFixture()
        let notes = try deploy(fixture, "org.example.Notes")
        #expect(try GSettingsSchemaWriterTests.compile(Self.schema, id: "org.example.Notes", in: fixture.path(notes + "/glib-2.0/schemas")).status == 0)
        fixture.files.page(notes + "/bundle-settings/apps/org.example.Notes/Settings.bundle/Root.plist",
                           [["Type": "PSTextFieldSpecifier", "Title": "Font Size", "Key": "font-size", "DefaultValue": "12"]])
        fixture.files.text(notes + "/bundle-settings/apps/org.example.Notes/store.ini", "[Store]\nBackend=gsettings\nSchemaId=org.example.Notes\n")
        let application = try #require(fixture.scan().application(id: "org.example.Notes"))
        #expect(application.store == .gsettings(GSettingsAddress(schemaID: "org.example.Notes")))
        let bundle = SettingsBundle(location: try BundleLocation.resolve(try #require(application.bundlePath)).get(), languages: ["en"])
        let controller = application.sessionSetup(watchesStore: false).openController(for: bundle, environment: fixture.environment)
        #expect(controller.store.loadError == nil)
        // The application writes meanwhile; neither write is lost.
        let keyfile = fixture.path("home/.var/app/org.example.Notes/config/glib-2.0/settings/keyfile")
        fixture.files.text("home/.var/app/org.example.Notes/config/glib-2.0/settings/keyfile", "[org/example/Notes]\nother='kept'\n")
        try controller.store.setValue(.integer(20), forKey: "font-size")
        let text = try String(contentsOfFile: keyfile, encoding: .utf8)
        #expect(text.contains("font-size=20"))
        #expect(text.contains("other='kept'"))
        #expect(controller.store.value(forKey: "font-size") == .integer(20))
    }

    /// A bundle key `CHILD/KEY` lives in the child's schema (`GSettingsTreeStore`), found among
    /// the deployment's own schemas, and is written at the child's path in the sandbox's keyfile,
    /// where the application's GLib reads it.
    @Test func aFlatpakGSettingsBundlesChildSchemasAreFollowedIntoTheSandboxsKeyfile() throws {
        let tree = """
        <schemalist>
          <schema id="org.example.Notes" path="/org/example/Notes/">
            <key name="font-size" type="u"><default>12</default><range min="6" max="72"/></key>
            <child name="printing" schema="org.example.Notes.Printing"/>
          </schema>
          <schema id="org.example.Notes.Printing" path="/org/example/Notes/printing/">
            <key name="margins" type="b"><default>true</default></key>
          </schema>
        </schemalist>
        """
        let fixture = ApplicationFixture()
        let notes = try deploy(fixture, "org.example.Notes")
        let schemas = fixture.path(notes + "/glib-2.0/schemas")
        #expect(try GSettingsSchemaWriterTests.compile(tree, id: "org.example.Notes", in: schemas).status == 0)
        fixture.files.page(notes + "/bundle-settings/apps/org.example.Notes/Settings.bundle/Root.plist",
                           [["Type": "PSTextFieldSpecifier", "Title": "Font Size", "Key": "font-size", "DefaultValue": "12"],
                            ["Type": "PSToggleSwitchSpecifier", "Title": "Margins", "Key": "printing/margins", "DefaultValue": true]])
        fixture.files.text(notes + "/bundle-settings/apps/org.example.Notes/store.ini", "[Store]\nBackend=gsettings\nSchemaId=org.example.Notes\n")
        let application = try #require(fixture.scan().application(id: "org.example.Notes"))
        let bundle = SettingsBundle(location: try BundleLocation.resolve(try #require(application.bundlePath)).get(), languages: ["en"])
        let controller = application.sessionSetup(watchesStore: false).openController(for: bundle, environment: fixture.environment)
        #expect(controller.store.loadError == nil)
        #expect(controller.store.diagnostics.isEmpty, "\(controller.store.diagnostics)")

        try controller.store.setValues([("printing/margins", .bool(false)), ("font-size", .integer(20))])
        #expect(controller.store.value(forKey: "printing/margins") == .bool(false))
        let config = fixture.path("home/.var/app/org.example.Notes/config")
        #expect(try SchemaKeyfileStoreTests.gsettings(schemas: schemas, config: config, ["get", "org.example.Notes.Printing", "margins"]) == "false")
        #expect(try SchemaKeyfileStoreTests.gsettings(schemas: schemas, config: config, ["get", "org.example.Notes", "font-size"]) == "uint32 20")
        let keyfile = try String(contentsOfFile: config + "/glib-2.0/settings/keyfile", encoding: .utf8)
        #expect(keyfile.contains("[org/example/Notes/printing]"), "the child's path, as GLib's keyfile backend writes it: \(keyfile)")

        // The application changes the child's key: the store sees it.
        _ = try SchemaKeyfileStoreTests.gsettings(schemas: schemas, config: config, ["set", "org.example.Notes.Printing", "margins", "true"])
        #expect(iterateMainContext(for: 10) { controller.store.value(forKey: "printing/margins") == .bool(true) })
    }
}
