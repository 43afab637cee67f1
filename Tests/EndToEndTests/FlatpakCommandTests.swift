import Foundation
import XCTest

/// The command line on a Flatpak application, its installation laid out as flatpak does in the
/// sandbox (`FLATPAK_SYSTEM_DIR`; no `flatpak` command, no real installation): `apps --json`
/// says where its values are, and `set --app` writes its sandbox's GLib keyfile, as the
/// application's GLib reads it back (`gsettings` on the keyfile backend).
final class FlatpakCommandTests: XCTestCase {
    func testAFlatpakApplicationsSchemaValuesGoToItsSandboxsKeyfile() throws {
        let sandbox = try Sandbox()
        let installation = sandbox.root + "/flatpak"
        let deployment = installation + "/app/org.example.Notes/x86_64/stable/c0ffee"
        sandbox.extraEnvironment["FLATPAK_SYSTEM_DIR"] = installation
        sandbox.extraEnvironment["FLATPAK_CONFIG_DIR"] = sandbox.root + "/no-config"
        sandbox.extraEnvironment["XDG_DATA_DIRS"] = sandbox.root + "/empty"
        sandbox.extraEnvironment["XDG_DATA_HOME"] = sandbox.root + "/local"
        try sandbox.write("[Application]\nname=org.example.Notes\n\n[Context]\nsockets=wayland;\n", to: deployment + "/metadata")
        try sandbox.write("""
            <schemalist>
              <schema id="org.example.Notes" path="/org/example/notes/">
                <key name="font-size" type="i"><range min="6" max="72"/><default>12</default><summary>Font Size</summary></key>
              </schema>
            </schemalist>
            """, to: deployment + "/files/share/glib-2.0/schemas/org.example.Notes.gschema.xml")
        try sandbox.write("[Desktop Entry]\nType=Application\nName=Notes\nExec=notes\n", to: deployment + "/files/share/applications/org.example.Notes.desktop")
        let compile = Process()
        compile.executableURL = URL(fileURLWithPath: "/usr/bin/glib-compile-schemas")
        compile.arguments = [deployment + "/files/share/glib-2.0/schemas"]
        try compile.run()
        compile.waitUntilExit()
        XCTAssertEqual(compile.terminationStatus, 0)
        try FileManager.default.createSymbolicLink(atPath: installation + "/app/org.example.Notes/x86_64/stable/active", withDestinationPath: "c0ffee")
        try FileManager.default.createSymbolicLink(atPath: installation + "/app/org.example.Notes/current", withDestinationPath: "x86_64/stable")

        let apps = try sandbox.runRaw(["apps", "--json"])
        XCTAssertEqual(apps.status, 0, apps.description)
        let listed = try XCTUnwrap(try apps.json() as? [[String: Any]])
        XCTAssertEqual(listed.map { $0["id"] as? String }, ["org.example.Notes"])
        let flatpak = try XCTUnwrap(listed.first?["flatpak"] as? [String: Any])
        let keyfile = sandbox.root + "/home/.var/app/org.example.Notes/config/glib-2.0/settings/keyfile"
        XCTAssertEqual(flatpak["gsettings"] as? String, keyfile)
        XCTAssertEqual(flatpak["installation"] as? String, "system")

        XCTAssertEqual(try sandbox.runRaw(["set", "--app", "org.example.Notes", "font-size", "20"]).status, 0)
        XCTAssertEqual(try sandbox.runRaw(["get", "--app", "org.example.Notes", "font-size"]).line, "20")
        XCTAssertEqual(try sandbox.runRaw(["set", "--app", "org.example.Notes", "font-size", "99"]).status, 1, "outside the key's range")

        // Read back as the sandboxed application's GLib reads it.
        let gsettings = Process()
        gsettings.executableURL = URL(fileURLWithPath: "/usr/bin/gsettings")
        gsettings.arguments = ["get", "org.example.Notes", "font-size"]
        gsettings.environment = ["GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": sandbox.root + "/home/.var/app/org.example.Notes/config",
                                 "GSETTINGS_SCHEMA_DIR": deployment + "/files/share/glib-2.0/schemas", "HOME": sandbox.root + "/home"]
        let output = Pipe()
        gsettings.standardOutput = output
        try gsettings.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        gsettings.waitUntilExit()
        XCTAssertEqual(text.trimmingCharacters(in: .whitespacesAndNewlines), "20")
        XCTAssertFalse(FileManager.default.fileExists(atPath: sandbox.root + "/home/.config/glib-2.0"), "nothing in the host's configuration")
    }
}
