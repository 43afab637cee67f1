import Foundation
import Testing
@testable import SettingsKit

/// Flatpak installations as flatpak lays them out, built in a scratch folder (`flatpak` is never
/// run and no real installation is looked at): which installations there are, which applications
/// are deployed in them, and whether each one's sandbox reaches dconf.
@Suite struct FlatpakApplicationTests {
    private static let dconfMetadata = """
    [Application]
    name=org.example.Dconf
    runtime=org.gnome.Platform/x86_64/45

    [Context]
    filesystems=xdg-run/dconf;~/.config/dconf:ro;

    [Session Bus Policy]
    ca.desrt.dconf=talk
    """

    private static let sandboxedMetadata = """
    [Application]
    name=org.example.Sandboxed

    [Context]
    sockets=wayland;
    """

    /// Deploys `id` in `installation` as flatpak does: `current` → `x86_64/stable`, whose
    /// `active` → the commit's folder holding `metadata` and `files/`.
    private func deploy(_ id: String, in installation: String, metadata: String, scratch: ScratchFolder) throws {
        let branch = installation + "/app/" + id + "/x86_64/stable"
        try scratch.write(metadata, to: String(branch.dropFirst(scratch.path.count + 1)) + "/0123abcd/metadata")
        try scratch.write("", to: String(branch.dropFirst(scratch.path.count + 1)) + "/0123abcd/files/share/glib-2.0/schemas/.keep")
        try FileManager.default.createSymbolicLink(atPath: branch + "/active", withDestinationPath: "0123abcd")
        try FileManager.default.createSymbolicLink(atPath: installation + "/app/" + id + "/current", withDestinationPath: "x86_64/stable")
    }

    @Test func installationsAreTheUsersTheSystemsAndThoseConfigured() throws {
        let scratch = ScratchFolder()
        try scratch.write("[Installation \"extra\"]\nPath=/opt/flatpak-extra/\nDisplayName=Extra\n", to: "etc/installations.d/extra.conf")
        try scratch.write("[Installation \"nopath\"]\nDisplayName=No path\n", to: "etc/installations.d/nopath.conf")
        try scratch.write("not a key file", to: "etc/installations.d/broken.conf")
        try scratch.write("[Installation \"ignored\"]\nPath=/elsewhere\n", to: "etc/installations.d/ignored.txt")
        let found = FlatpakInstallation.all(environment: ["HOME": scratch.file("home"), "FLATPAK_SYSTEM_DIR": scratch.file("system"),
                                                         "FLATPAK_CONFIG_DIR": scratch.file("etc")])
        #expect(found.installations == [FlatpakInstallation(path: scratch.file("home/.local/share/flatpak"), kind: .user),
                                        FlatpakInstallation(path: scratch.file("system"), kind: .system),
                                        FlatpakInstallation(path: "/opt/flatpak-extra", kind: .other("extra"))])
        #expect(found.diagnostics.map(\.file) == [scratch.file("etc/installations.d/broken.conf"), scratch.file("etc/installations.d/nopath.conf")])

        let overridden = FlatpakInstallation.all(environment: ["FLATPAK_USER_DIR": scratch.file("user"), "XDG_DATA_HOME": scratch.file("data"),
                                                              "FLATPAK_CONFIG_DIR": scratch.file("none")])
        #expect(overridden.installations.map(\.path) == [scratch.file("user"), "/var/lib/flatpak"])
        let byDataHome = FlatpakInstallation.all(environment: ["XDG_DATA_HOME": scratch.file("data"), "FLATPAK_CONFIG_DIR": scratch.file("none")])
        #expect(byDataHome.installations.first?.path == scratch.file("data/flatpak"))
    }

    @Test func deployedApplicationsAndWhetherTheirSandboxReachesDconf() throws {
        let scratch = ScratchFolder()
        let root = scratch.file("system")
        try deploy("org.example.Dconf", in: root, metadata: Self.dconfMetadata, scratch: scratch)
        try deploy("org.example.Sandboxed", in: root, metadata: Self.sandboxedMetadata, scratch: scratch)
        try deploy("org.example.Granted", in: root, metadata: Self.sandboxedMetadata, scratch: scratch)
        try deploy("org.example.Revoked", in: root, metadata: Self.dconfMetadata, scratch: scratch)
        // `flatpak override` by the administrator, and by the user (applied after).
        try scratch.write("[Context]\nfilesystems=xdg-run/dconf:rw;\n\n[Session Bus Policy]\nca.desrt.dconf=talk\n", to: "system/overrides/org.example.Granted")
        try scratch.write("[Context]\nfilesystems=!xdg-run/dconf;\n", to: "user/overrides/org.example.Revoked")
        // Not deployed: a folder without `current`.
        try FileManager.default.createDirectory(atPath: root + "/app/org.example.Installing", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/app/not an id", withIntermediateDirectories: true)

        let found = FlatpakApplication.deployed(in: FlatpakInstallation(path: root, kind: .system),
                                                userInstallation: FlatpakInstallation(path: scratch.file("user"), kind: .user))
        #expect(found.diagnostics.isEmpty)
        #expect(found.applications.map(\.id) == ["org.example.Dconf", "org.example.Granted", "org.example.Revoked", "org.example.Sandboxed"])
        #expect(found.applications.map(\.reachesDconf) == [true, true, false, false])
        let first = try #require(found.applications.first)
        let real = try #require(FlatpakApplication.realPath(root))
        #expect(first.deployment == real + "/app/org.example.Dconf/x86_64/stable/0123abcd")
        #expect(first.schemaFolder == first.deployment + "/files/share/glib-2.0/schemas")
        #expect(first.desktopEntryPath == root + "/exports/share/applications/org.example.Dconf.desktop")
    }

    @Test func linksLeadingOutOrRoundAndHostileMetadataAreSkippedOrDistrusted() throws {
        let scratch = ScratchFolder()
        let root = scratch.file("system")
        // `active` leads to a folder outside the installation (made by the test).
        try scratch.write(Self.dconfMetadata, to: "outside/metadata")
        try FileManager.default.createDirectory(atPath: root + "/app/org.example.Escape/x86_64/stable", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/app/org.example.Escape/x86_64/stable/active", withDestinationPath: scratch.file("outside"))
        try FileManager.default.createSymbolicLink(atPath: root + "/app/org.example.Escape/current", withDestinationPath: "x86_64/stable")
        // Another application's deployment is outside this one's folder too.
        try deploy("org.example.Victim", in: root, metadata: Self.dconfMetadata, scratch: scratch)
        try FileManager.default.createDirectory(atPath: root + "/app/org.example.Borrower", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/app/org.example.Borrower/current", withDestinationPath: "../org.example.Victim/x86_64/stable")
        // A loop.
        try FileManager.default.createDirectory(atPath: root + "/app/org.example.Loop", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/app/org.example.Loop/current", withDestinationPath: "other")
        try FileManager.default.createSymbolicLink(atPath: root + "/app/org.example.Loop/other", withDestinationPath: "current")
        // A metadata that is no key file, one of 10 MB, and one linked to a file outside.
        try deploy("org.example.Garbage", in: root, metadata: "[Context]\nwords without an equals sign\n", scratch: scratch)
        try deploy("org.example.Huge", in: root, metadata: "[Context]\nfilesystems=xdg-run/dconf;\n#" + String(repeating: "x", count: 10 << 20), scratch: scratch)
        try deploy("org.example.Linked", in: root, metadata: "", scratch: scratch)
        let linkedMetadata = root + "/app/org.example.Linked/x86_64/stable/0123abcd/metadata"
        try FileManager.default.removeItem(atPath: linkedMetadata)
        try FileManager.default.createSymbolicLink(atPath: linkedMetadata, withDestinationPath: scratch.file("outside/metadata"))

        let found = FlatpakApplication.deployed(in: FlatpakInstallation(path: root, kind: .system))
        #expect(found.applications.map(\.id) == ["org.example.Garbage", "org.example.Huge", "org.example.Linked", "org.example.Victim"])
        #expect(found.applications.map(\.reachesDconf) == [false, false, false, true])
        let files = found.diagnostics.map(\.file)
        #expect(files.contains(root + "/app/org.example.Escape/current/active"))
        #expect(files.contains(root + "/app/org.example.Borrower/current/active"))
        #expect(files.contains(root + "/app/org.example.Loop/current/active"))
        #expect(found.diagnostics.count == 6)
        #expect(found.diagnostics.allSatisfy { !$0.message.isEmpty })
    }

    /// An installation's `overrides` folder that is a link leading out is not listed (only a
    /// folder of its own is, to skip the overrides an application has not) and its files are
    /// refused: an override planted outside grants nothing.
    @Test func anOverridesFolderLeadingOutGrantsNothing() throws {
        let scratch = ScratchFolder()
        let root = scratch.file("system")
        try deploy("org.example.Plain", in: root, metadata: "[Application]\nname=org.example.Plain\n", scratch: scratch)
        try scratch.write("[Context]\nfilesystems=xdg-run/dconf;\n\n[Session Bus Policy]\nca.desrt.dconf=talk\n", to: "outside/org.example.Plain")
        try FileManager.default.createSymbolicLink(atPath: root + "/overrides", withDestinationPath: scratch.file("outside"))
        let found = FlatpakApplication.deployed(in: FlatpakInstallation(path: root, kind: .system))
        #expect(found.applications.map(\.reachesDconf) == [false])
        #expect(found.diagnostics.contains { $0.file == root + "/overrides/org.example.Plain" })
    }

    @Test func theSandboxFolderHoldsOnlyWhatStaysInIt() throws {
        let scratch = ScratchFolder()
        let sandbox = FlatpakSandboxFolder(id: "org.example.App", environment: ["HOME": scratch.path])
        #expect(sandbox.settingsKeyfile == scratch.file(".var/app/org.example.App/config/glib-2.0/settings/keyfile"))
        // Before the first run nothing is there, and nothing can lead out.
        #expect(sandbox.holds(sandbox.settingsKeyfile))
        try FileManager.default.createDirectory(atPath: sandbox.path, withIntermediateDirectories: true)
        #expect(sandbox.holds(sandbox.settingsKeyfile))
        #expect(!sandbox.holds(scratch.file(".var/app/org.example.Other/config/x")))
        #expect(!sandbox.holds(sandbox.path + "/../org.example.Other/config/x"))
        // `config` linked to a folder outside (made by the test).
        try FileManager.default.createDirectory(atPath: scratch.file("elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: sandbox.configFolder, withDestinationPath: scratch.file("elsewhere"))
        #expect(!sandbox.holds(sandbox.settingsKeyfile))
    }
}
