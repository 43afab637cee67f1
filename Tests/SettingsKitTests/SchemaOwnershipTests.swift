import Testing
@testable import SettingsKit

/// Which application a GSettings schema belongs to, rule by rule (`SchemaOwnership`).
@Suite struct SchemaOwnershipTests {
    private func assign(_ schemas: [String], _ applications: SchemaOwnerCandidate...) -> SchemaOwnership {
        SchemaOwnership.assign(schemas: schemas, applications: applications)
    }

    @Test func aSchemaBelongsToTheApplicationWhoseIDItEqualsOrExtendsWithoutCase() {
        let ownership = assign(["org.gnome.nautilus", "org.gnome.nautilus.preferences", "org.gnome.NautilusFoo", "org.gnome.Nautilus.x.y"],
                               SchemaOwnerCandidate(id: "org.gnome.Nautilus", executable: "nautilus"))
        #expect(ownership.owner(of: "org.gnome.nautilus") == .application("org.gnome.Nautilus"))
        #expect(ownership.owner(of: "org.gnome.nautilus.preferences") == .application("org.gnome.Nautilus"))
        #expect(ownership.owner(of: "org.gnome.Nautilus.x.y") == .application("org.gnome.Nautilus"))
        // Whole components only: NautilusFoo is another name.
        #expect(ownership.owner(of: "org.gnome.NautilusFoo") == .desktop(.other))
        #expect(ownership.applications == ["org.gnome.Nautilus": ["org.gnome.Nautilus.x.y", "org.gnome.nautilus", "org.gnome.nautilus.preferences"]])
    }

    @Test func theLongestMatchingIDWins() {
        let ownership = assign(["org.gnome.Terminal.Legacy", "org.gnome.Terminal.Preferences.Colors"],
                               SchemaOwnerCandidate(id: "org.gnome.Terminal.Preferences"), SchemaOwnerCandidate(id: "org.gnome.Terminal"))
        #expect(ownership.owner(of: "org.gnome.Terminal.Legacy") == .application("org.gnome.Terminal"))
        #expect(ownership.owner(of: "org.gnome.Terminal.Preferences.Colors") == .application("org.gnome.Terminal.Preferences"))
    }

    @Test func anExecutableOrTheIDsLastComponentNamesASchemaSqueezed() {
        let ownership = assign(["org.gnome.SimpleScan", "org.gnome.Disks", "org.gnome.Disks.benchmark", "org.gnome.seahorse.manager",
                                "org.yorba.shotwell.preferences"],
                               SchemaOwnerCandidate(id: "simple-scan", executable: "simple-scan"),
                               SchemaOwnerCandidate(id: "org.gnome.DiskUtility", executable: "gnome-disks"),
                               SchemaOwnerCandidate(id: "org.gnome.seahorse.Application", executable: "seahorse"),
                               // The last component, not the executable: an ID of another vendor.
                               SchemaOwnerCandidate(id: "org.gnome.Shotwell", executable: "shotwell-launcher"))
        #expect(ownership.owner(of: "org.gnome.SimpleScan") == .application("simple-scan"))
        // `gnome` + `Disks`: two components joined.
        #expect(ownership.owner(of: "org.gnome.Disks") == .application("org.gnome.DiskUtility"))
        #expect(ownership.owner(of: "org.gnome.Disks.benchmark") == .application("org.gnome.DiskUtility"))
        #expect(ownership.owner(of: "org.gnome.seahorse.manager") == .application("org.gnome.seahorse.Application"))
        #expect(ownership.owner(of: "org.yorba.shotwell.preferences") == .application("org.gnome.Shotwell"))
    }

    @Test func namesThatWouldMatchFalselyNameNothing() {
        let ownership = assign(["org.gnome.eog", "org.gnome.nautilus.preferences", "org.gnome.Evolution", "org.example.tool.lyrics"],
                               // Three letters: too short to be a name.
                               SchemaOwnerCandidate(id: "com.example.Viewer", executable: "eog"),
                               // The vendor's component alone.
                               SchemaOwnerCandidate(id: "com.example.Shell", executable: "gnome"),
                               // Deeper than the third component: a part of another application.
                               SchemaOwnerCandidate(id: "com.example.Prefs", executable: "preferences"),
                               SchemaOwnerCandidate(id: "com.example.Lyrics", executable: "lyrics"))
        #expect(ownership.owners.values.allSatisfy { $0 == .desktop(.other) }, "\(ownership.owners)")
    }

    @Test func anIDBeatsANameAndTheShallowestNameWins() {
        let ownership = assign(["org.gnome.foo.bar", "org.gnome.rhythmbox.plugins.lyrics"],
                               SchemaOwnerCandidate(id: "org.other.Thing", executable: "foo"),
                               SchemaOwnerCandidate(id: "org.gnome.Foo"),
                               SchemaOwnerCandidate(id: "org.gnome.Rhythmbox3", executable: "rhythmbox"),
                               // `rhythmbox` + `plugins`: a match one component deeper.
                               SchemaOwnerCandidate(id: "org.other.Plugins", executable: "rhythmbox-plugins"))
        #expect(ownership.owner(of: "org.gnome.foo.bar") == .application("org.gnome.Foo"))
        #expect(ownership.owner(of: "org.gnome.rhythmbox.plugins.lyrics") == .application("org.gnome.Rhythmbox3"))
    }

    @Test func aDesktopWideSchemaIsNeverAnApplications() {
        let ownership = assign(["org.gnome.mutter", "org.gnome.shell.extensions.dash", "org.gnome.desktop.interface", "org.gtk.Settings.FileChooser"],
                               SchemaOwnerCandidate(id: "org.example.Mutter", executable: "mutter"),
                               SchemaOwnerCandidate(id: "org.gnome.Shell.Extensions"),
                               SchemaOwnerCandidate(id: "org.example.Tweaks", declaredSchemas: ["org.gnome.desktop.interface"],
                                                    entryPath: "/data/applications/org.example.Tweaks.desktop"),
                               SchemaOwnerCandidate(id: "org.gtk.Settings"))
        #expect(ownership.owner(of: "org.gnome.mutter") == .desktop(.windows))
        #expect(ownership.owner(of: "org.gnome.shell.extensions.dash") == .desktop(.shell))
        #expect(ownership.owner(of: "org.gnome.desktop.interface") == .desktop(.appearance))
        #expect(ownership.owner(of: "org.gtk.Settings.FileChooser") == .desktop(.files))
        #expect(ownership.applications.isEmpty)
        #expect(ownership.diagnostics.map(\.description) == [
            "/data/applications/org.example.Tweaks.desktop::X-BundleSettings-Schemas: warning: It declares org.gnome.desktop.interface, a desktop-wide schema: it stays under Desktop.",
        ])
    }

    @Test func aDeclaredSchemaIsTheDeclarersExactlyAndBeforeAnyRule() {
        let ownership = assign(["org.example.editor-spell", "org.example.editor-spell.languages", "org.gnome.Other.shared"],
                               SchemaOwnerCandidate(id: "org.example.Editor", declaredSchemas: ["org.example.editor-spell", "org.gnome.Other.shared"]),
                               SchemaOwnerCandidate(id: "org.gnome.Other"))
        #expect(ownership.owner(of: "org.example.editor-spell") == .application("org.example.Editor"))
        // A declaration names one schema, not those extending it.
        #expect(ownership.owner(of: "org.example.editor-spell.languages") == .desktop(.other))
        #expect(ownership.owner(of: "org.gnome.Other.shared") == .application("org.example.Editor"))
    }

    @Test func anUnlistedOwnersSchemaGoesToTheSameProgramListedElseNowhere() {
        let ownership = assign(["org.gnome.Terminal.Preferences.Colors", "org.gnome.gnome-system-monitor", "org.gnome.Cheese", "org.example.Helper"],
                               SchemaOwnerCandidate(id: "org.gnome.Terminal"),
                               SchemaOwnerCandidate(id: "org.gnome.Terminal.Preferences", isListed: false),
                               SchemaOwnerCandidate(id: "gnome-system-monitor-kde", executable: "gnome-system-monitor", isListed: false),
                               SchemaOwnerCandidate(id: "gnome-system-monitor", executable: "gnome-system-monitor"),
                               // Hidden=true: removed by the user.
                               SchemaOwnerCandidate(id: "org.gnome.Cheese", isListed: false),
                               SchemaOwnerCandidate(id: "org.example.Helper", executable: "helper", isListed: false),
                               SchemaOwnerCandidate(id: "org.example.Other", executable: "other"))
        #expect(ownership.owner(of: "org.gnome.Terminal.Preferences.Colors") == .application("org.gnome.Terminal"))
        #expect(ownership.owner(of: "org.gnome.gnome-system-monitor") == .application("gnome-system-monitor"))
        #expect(ownership.owner(of: "org.gnome.Cheese") == .withheld("org.gnome.Cheese"))
        #expect(ownership.owner(of: "org.example.Helper") == .withheld("org.example.Helper"))
        #expect(ownership.desktop.isEmpty)
    }

    @Test func equalMatchesGoToTheListedApplicationThenTheSmallerID() {
        let ownership = assign(["org.example.tool"],
                               SchemaOwnerCandidate(id: "com.b.Tool", executable: "tool"),
                               SchemaOwnerCandidate(id: "com.a.Tool", executable: "tool", isListed: false),
                               SchemaOwnerCandidate(id: "com.c.Tool", executable: "tool"))
        #expect(ownership.owner(of: "org.example.tool") == .application("com.b.Tool"))
    }

    @Test func desktopAreasFollowTheTableByLongestPrefix() {
        #expect(DesktopArea.of(schema: "org.gnome.desktop.peripherals.touchpad") == .mouseAndTouchpad)
        #expect(DesktopArea.of(schema: "org.gnome.desktop.peripherals.keyboard") == .keyboard)
        #expect(DesktopArea.of(schema: "org.gnome.desktop.peripherals.tablet.stylus") == .devices)
        #expect(DesktopArea.of(schema: "org.gnome.desktop.wm.keybindings") == .keyboardShortcuts)
        #expect(DesktopArea.of(schema: "org.gnome.mutter.wayland.keybindings") == .keyboardShortcuts)
        #expect(DesktopArea.of(schema: "org.gnome.mutter.wayland") == .windows)
        #expect(DesktopArea.of(schema: "org.gnome.settings-daemon.plugins.color") == .displays)
        #expect(DesktopArea.of(schema: "org.gnome.settings-daemon.plugins") == .other)
        #expect(DesktopArea.of(schema: "ORG.GNOME.DESKTOP.PRIVACY") == .privacy)
        #expect(DesktopArea.of(schema: "org.gnome.system.proxy.http") == .network)
        // Whole components: not desktop-wide.
        #expect(DesktopArea.of(schema: "org.gnome.mutterfoo") == nil)
        #expect(DesktopArea.of(schema: "org.gnome.desktopapp") == nil)
        #expect(DesktopArea.allCases.sorted().last == .other)
        #expect(Set(DesktopArea.allCases.map(\.title)).count == DesktopArea.allCases.count)
    }
}
