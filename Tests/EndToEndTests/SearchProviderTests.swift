import Foundation
import Testing

/// The desktop shell's search provider as GNOME Shell uses it, without a shell: `gdbus call`
/// on a session bus of the test's own whose service folder holds our D-Bus service file, so the
/// first call starts `bundle-settings search-provider` by D-Bus activation. The installed
/// applications are a fixture `XDG_DATA_DIRS` the bus passes on. Run against the installed build
/// by script/test (there the service file and the .ini are meson's, checked for the prefix),
/// and against the debug build (a service file naming it).
@Suite struct SearchProviderTests {
    static let busName = "org.bundlesettings.BundleSettings.SearchProvider"
    static let objectPath = "/org/bundlesettings/BundleSettings/SearchProvider"
    static let interface = "org.gnome.Shell.SearchProvider2"
    static let serviceFile = "org.bundlesettings.BundleSettings.SearchProvider.service"
    static let providerFile = "org.bundlesettings.BundleSettings.search-provider.ini"

    static var darkroom: [String: [Any]] { [
        "Root": [
            ["Type": "PSGroupSpecifier", "Title": "Appearance"],
            ["Type": "PSToggleSwitchSpecifier", "Title": "Dark Appearance", "Key": "dark", "DefaultValue": false],
            ["Type": "PSChildPaneSpecifier", "Title": "Display", "File": "Display"],
        ],
        "Display": [
            ["Type": "PSToggleSwitchSpecifier", "Title": "Sharpen", "Key": "sharpen", "DefaultValue": true],
            ["Type": "PSToggleSwitchSpecifier", "Title": "Dark Mode Schedule", "Key": "schedule", "DefaultValue": false],
        ],
    ] }
    static var mixer: [String: [Any]] { [
        "Root": [["Type": "PSToggleSwitchSpecifier", "Title": "Master Volume Lock", "Key": "lock", "DefaultValue": false]],
    ] }

    /// The sandbox's data folders: two applications, one with a desktop entry (name and icon).
    static func installApplications(in sandbox: Sandbox) throws -> [String: String] {
        let system = sandbox.root + "/system-data"
        try FixtureBundle.write(pages: darkroom, groupContainer: nil,
                                to: system + "/bundle-settings/apps/org.example.Darkroom/Settings.bundle")
        try sandbox.write("[Desktop Entry]\nType=Application\nName=Darkroom\nIcon=org.example.Darkroom\nExec=true\n",
                          to: system + "/applications/org.example.Darkroom.desktop")
        try FixtureBundle.write(pages: mixer, groupContainer: nil, to: system + "/bundle-settings/apps/org.example.Mixer/Settings.bundle")
        try FileManager.default.createDirectory(atPath: sandbox.root + "/data", withIntermediateDirectories: true)
        return ["XDG_DATA_DIRS": system, "XDG_DATA_HOME": sandbox.root + "/data", "XDG_STATE_HOME": sandbox.root + "/state"]
    }

    /// The installed tree's prefix (the executable is PREFIX/bin/bundle-settings), nil for the debug build.
    static var installedPrefix: String? {
        guard BundleSettingsBinary.isInstalled else { return nil }
        return URL(fileURLWithPath: BundleSettingsBinary.path).resolvingSymlinksInPath().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }

    /// The installed file named `name`, anywhere under the prefix (the tests' datadir is unusual).
    static func installedFile(named name: String, in prefix: String) -> String? {
        let found = FileManager.default.enumerator(atPath: prefix)?.compactMap { $0 as? String }.first { $0.hasSuffix("/" + name) }
        return found.map { prefix + "/" + $0 }
    }

    /// A service folder for the bus: the installed service file with its Exec line moved along
    /// with the tree (script/test installs with DESTDIR and moves it), else one for the debug build.
    static func serviceFolder(in sandbox: Sandbox) throws -> String {
        let folder = sandbox.root + "/services"
        var text: String
        if let prefix = installedPrefix, let installed = installedFile(named: serviceFile, in: prefix) {
            text = try String(contentsOfFile: installed, encoding: .utf8)
            let exec = try #require(text.firstMatch(of: /Exec=(\S+) search-provider/), "\(text)")
            // The installed Exec names PREFIX/bin/bundle-settings; the moved tree ends the same way.
            #expect(BundleSettingsBinary.path.hasSuffix(String(exec.1)), "Exec=\(exec.1) is not \(BundleSettingsBinary.path)")
            let moved = String(BundleSettingsBinary.path.dropLast(exec.1.count))
            text = text.replacing("Exec=" + exec.1, with: "Exec=" + moved + exec.1)
        } else {
            let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("data/" + serviceFile + ".in")
            text = try String(contentsOf: source, encoding: .utf8)
                .replacing("@bindir@", with: URL(fileURLWithPath: BundleSettingsBinary.path).deletingLastPathComponent().path)
        }
        try sandbox.write(text, to: folder + "/" + serviceFile)
        return folder
    }

    /// A bus whose first call to the provider starts it, for the sandbox's applications.
    static func bus(_ sandbox: Sandbox, display: Bool = false, activating: Bool = true) throws -> PrivateSessionBus {
        var environment = sandbox.environment.merging(try installApplications(in: sandbox)) { _, new in new }
        var folders = activating ? [try serviceFolder(in: sandbox)] : []
        if display {
            let outer = ProcessInfo.processInfo.environment
            for name in ["DISPLAY", "XAUTHORITY"] { environment[name] = outer[name] }
            // A runtime folder of its own: the accessibility bus's socket there is named after the
            // display only, and would be the outer session's.
            let runtime = sandbox.root + "/runtime"
            try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            environment["XDG_RUNTIME_DIR"] = runtime
            environment["GDK_BACKEND"] = "x11"
            environment["GSK_RENDERER"] = "cairo"
            environment["BUNDLE_SETTINGS_LOCALE_DIR"] = outer["BUNDLE_SETTINGS_LOCALE_DIR"]
            // The accessibility bus, which a window's tree is read through, is started from here;
            // its launcher needs the desktop's schemas, which the fixture's XDG_DATA_DIRS hides.
            folders.append("/usr/share/dbus-1/services")
            environment["GSETTINGS_SCHEMA_DIR"] = "/usr/share/glib-2.0/schemas"
        }
        return try PrivateSessionBus(root: sandbox.root, serviceFolders: folders, environment: environment)
    }

    static func call(_ bus: PrivateSessionBus, _ method: String, _ arguments: String...) throws -> String {
        let answer = try bus.gdbus("call", ["--dest", busName, "--object-path", objectPath, "--method", interface + "." + method,
                                            "--timeout", "60"] + arguments)
        #expect(answer.status == 0, "\(method): \(answer.output)")
        return answer.output
    }

    /// The result IDs of an answer `(['…', '…'],)`, as GVariant text (passed back as they are).
    static func identifiers(in answer: String) -> [String] {
        answer.matches(of: /'(?:[^'\\]|\\.)*'/).map { String($0.0) }
    }

    @Test(.enabled(if: installedPrefix != nil, "checks what meson installed (script/test)"))
    func theInstalledProviderFileNamesTheService() throws {
        let prefix = try #require(Self.installedPrefix)
        let ini = try #require(Self.installedFile(named: Self.providerFile, in: prefix), "no \(Self.providerFile) under \(prefix)")
        #expect(ini.contains("/gnome-shell/search-providers/"), "\(ini)")
        let text = try String(contentsOfFile: ini, encoding: .utf8)
        for line in ["[Shell Search Provider]", "DesktopId=org.bundlesettings.BundleSettings.desktop", "BusName=" + Self.busName,
                     "ObjectPath=" + Self.objectPath, "Version=2"] {
            #expect(text.split(separator: "\n").contains(Substring(line)), "\(line) missing in \(text)")
        }
        let service = try #require(Self.installedFile(named: Self.serviceFile, in: prefix))
        #expect(service.contains("/dbus-1/services/"), "\(service)")
        #expect(try String(contentsOfFile: service, encoding: .utf8).contains("Name=" + Self.busName + "\n"))
        #expect(Self.installedFile(named: "org.bundlesettings.BundleSettings.desktop", in: prefix) != nil, "the DesktopId's entry")
    }

    /// "dark" finds the application named Darkroom, a row of Root and one of a child page by
    /// their titles, not the other application's; typing more narrows; the metas name the rows, say where they are and
    /// carry the application's icon (Bundle Settings' own for one without a desktop entry);
    /// unknown IDs are skipped. The first call starts the provider (activation).
    @Test func theShellsCallsFindNarrowAndDescribeSettingsOfInstalledApplications() throws {
        let sandbox = try Sandbox()
        let bus = try Self.bus(sandbox)
        let found = Self.identifiers(in: try Self.call(bus, "GetInitialResultSet", "['dark']"))
        if let pid = try bus.owner(of: Self.busName) { bus.started.append(pid) }
        #expect(found.count == 3, "Darkroom itself (its name matches) and its two rows: \(found)")
        #expect(found.allSatisfy { $0.hasPrefix("'org.example.Darkroom") }, "\(found)")

        let metas = try Self.call(bus, "GetResultMetas", "[" + found.joined(separator: ", ") + ", 'org.example.Gone']")
        #expect(metas.contains("'name': <'Dark Appearance'>"), "\(metas)")
        #expect(metas.contains("'description': <'Darkroom › Appearance'>"), "\(metas)")
        #expect(metas.contains("'name': <'Dark Mode Schedule'>"), "\(metas)")
        #expect(metas.contains("'description': <'Darkroom › Display'>"), "\(metas)")
        #expect(metas.contains("'gicon': <'org.example.Darkroom'>"), "\(metas)")
        #expect(!metas.contains("Gone"), "an unknown ID is skipped: \(metas)")
        #expect(metas.contains("'name': <'Darkroom'>"), "\(metas)")
        #expect(metas.components(separatedBy: "'id':").count == 4, "\(metas)")

        let narrowed = Self.identifiers(in: try Self.call(bus, "GetSubsearchResultSet", "[" + found.joined(separator: ", ") + "]",
                                                          "['dark', 'mode']"))
        #expect(narrowed.count == 1 && found.contains(narrowed[0]), "\(narrowed) of \(found)")
        let again = Self.identifiers(in: try Self.call(bus, "GetInitialResultSet", "['dark']"))
        #expect(again == found, "IDs are stable between calls")

        let mixer = Self.identifiers(in: try Self.call(bus, "GetInitialResultSet", "['VOLUME']"))
        #expect(mixer.count == 1 && mixer[0].hasPrefix("'org.example.Mixer"), "\(mixer)")
        let mixerMeta = try Self.call(bus, "GetResultMetas", "[" + mixer[0] + "]")
        #expect(mixerMeta.contains("'gicon': <'org.bundlesettings.BundleSettings'>"), "no desktop entry: our icon. \(mixerMeta)")
        // An application installed while the provider runs is found by a later search.
        try FixtureBundle.write(pages: ["Root": [["Type": "PSToggleSwitchSpecifier", "Title": "Dark Theme", "Key": "t", "DefaultValue": false]]],
                                groupContainer: nil, to: sandbox.root + "/data/bundle-settings/apps/org.example.Late/Settings.bundle")
        #expect(try eventually(30) {
            Self.identifiers(in: try Self.call(bus, "GetInitialResultSet", "['dark theme']")).contains { $0.hasPrefix("'org.example.Late") }
        }, "the install is followed")
        // An ID the provider no longer knows is ignored, not an error.
        _ = try Self.call(bus, "ActivateResult", "'org.example.Gone'", "['dark']", "0")
    }

    private func eventually(_ seconds: Double, _ condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try condition() { return true }
            usleep(100_000)
        }
        return try condition()
    }

    /// Runs the provider on a bus of the test's own, without a display, makes `calls`, and
    /// answers what it and the windows it started said on standard error until all of them
    /// exited: the provider five seconds after its last call, each window at once, saying it found
    /// no display (read to the end of the pipe they share, so every window has said its word).
    /// Five, not one: a client started between two calls (Python's GIO) took more than a second
    /// to start on a loaded machine, and found the provider gone.
    static func providerLog(_ sandbox: Sandbox, calls: (PrivateSessionBus) throws -> Void) throws -> String {
        let bus = try Self.bus(sandbox, activating: false)
        let process = sandbox.makeProcess(["search-provider", "--idle-seconds", "5"])
        process.environment = (process.environment ?? [:]).merging(
            try Self.installApplications(in: sandbox).merging(["DBUS_SESSION_BUS_ADDRESS": bus.address]) { _, new in new }) { _, new in new }
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        bus.started.append(process.processIdentifier)
        let appeared = try bus.gdbus("wait", ["--timeout", "30", Self.busName])
        #expect(appeared.status == 0, "\(appeared.output)")
        try calls(bus)
        let watchdog = Watchdog(process: process, seconds: 60)
        let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        watchdog.cancel()
        return log
    }

    /// What a window says when it starts where there is no display: it read its options.
    static let windowStarted = "no display found"

    /// Search text and IDs reach the window whatever they hold: a term `-5`, an application
    /// whose ID starts with "-", a 200,000-character term (cut: one argument holds 128 KiB).
    /// Each starts the window, which reads its options and stops only for want of a display,
    /// where it exited 64 ("-5" read as an option) or never started ("Argument list too long").
    @Test func anySearchTextAndAnyIDReachTheWindow() throws {
        let sandbox = try Sandbox()
        try FixtureBundle.write(pages: Self.mixer, groupContainer: nil,
                                to: sandbox.root + "/system-data/bundle-settings/apps/-dash.Mixer/Settings.bundle")
        var rows = 0
        let log = try Self.providerLog(sandbox) { bus in
            _ = try Self.call(bus, "LaunchSearch", "['-5']", "0")
            let dash = Self.identifiers(in: try Self.call(bus, "GetInitialResultSet", "['master volume']"))
            #expect(dash.contains { $0.hasPrefix("'-dash.Mixer") }, "\(dash)")
            rows = dash.count
            for identifier in dash { _ = try Self.call(bus, "ActivateResult", identifier, "['master volume']", "0") }
            _ = try Self.call(bus, "ActivateResult", "'-dash.Mixer'", "['mixer']", "0")
            // Longer than a command line's word: gdbus could not take it either, Python's GIO does.
            let client = Process()
            client.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
            client.arguments = ["-c", """
                from gi.repository import Gio, GLib
                bus = Gio.DBusConnection.new_for_address_sync("\(bus.address)", Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None)
                bus.call_sync("\(Self.busName)", "\(Self.objectPath)", "\(Self.interface)", "LaunchSearch",
                              GLib.Variant("(asu)", (["x" * 200000], 0)), None, Gio.DBusCallFlags.NONE, 60000, None)
                """]
            try client.run()
            client.waitUntilExit()
            #expect(client.terminationStatus == 0)
        }
        let started = log.components(separatedBy: Self.windowStarted).count - 1
        #expect(started == 1 + rows + 1 + 1, "each call started a window that read its options:\n\(log)")
        #expect(!log.contains("Error") && !log.contains("cannot start"), "\(log)")
    }

    /// An ID of an application removed since the search (before the monitor tells, before a new
    /// search) opens nothing, while one still installed opens its window.
    @Test func aRemovedApplicationsResultOpensNothing() throws {
        let sandbox = try Sandbox()
        let log = try Self.providerLog(sandbox) { bus in
            let darkroom = Self.identifiers(in: try Self.call(bus, "GetInitialResultSet", "['sharpen']"))
            let mixer = Self.identifiers(in: try Self.call(bus, "GetInitialResultSet", "['volume']"))
            #expect(darkroom.count == 1 && mixer.count == 1, "\(darkroom) \(mixer)")
            try FileManager.default.removeItem(atPath: sandbox.root + "/system-data/bundle-settings/apps/org.example.Darkroom")
            for identifier in darkroom + ["'org.example.Darkroom'"] + mixer {
                _ = try Self.call(bus, "ActivateResult", identifier, "['x']", "0")
            }
        }
        #expect(log.components(separatedBy: Self.windowStarted).count - 1 == 1, "only Mixer's window started:\n\(log)")
    }

    /// A GetResultMetas of more IDs than the overview could show (README, "Bounds": the first
    /// 100 described, the rest never read) answers the first 100, over the bus as without it.
    @Test func aMetasRequestIsBoundedToWhatTheShellCanShow() throws {
        let sandbox = try Sandbox()
        let bus = try Self.bus(sandbox)
        let found = Self.identifiers(in: try Self.call(bus, "GetInitialResultSet", "['dark']"))
        if let pid = try bus.owner(of: Self.busName) { bus.started.append(pid) }
        let many = Array(repeating: try #require(found.first), count: 150)
        let metas = try Self.call(bus, "GetResultMetas", "[" + many.joined(separator: ", ") + "]")
        #expect(metas.components(separatedBy: "'id':").count - 1 == 100, "\(metas.prefix(200))")
    }

    /// With nothing to answer the service quits by itself.
    @Test func theProviderQuitsWhenIdle() throws {
        let sandbox = try Sandbox()
        let bus = try Self.bus(sandbox, activating: false)
        let process = sandbox.makeProcess(["search-provider", "--idle-seconds", "1"])
        process.environment = (process.environment ?? [:]).merging(
            try Self.installApplications(in: sandbox).merging(["DBUS_SESSION_BUS_ADDRESS": bus.address]) { _, new in new }) { _, new in new }
        try process.run()
        bus.started.append(process.processIdentifier)
        let appeared = try bus.gdbus("wait", ["--timeout", "30", Self.busName])
        #expect(appeared.status == 0, "\(appeared.output)")
        #expect(Self.identifiers(in: try Self.call(bus, "GetInitialResultSet", "['sharpen']")).count == 1)
        let watchdog = Watchdog(process: process, seconds: 30)
        process.waitUntilExit()
        watchdog.cancel()
        #expect(!watchdog.fired, "still running 30 s after its last call")
        #expect(process.terminationStatus == 0)
    }
}

extension WindowProcessTests {
/// Activating a result opens the application's settings at that row, in a window of its own
/// process on the test's bus; the shell's search button opens the hub.
@Suite(.serialized, .enabled(if: DisplayAndBus.present, "needs $DISPLAY"))
struct SearchProviderWindowTests {
    private func accessible(_ pid: Int32, _ bus: PrivateSessionBus, _ mode: String) throws -> [String] {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scripts/atspi-list-controls.py").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script, String(pid), mode]
        var environment = ProcessInfo.processInfo.environment
        environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        // The window's accessibility bus is the one its session bus gives: the display's root
        // window names the outer session's, which AT-SPI clients would otherwise take.
        let a11y = try bus.gdbus("call", ["--dest", "org.a11y.Bus", "--object-path", "/org/a11y/bus", "--method", "org.a11y.Bus.GetAddress"])
        if let address = a11y.output.firstMatch(of: /\('([^']+)',\)/) { environment["AT_SPI_BUS_ADDRESS"] = String(address.1) }
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let found = try? JSONSerialization.jsonObject(with: data) as? [[String: String]]
        return (found ?? []).compactMap { $0["name"] }
    }

    private func eventually(_ seconds: Double, _ condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try condition() { return true }
            usleep(100_000)
        }
        return try condition()
    }

    /// GNOME Shell's ActivateResult, and KRunner's Run (`krunner`), which opens it the same way.
    @Test(arguments: [false, true]) func activatingAResultOpensTheApplicationsSettingsAtItsRow(krunner: Bool) throws {
        let sandbox = try Sandbox()
        let bus = try SearchProviderTests.bus(sandbox, display: true)
        let found = krunner ? KRunnerRunnerTests.matches(in: try KRunnerRunnerTests.call(bus, "Match", "'schedule'")).map(KRunnerRunnerTests.identifier)
            : SearchProviderTests.identifiers(in: try SearchProviderTests.call(bus, "GetInitialResultSet", "['schedule']"))
        if let pid = try bus.owner(of: SearchProviderTests.busName) { bus.started.append(pid) }
        #expect(found.count == 1, "\(found)")
        if krunner {
            _ = try KRunnerRunnerTests.call(bus, "Run", try #require(found.first), "''")
        } else {
            _ = try SearchProviderTests.call(bus, "ActivateResult", try #require(found.first), "['schedule']", "0")
        }
        var window: Int32?
        #expect(try eventually(30) {
            window = try bus.owner(of: "org.bundlesettings.BundleSettings")
            return window != nil
        }, "the window starts and owns the application ID")
        let pid = try #require(window)
        bus.started.append(pid)
        #expect(try eventually(30) { try accessible(pid, bus, "--windows") == ["Darkroom"] }, "titled with the application's name")
        var focused: [String] = []
        #expect(try eventually(30) {
            focused = try accessible(pid, bus, "--focused")
            return focused.contains { $0.contains("Dark Mode Schedule") }
        }, "the result's row has the focus, not \(focused)")
    }

    @Test func launchSearchOpensTheHub() throws {
        let sandbox = try Sandbox()
        let bus = try SearchProviderTests.bus(sandbox, display: true)
        _ = try SearchProviderTests.call(bus, "LaunchSearch", "['dark']", "0")
        if let pid = try bus.owner(of: SearchProviderTests.busName) { bus.started.append(pid) }
        var window: Int32?
        #expect(try eventually(30) {
            window = try bus.owner(of: "org.bundlesettings.BundleSettings")
            return window != nil
        })
        let pid = try #require(window)
        bus.started.append(pid)
        #expect(try eventually(30) { try !accessible(pid, bus, "--windows").isEmpty }, "a window shows")
    }
}
}
