import Testing
@testable import SettingsKit

/// The applications the desktop entries describe, as schema ownership takes them
/// (`DesktopApplication`, `DesktopEntry`'s `Exec`, display rules and declaration of schemas).
@Suite struct DesktopApplicationTests {
    private func entry(_ fixture: ApplicationFixture, _ id: String, in data: String = "system", _ lines: String...) {
        fixture.files.text(data + "/applications/" + id + ".desktop", (["[Desktop Entry]"] + lines).joined(separator: "\n") + "\n")
    }

    @Test func theExecutableIsExecsProgramWithoutFoldersLaunchersOrEnv() {
        #expect(DesktopEntry.executable(ofExec: "simple-scan") == "simple-scan")
        #expect(DesktopEntry.executable(ofExec: "/usr/bin/gnome-characters") == "gnome-characters")
        #expect(DesktopEntry.executable(ofExec: "nautilus --new-window %U") == "nautilus")
        #expect(DesktopEntry.executable(ofExec: "env LANG=C GDK_BACKEND=x11 /opt/tool/bin/tool %f") == "tool")
        #expect(DesktopEntry.executable(ofExec: "\"/opt/My App/my-app\" %U") == "my-app")
        #expect(DesktopEntry.executable(ofExec: "gapplication launch org.gnome.Maps %U") == nil)
        #expect(DesktopEntry.executable(ofExec: "flatpak run org.example.App") == nil)
        #expect(DesktopEntry.executable(ofExec: "python3 /usr/share/app/main.py") == nil)
        #expect(DesktopEntry.executable(ofExec: "\"unbalanced") == nil)
        #expect(DesktopEntry.executable(ofExec: "") == nil)
    }

    @Test func entriesAreShownAsAMenuOfTheCurrentDesktopShowsThem() {
        var entry = DesktopEntry(path: "a.desktop", name: "A", icon: nil, keywords: [])
        #expect(entry.isShown(inDesktops: []))
        entry.notShowIn = ["KDE"]
        #expect(entry.isShown(inDesktops: ["GNOME"]))
        #expect(!entry.isShown(inDesktops: ["ubuntu", "KDE"]))
        entry.onlyShowIn = ["GNOME", "Unity"]
        #expect(entry.isShown(inDesktops: ["ubuntu", "GNOME"]))
        #expect(!entry.isShown(inDesktops: ["XFCE"]))
        #expect(!entry.isShown(inDesktops: []))
        entry.onlyShowIn = []
        entry.notShowIn = []
        entry.isNoDisplay = true
        #expect(!entry.isShown(inDesktops: ["GNOME"]))
    }

    @Test func theScanListsApplicationEntriesFirstFolderWinningWithTheirDeclaredSchemas() throws {
        let fixture = ApplicationFixture()
        entry(fixture, "org.example.Editor", "Type=Application", "Name=Editor", "Name[de]=Bearbeiter", "Exec=/usr/bin/example-editor %U",
              "Icon=org.example.Editor", "X-BundleSettings-Schemas=org.example.editor-spell; org.example.Editor ;not a schema;org.example.editor-spell;")
        entry(fixture, "org.example.Helper", "Type=Application", "Name=Helper", "Exec=helper", "NoDisplay=true")
        entry(fixture, "org.example.KDEOnly", "Type=Application", "Name=KDE", "Exec=kde-tool", "OnlyShowIn=KDE;")
        entry(fixture, "org.example.Site", "Type=Link", "Name=Site", "URL=https://example.org/")
        // The user's stub removes the system's entry.
        entry(fixture, "org.example.Removed", "Type=Application", "Name=Removed", "Exec=removed")
        entry(fixture, "org.example.Removed", in: "user", "Hidden=true")
        // The first data folder's entry wins.
        entry(fixture, "org.example.Editor", in: "vendor", "Type=Application", "Name=Old Editor", "Exec=old-editor")
        entry(fixture, "org.example.Broken", "not a key file")
        var environment = fixture.environment
        environment["XDG_CURRENT_DESKTOP"] = "ubuntu:GNOME"
        let scan = DesktopApplication.scan(environment: environment, languages: ["de"])

        #expect(scan.applications.map(\.id) == ["org.example.Editor", "org.example.Helper", "org.example.KDEOnly", "org.example.Removed"])
        let editor = try #require(scan.applications.first)
        #expect(editor.name == "Bearbeiter")
        #expect(editor.icon == "org.example.Editor")
        #expect(editor.executable == "example-editor")
        #expect(editor.isShown && !editor.isHidden)
        #expect(editor.declaredSchemas == ["org.example.editor-spell", "org.example.Editor"])
        #expect(editor.entryPath == fixture.path("system/applications/org.example.Editor.desktop"))
        #expect(scan.applications.map(\.isShown) == [true, false, false, false])
        #expect(scan.applications.map(\.isHidden) == [false, false, false, true])
        #expect(scan.diagnostics.map(\.file) == [fixture.path("system/applications/org.example.Broken.desktop"),
                                                 fixture.path("system/applications/org.example.Editor.desktop")])
        #expect(scan.diagnostics.first?.message.hasPrefix("It is not a valid desktop entry (") == true)
        #expect(scan.diagnostics.last?.description == fixture.path("system/applications/org.example.Editor.desktop")
            + "::X-BundleSettings-Schemas: warning: \"not a schema\" is not a GSettings schema ID (letters, digits, - and _ in dot-separated parts, as org.example.App): it is ignored.")
    }

    @Test func applicationsWithABundleAreListedOwnersAndTheirGSettingsStoreIsDeclared() {
        let desktop = [
            DesktopApplication(id: "org.example.Service", name: "Service", keywords: [], entryPath: "s.desktop", executable: "service",
                               isShown: false, declaredSchemas: ["org.example.service-extra"], isHidden: false),
            DesktopApplication(id: "org.example.Menu", name: "Menu", keywords: [], entryPath: "m.desktop", executable: nil,
                               isShown: true, declaredSchemas: [], isHidden: false),
        ]
        let data = ApplicationDataFolder(path: "/data", isUsers: false)
        let bundles = [
            InstalledApplication(id: "org.example.Service", displayName: "Service", bundlePath: "/data/x", dataFolder: data,
                                 store: .gsettings(GSettingsAddress(schemaID: "org.example.service-values", path: nil))),
            InstalledApplication(id: "org.example.NoEntry", displayName: "No Entry", bundlePath: "/data/y", dataFolder: data,
                                 store: .gsettings(GSettingsAddress(schemaID: "com.other.values", path: "/com/other/"))),
            InstalledApplication(id: "org.example.KeyFile", displayName: "Key File", bundlePath: "/data/z", dataFolder: data),
        ]
        #expect(SchemaOwnerCandidate.all(desktop: desktop, bundles: bundles) == [
            SchemaOwnerCandidate(id: "org.example.Service", executable: "service", isListed: true,
                                 declaredSchemas: ["org.example.service-extra", "org.example.service-values"], entryPath: "s.desktop"),
            SchemaOwnerCandidate(id: "org.example.Menu", isListed: true, entryPath: "m.desktop"),
            SchemaOwnerCandidate(id: "org.example.NoEntry", declaredSchemas: ["com.other.values"]),
            SchemaOwnerCandidate(id: "org.example.KeyFile"),
        ])
    }
}
