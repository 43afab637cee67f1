import CGLib
import Foundation
@testable import SettingsKit

/// Schemas written by a test, compiled with `glib-compile-schemas` into a folder of their own
/// and read from there (`InstalledSchemas.folder`), with GLib's memory backend for values: no
/// D-Bus, no dconf, nothing of the machine's.
final class SchemaFixture {
    let folder = ScratchFolder()
    let installed: InstalledSchemas
    /// Shared by the fixture's stores, as dconf is by processes.
    nonisolated(unsafe) let backend = g_memory_settings_backend_new()!

    init(_ xml: String, file: String = "fixture") throws {
        let compiled = try GSettingsSchemaWriterTests.compile(xml, id: file, in: folder.path)
        guard compiled.status == 0 else { throw Failure(message: compiled.messages) }
        installed = try InstalledSchemas.folder(folder.path).get()
    }

    deinit { g_object_unref(backend) }

    func pages(_ id: String, includingState: Bool = false) throws -> SchemaPages {
        try SchemaPages.open(id: id, in: installed, includingState: includingState).get()
    }

    @MainActor func controller(_ id: String) throws -> SettingsController {
        let pages = try pages(id)
        return SettingsController(source: pages, store: SchemaStore(pages: pages, backend: backend))
    }

    struct Failure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// One schema of every type and element GLib's `gschema.dtd` has, with a child schema and a
    /// relocatable grandchild.
    static let everyType = """
    <schemalist>
      <enum id="org.example.Corner"><value nick="top-left" value="0"/><value nick="bottom-right" value="1"/></enum>
      <flags id="org.example.Style"><value nick="bold" value="1"/><value nick="small-caps" value="2"/></flags>
      <schema id="org.example.Types" path="/org/example/types/">
        <key name="show-grid" type="b"><default>true</default><summary>Show grid</summary>
          <description>Draw a grid behind the text.</description></key>
        <key name="corner" enum="org.example.Corner"><default>'top-left'</default></key>
        <key name="style" flags="org.example.Style"><default>['bold']</default></key>
        <key name="tab-width" type="u"><default>8</default><range min="1" max="32"/><summary>Tab Width</summary></key>
        <key name="level" type="y"><default>3</default></key>
        <key name="count" type="u"><default>3</default></key>
        <key name="offset" type="i"><default>-2</default></key>
        <key name="zoom" type="d"><default>1.0</default><range min="0.5" max="3.0"/></key>
        <key name="ratio" type="d"><default>1.0</default></key>
        <key name="name" type="s"><default>'x'</default><summary>Name</summary>
          <description>The name shown in the title bar and in every window of the application, unless a document gives one of its own, which then wins.</description></key>
        <key name="words" type="as"><default>['a']</default><summary>Words</summary></key>
        <key name="maybe" type="ms"><default>nothing</default></key>
        <key name="pair" type="(ii)"><default>(1, 2)</default></key>
        <key name="mode" type="s"><choices><choice value="fast"/><choice value="very-slow"/></choices><default>'fast'</default></key>
        <key name="window-size" type="(ii)"><default>(600, 400)</default></key>
        <key name="window-maximized" type="b"><default>false</default></key>
        <key name="last-folder" type="s"><default>''</default></key>
        <key name="handle" type="h"><default>0</default></key>
        <child name="plugins" schema="org.example.Types.Plugins"/>
      </schema>
      <schema id="org.example.Types.Plugins" path="/org/example/types/plugins/">
        <key name="enabled" type="b"><default>false</default></key>
        <child name="spell" schema="org.example.Relocatable"/>
      </schema>
      <schema id="org.example.Relocatable">
        <key name="language" type="s"><default>'en'</default></key>
      </schema>
    </schemalist>
    """
}
