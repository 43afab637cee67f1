import Foundation
import Testing

/// The KRunner runner as Plasma's KRunner uses it, without Plasma: `gdbus call` on a session bus
/// of the test's own (`SearchProviderTests.bus`: its service folder holds our D-Bus service file,
/// so the first call starts `bundle-settings search-provider` by D-Bus activation, and the bus
/// says when it owns the name), on the fixture applications `SearchProviderTests` installs.
@Suite struct KRunnerRunnerTests {
    static let objectPath = "/org/bundlesettings/BundleSettings/KRunner"
    static let interface = "org.kde.krunner1"
    static let pluginFile = "org.bundlesettings.BundleSettings.desktop"

    static func call(_ bus: PrivateSessionBus, _ method: String, _ arguments: String...) throws -> String {
        let answer = try bus.gdbus("call", ["--dest", SearchProviderTests.busName, "--object-path", objectPath,
                                            "--method", interface + "." + method, "--timeout", "60"] + arguments)
        #expect(answer.status == 0, "\(method): \(answer.output)")
        return answer.output
    }

    /// The matches of a `Match` answer, `([('ID', 'text', 'icon', type, relevance, {…}), …],)`,
    /// each as its text; their IDs as GVariant text (passed back as they are).
    static func matches(in answer: String) -> [String] {
        answer.matches(of: /\('(?:[^'\\]|\\.)*', '(?:[^'\\]|\\.)*', '[^']*', \d+, [0-9.e-]+, \{[^}]*\}\)/).map { String($0.0) }
    }

    static func identifier(of match: String) -> String {
        String(match.firstMatch(of: /^\(('(?:[^'\\]|\\.)*')/)?.1 ?? "")
    }

    @Test(.enabled(if: SearchProviderTests.installedPrefix != nil, "checks what meson installed (script/test)"))
    func theInstalledPluginNamesTheService() throws {
        let prefix = try #require(SearchProviderTests.installedPrefix)
        let plugins = try #require(FileManager.default.enumerator(atPath: prefix)?.compactMap { $0 as? String }
            .first { $0.hasSuffix("/krunner/dbusplugins/" + Self.pluginFile) }, "no krunner/dbusplugins/\(Self.pluginFile) under \(prefix)")
        let lines = try String(contentsOfFile: prefix + "/" + plugins, encoding: .utf8).split(separator: "\n")
        for line in ["[Desktop Entry]", "Type=Service", "X-Plasma-API=DBus2", "X-Plasma-DBusRunner-Service=" + SearchProviderTests.busName,
                     "X-Plasma-DBusRunner-Path=" + Self.objectPath, "X-KDE-PluginInfo-Name=org.bundlesettings.BundleSettings"] {
            #expect(lines.contains(Substring(line)), "\(line) missing in \(lines)")
        }
        // The bus name is the search provider's, which its installed service file starts.
        #expect(SearchProviderTests.installedFile(named: SearchProviderTests.serviceFile, in: prefix) != nil)
    }

    /// "dark" finds Darkroom itself and its two rows, not Mixer's, each with its text, icon,
    /// where it is and a relevance falling with its rank; the query that is a row's title ranks
    /// it higher among the runners. `Actions` and `Config` (DBus2) answer; the first call starts
    /// the service (activation).
    @Test func matchFindsTheSettingsOfInstalledApplications() throws {
        let sandbox = try Sandbox()
        let bus = try SearchProviderTests.bus(sandbox)
        let found = Self.matches(in: try Self.call(bus, "Match", "'dark'"))
        if let pid = try bus.owner(of: SearchProviderTests.busName) { bus.started.append(pid) }
        #expect(found.count == 3, "Darkroom itself (its name matches) and its two rows: \(found)")
        #expect(found.allSatisfy { $0.hasPrefix("('org.example.Darkroom") }, "\(found)")
        let row = try #require(found.first { $0.contains("'Dark Appearance'") }, "\(found)")
        #expect(row.contains("'org.example.Darkroom', 50, "), "the application's icon, a setting's relevance among runners: \(row)")
        #expect(row.contains("{'subtext': <'Darkroom › Appearance'>}"), "\(row)")
        #expect(found.contains { $0.contains("'Dark Mode Schedule'") && $0.contains("<'Darkroom › Display'>") }, "\(found)")
        #expect(found.contains { $0.contains("'Darkroom', 'org.example.Darkroom'") && $0.contains("{'subtext': <'Settings'>}") },
                "the application itself: \(found)")
        let relevances = found.compactMap { $0.firstMatch(of: /, (\d+), ([0-9.e-]+), \{/).flatMap { Double($0.2) } }
        #expect(relevances.count == 3 && relevances == relevances.sorted(by: >) && relevances[0] == 1, "\(relevances)")

        let exact = Self.matches(in: try Self.call(bus, "Match", "'sharpen'"))
        #expect(exact.count == 1 && exact[0].contains("'Sharpen', 'org.example.Darkroom', 70, 1.0"), "\(exact)")
        let mixer = Self.matches(in: try Self.call(bus, "Match", "'VOLUME'"))
        #expect(mixer.count == 1 && mixer[0].contains("'Master Volume Lock', 'org.bundlesettings.BundleSettings', "),
                "no desktop entry: our icon. \(mixer)")
        #expect(Self.matches(in: try Self.call(bus, "Match", "''")).isEmpty)

        #expect(try Self.call(bus, "Actions") == "(@a(sss) [],)\n")
        #expect(try Self.call(bus, "Config") == "({'Actions': <@a(sss) []>},)\n")
        #expect(try Self.call(bus, "Teardown") == "()\n")
    }

    /// An application installed while the service runs is found at the first `Match` of a new
    /// session (after KRunner's `Teardown`), as GNOME Shell's first terms find it.
    @Test func aNewSessionFindsAnApplicationInstalledSince() throws {
        let sandbox = try Sandbox()
        let bus = try SearchProviderTests.bus(sandbox)
        #expect(Self.matches(in: try Self.call(bus, "Match", "'dark theme'")).isEmpty)
        if let pid = try bus.owner(of: SearchProviderTests.busName) { bus.started.append(pid) }
        try FixtureBundle.write(pages: ["Root": [["Type": "PSToggleSwitchSpecifier", "Title": "Dark Theme", "Key": "t", "DefaultValue": false]]],
                                groupContainer: nil, to: sandbox.root + "/data/bundle-settings/apps/org.example.Late/Settings.bundle")
        // The monitor tells the service of the install when the kernel tells it: a session
        // begun before then does not list it yet, so sessions are begun until one does.
        let deadline = Date().addingTimeInterval(30)
        var found: [String] = []
        while found.isEmpty && Date() < deadline {
            _ = try Self.call(bus, "Teardown")
            found = Self.matches(in: try Self.call(bus, "Match", "'dark theme'"))
            if found.isEmpty { usleep(100_000) }
        }
        #expect(found.count == 1 && found[0].hasPrefix("('org.example.Late"), "the install is followed: \(found)")
    }

    /// `Run` opens the match's window, as GNOME Shell's ActivateResult does; a match of an
    /// application removed since the search (before the monitor tells, before a new session)
    /// opens nothing, nor does an ID that names nothing.
    @Test func runningAMatchOfARemovedApplicationOpensNothing() throws {
        let sandbox = try Sandbox()
        let log = try SearchProviderTests.providerLog(sandbox) { bus in
            let darkroom = Self.matches(in: try Self.call(bus, "Match", "'sharpen'")).map(Self.identifier)
            let mixer = Self.matches(in: try Self.call(bus, "Match", "'volume'")).map(Self.identifier)
            #expect(darkroom.count == 1 && mixer.count == 1, "\(darkroom) \(mixer)")
            try FileManager.default.removeItem(atPath: sandbox.root + "/system-data/bundle-settings/apps/org.example.Darkroom")
            for identifier in darkroom + ["'org.example.Darkroom'", "'org.example.Gone'", "''"] + mixer {
                _ = try Self.call(bus, "Run", identifier, "''")
            }
        }
        #expect(log.components(separatedBy: SearchProviderTests.windowStarted).count - 1 == 1, "only Mixer's window started:\n\(log)")
    }
}
