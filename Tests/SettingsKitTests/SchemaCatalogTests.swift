import CGLib
import Foundation
import Testing
@testable import SettingsKit

/// The catalogue lists the applications whose settings are installed GSettings schemas: fixture
/// desktop entries, and fixture schemas compiled into the fixture's data folder
/// (`system/glib-2.0/schemas`, found through its `XDG_DATA_DIRS` as GLib finds them).
@Suite struct SchemaCatalogTests {
    private static let schemas = """
    <schemalist>
      <schema id="org.example.Editor" path="/org/example/editor/">
        <key name="tab-width" type="u"><default>8</default><summary>Tab Width</summary></key>
      </schema>
      <schema id="org.example.editor.spell" path="/org/example/editor/spell/">
        <key name="language" type="s"><default>'en'</default></key>
      </schema>
      <schema id="org.example.editor.window-state" path="/org/example/editor/window-state/">
        <key name="window-width" type="i"><default>600</default></key>
      </schema>
      <schema id="org.example.Stored" path="/org/example/stored/">
        <key name="dark" type="b"><default>false</default></key>
      </schema>
      <schema id="org.example.Stored.extra" path="/org/example/stored/extra/">
        <key name="zoom" type="i"><default>1</default></key>
      </schema>
      <schema id="org.example.Hidden" path="/org/example/hidden/">
        <key name="secret" type="b"><default>false</default></key>
      </schema>
      <schema id="org.gnome.desktop.interface" path="/org/gnome/desktop/interface/">
        <key name="clock-format" type="s"><default>'24h'</default></key>
        <key name="window-width" type="i"><default>100</default></key>
      </schema>
      <schema id="org.gnome.desktop.background" path="/org/gnome/desktop/background/">
        <key name="picture-uri" type="s"><default>''</default></key>
      </schema>
      <schema id="org.gnome.mutter" path="/org/gnome/mutter/">
        <key name="edge-tiling" type="b"><default>true</default></key>
      </schema>
      <schema id="org.example.Orphan" path="/org/example/orphan/">
        <key name="level" type="i"><default>1</default></key>
      </schema>
      <schema id="org.example.Relocatable">
        <key name="level" type="i"><default>1</default></key>
      </schema>
    </schemalist>
    """

    /// An Editor owning two schemas by its ID, a Stored application whose bundle keeps its
    /// values in one schema and owns another, a NoDisplay application, and the desktop's.
    private func installed() throws -> ApplicationFixture {
        let fixture = ApplicationFixture()
        fixture.desktopEntry("org.example.Editor", name: "Editor", "Icon=org.example.Editor", "Keywords=text;")
        // A program of its own (the fixture's other entries all run `true`, one program).
        fixture.files.text("system/applications/org.example.Hidden.desktop",
                           "[Desktop Entry]\nType=Application\nExec=hidden-tool\nName=Hidden\nNoDisplay=true\n")
        fixture.desktopEntry("org.example.Stored", name: "Stored")
        fixture.install("org.example.Stored")
        fixture.files.text("system/bundle-settings/apps/org.example.Stored/store.ini", "[Store]\nBackend=gsettings\nSchemaId=org.example.Stored\n")
        let compiled = try GSettingsSchemaWriterTests.compile(Self.schemas, id: "fixture", in: fixture.path("system/glib-2.0/schemas"))
        try #require(compiled.status == 0, "\(compiled.messages)")
        return fixture
    }

    @Test func applicationsOwningSchemasAreListedBesideBundlesAndTheRestIsTheDesktopEntryFirst() throws {
        let fixture = try installed()
        let catalog = fixture.scan()
        #expect(catalog.applications.map(\.id) == [InstalledApplication.desktopID, "org.example.Editor", "org.example.Stored"],
                "a NoDisplay entry is not listed; the desktop first")
        let editor = try #require(catalog.application(id: "org.example.Editor"))
        #expect(editor.displayName == "Editor")
        #expect(editor.icon == "org.example.Editor")
        #expect(editor.keywords == ["text"])
        #expect(editor.bundlePath == nil)
        #expect(editor.schemas == ["org.example.Editor", "org.example.editor.spell", "org.example.editor.window-state"])
        #expect(editor.desktopEntryPath == fixture.path("system/applications/org.example.Editor.desktop"))
        // The bundle shows its own schema; the other is one page away, never both.
        let stored = try #require(catalog.application(id: "org.example.Stored"))
        #expect(stored.bundlePath == fixture.path("system/bundle-settings/apps/org.example.Stored"))
        #expect(stored.schemas == ["org.example.Stored.extra"])
        let desktop = try #require(catalog.application(id: InstalledApplication.desktopID))
        #expect(desktop.isDesktop)
        #expect(desktop.displayName == "Desktop")
        #expect(desktop.schemas == ["org.example.Orphan", "org.gnome.desktop.background", "org.gnome.desktop.interface", "org.gnome.mutter"],
                "no relocatable schema, nor the NoDisplay application's")
    }

    @Test func withoutSchemasNothingButBundlesIsListed() {
        let fixture = ApplicationFixture()
        fixture.desktopEntry("org.example.Editor", name: "Editor")
        fixture.install("org.example.Stored")
        #expect(fixture.scan().applications.map(\.id) == ["org.example.Stored"])
        #expect(fixture.scan().applications[0].schemas.isEmpty)
    }

    @Test func findGivesWhatTheScanListsForAnApplicationWithoutABundleAndTheDesktop() throws {
        let fixture = try installed()
        let catalog = fixture.scan()
        for id in ["org.example.Editor", InstalledApplication.desktopID] {
            let found = ApplicationCatalog.find(id: id, environment: fixture.environment, languages: ["en"])
            #expect(found.application == catalog.application(id: id))
            #expect(found.diagnostics.isEmpty, "\(found.diagnostics)")
        }
        #expect(ApplicationCatalog.find(id: "org.example.Hidden", environment: fixture.environment, languages: ["en"]).application == nil)
        // A bundle's schemas only when asked: a command reading its values does not read every entry.
        let stored = ApplicationCatalog.find(id: "org.example.Stored", environment: fixture.environment, languages: ["en"])
        #expect(stored.application?.schemas == [])
        let withSchemas = ApplicationCatalog.find(id: "org.example.Stored", environment: fixture.environment, languages: ["en"], withSchemas: true)
        #expect(withSchemas.application?.schemas == ["org.example.Stored.extra"])
    }

    @Test func anApplicationsSchemasAndTheDesktopsAreReadUnderIndexPages() throws {
        let fixture = try installed()
        let catalog = fixture.scan()
        let installed = try #require(InstalledSchemas.standard(environment: fixture.environment))
        let editor = try SchemaPages.open(application: try #require(catalog.application(id: "org.example.Editor")), in: installed).get()
        #expect(editor.rootPage.rows.map(\.title) == ["General", "Spell"])
        #expect(editor.rootPage.rows.map(\.pageOpened) == ["org.example.Editor", "org.example.editor.spell"])
        #expect(editor.page(named: "org.example.Editor").rows.map(\.key) == [SettingKey("org.example.Editor/tab-width")])
        // A schema that is all state leads to no empty page, unless state is shown.
        #expect(editor.including(state: true).rootPage.rows.map(\.title) == ["General", "Spell", "Window state"])

        let desktop = try SchemaPages.open(application: try #require(catalog.application(id: InstalledApplication.desktopID)), in: installed).get()
        // Areas in their order, titled by the area; an area of one schema leads to its pages.
        #expect(desktop.rootPage.rows.map(\.title) == ["Appearance", "Windows & Workspaces", "Other"])
        #expect(desktop.rootPage.rows.map(\.pageOpened) == ["appearance", "org.gnome.mutter", "org.example.Orphan"])
        #expect(desktop.page(named: "appearance").rows.map(\.title) == ["Background", "Interface"])
        #expect(desktop.page(named: "org.gnome.desktop.interface").rows.compactMap(\.key) == [SettingKey("org.gnome.desktop.interface/clock-format")],
                "window state hidden")
        // Show All Settings: the same schemas with their state.
        #expect(desktop.including(state: true).page(named: "org.gnome.desktop.interface").rows.compactMap(\.key)
                == [SettingKey("org.gnome.desktop.interface/clock-format"), SettingKey("org.gnome.desktop.interface/window-width")])
    }

    @MainActor @Test func theValuesOfSeveralSchemasAreEachInItsOwnSchema() throws {
        let fixture = try installed()
        let installed = try #require(InstalledSchemas.standard(environment: fixture.environment))
        let desktop = try #require(fixture.scan().application(id: InstalledApplication.desktopID))
        let pages = try SchemaPages.open(application: desktop, in: installed).get()
        let backend = g_memory_settings_backend_new()!
        defer { g_object_unref(backend) }
        let store = SchemaStore(pages: pages, backend: backend)
        try store.setValue(.string("12h"), forKey: SettingKey("org.gnome.desktop.interface/clock-format"))
        try store.setValue(.bool(false), forKey: SettingKey("org.gnome.mutter/edge-tiling"))
        let interface = SchemaStore(pages: try SchemaPages.open(id: "org.gnome.desktop.interface", in: installed).get(), backend: backend)
        #expect(interface.value(forKey: SettingKey("clock-format")) == .string("12h"))
        let mutter = SchemaStore(pages: try SchemaPages.open(id: "org.gnome.mutter", in: installed).get(), backend: backend)
        #expect(mutter.value(forKey: SettingKey("edge-tiling")) == .bool(false))
    }

    /// An application with a bundle shows its bundle; its schemas the bundle does not show are
    /// one row away, their keys kept in GSettings and the bundle's in its own store.
    @MainActor @Test func aBundlesOtherSchemasAreOnePageAwayAndKeepTheirValuesInGSettings() throws {
        let fixture = try installed()
        let stored = try #require(fixture.scan().application(id: "org.example.Stored"))
        let installed = try #require(InstalledSchemas.standard(environment: fixture.environment))
        let schemas = try #require(SchemaPages.besideBundle(stored, in: installed))
        let bundle = try SettingsBundle.open(path: try #require(stored.bundlePath), languages: ["en"]).get()
        let source = BundleWithSchemas(bundle: bundle, schemas: schemas)
        #expect(source.rootPage.rows.compactMap(\.title) == ["Dark Mode", "More Settings"], "the bundle's rows, then the way to the rest")
        #expect(source.rootPage.rows.last?.pageOpened == "gsettings:org.example.Stored.extra", "one schema: its page at once")
        #expect(source.page(named: "gsettings:org.example.Stored.extra").rows.compactMap(\.key) == [SettingKey("gsettings:org.example.Stored.extra/zoom")])
        #expect(bundle.rootPage.rows.count == 1, "the bundle itself is unchanged")

        let backend = g_memory_settings_backend_new()!
        defer { g_object_unref(backend) }
        let bundleStore = MemoryStore()
        let controller = SettingsController(source: source, store: BundleWithSchemasStore(bundle: bundleStore, schemas: SchemaStore(pages: schemas, backend: backend)))
        var changed: Set<SettingKey> = []
        let observation = controller.observeChanges { changed.formUnion($0) }
        _ = try controller.set("4", forKey: "gsettings:org.example.Stored.extra/zoom")
        _ = try controller.set("true", forKey: "dark")
        #expect(bundleStore.value(forKey: "dark") == .bool(true))
        #expect(bundleStore.value(forKey: "gsettings:org.example.Stored.extra/zoom") == nil)
        let extra = SchemaStore(pages: try SchemaPages.open(id: "org.example.Stored.extra", in: installed).get(), backend: backend)
        #expect(extra.value(forKey: "zoom") == .integer(4))
        #expect(changed == [SettingKey("gsettings:org.example.Stored.extra/zoom"), "dark"])
        observation.cancel()
        // Show All Settings reads the schemas again, the bundle as it is.
        controller.showAllSettings(true)
        #expect(controller.showsAllSettings == true)
        #expect((controller.source as? BundleWithSchemas)?.bundle === bundle)
    }

    /// A Clock owning its schema, that schema's `<child name="alarms">` and a third schema: the
    /// alarms are shown once, as the Clock's child page, not also beside it in the index (where
    /// its keys were found twice); with the third schema gone, the Clock's own pages are the
    /// application's, no index over one schema.
    @Test(arguments: [true, false]) func aSchemaThatIsAnotherOwnedSchemasChildIsShownOnceAsItsChildPage(withWorld: Bool) throws {
        let fixture = ApplicationFixture()
        fixture.desktopEntry("org.example.Clock", name: "Clock")
        let world = withWorld ? """
          <schema id="org.example.clock.world" path="/org/example/clock/world/">
            <key name="cities" type="as"><default>[]</default><summary>Cities</summary></key>
          </schema>
        """ : ""
        let compiled = try GSettingsSchemaWriterTests.compile("""
            <schemalist>
              <schema id="org.example.Clock" path="/org/example/clock/">
                <key name="seconds" type="b"><default>false</default><summary>Seconds</summary></key>
                <child name="alarms" schema="org.example.clock.alarms"/>
              </schema>
              <schema id="org.example.clock.alarms" path="/org/example/clock/alarms/">
                <key name="snooze" type="i"><default>5</default><summary>Snooze</summary></key>
              </schema>
            \(world)
            </schemalist>
            """, id: "fixture", in: fixture.path("system/glib-2.0/schemas"))
        try #require(compiled.status == 0, "\(compiled.messages)")
        let clock = try #require(fixture.scan().application(id: "org.example.Clock"))
        #expect(clock.schemas.contains("org.example.clock.alarms"), "it owns the child, as apps --json says")
        let installed = try #require(InstalledSchemas.standard(environment: fixture.environment))
        let pages = try SchemaPages.open(application: clock, in: installed).get()
        #expect(pages.nodes.map(\.schemaID).filter { $0 == "org.example.clock.alarms" }.count == 1)
        let search = SearchIndex(root: pages.rootPage, pageNamed: pages.page(named:))
        #expect(search.search("snooze").results.count == 1, "its key found once")
        if withWorld {
            #expect(pages.rootPage.rows.compactMap(\.title) == ["General", "World"])
            #expect(pages.page(named: "org.example.Clock").rows.compactMap(\.pageOpened) == ["org.example.Clock/alarms"])
            #expect(pages.page(named: "org.example.clock.alarms").failure != nil, "no page of its own")
        } else {
            #expect(pages.index == nil)
            #expect(pages.rootPage.rows.compactMap(\.title) == ["Alarms", "Seconds"], "children first")
        }
    }
}
