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
}
