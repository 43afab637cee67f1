import Testing
@testable import SettingsKit

/// Applications listed under one name are told apart by their IDs; the others are not.
@Suite struct SameNamedApplicationsTests {
    private func application(_ id: String, _ name: String) -> InstalledApplication {
        InstalledApplication(id: id, displayName: name, bundlePath: "/b/\(id)", dataFolder: ApplicationDataFolder(path: "/d", isUsers: false))
    }

    @Test func onlyTheApplicationsSharingANameAreMarked() {
        let listed = [application("org.example.Notes", "Notes"), application("com.other.Notes", "notes "),
                      application("org.example.Mail", "Mail"), application("org.example.Notebook", "Notebook")]
        #expect(SameNamedApplications.ids(among: listed) == ["org.example.Notes", "com.other.Notes"])
    }

    @Test func distinctNamesMarkNone() {
        #expect(SameNamedApplications.ids(among: [application("a.B", "B"), application("a.C", "C")]).isEmpty)
    }

    /// A host application and a Flatpak one of its ID: the IDs would say nothing ("Flatpak"
    /// tells them apart); with a third of another vendor, all three show theirs.
    @Test func aHostAndAFlatpakBuildOfOneIDAreNotMarkedByTheirSameID() {
        var flatpak = application("flatpak:org.example.Notes", "Notes")
        let installation = FlatpakInstallation(path: "/f", kind: .system)
        flatpak.flatpak = FlatpakPlacement(application: FlatpakApplication(id: "org.example.Notes", installation: installation, deployment: "/f/app/org.example.Notes/x/c", reachesDconf: false),
                                           sandbox: FlatpakSandboxFolder(id: "org.example.Notes", environment: ["HOME": "/h"]))
        let pair = [application("org.example.Notes", "Notes"), flatpak]
        #expect(SameNamedApplications.ids(among: pair).isEmpty)
        #expect(SameNamedApplications.ids(among: pair + [application("com.other.Notes", "Notes")])
            == ["org.example.Notes", "flatpak:org.example.Notes", "com.other.Notes"])
    }
}
