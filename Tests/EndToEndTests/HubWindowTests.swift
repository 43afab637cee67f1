import Foundation
import Testing

/// The hub as a desktop user meets it, on the real executables (the installed copy under
/// script/test): with a fixture `XDG_DATA_DIRS` holding two applications (bundles in
/// `bundle-settings/apps`, desktop entries, an icon), the window started with no bundle lists
/// both by their names, and `--app` opens one's window titled with its name. Read over AT-SPI.
extension WindowProcessTests {
@Suite(.serialized) struct HubWindowTests {
    static var hasDisplay: Bool { HostAppExampleTests.hasDisplay }

    /// Two installed applications in a data folder of their own.
    final class Fixture {
        let sandbox: Sandbox
        var dataFolder: String { sandbox.root + "/data" }

        init() throws {
            sandbox = try Sandbox()
            let icon = dataFolder + "/alpha/alpha.svg"
            try FileManager.default.createDirectory(atPath: dataFolder + "/alpha", withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                atPath: HostAppExampleTests.packageRoot.appendingPathComponent("data/org.bundlesettings.BundleSettings.svg").path,
                toPath: icon)
            try install("org.example.Alpha", row: "Alpha Volume", entry: ["Name=Alpha Player", "Icon=" + icon])
            try install("org.example.Beta", row: "Beta Sync", entry: ["Name=Beta Notes", "Icon=text-editor"])
            // The fixture's folders and no others: nothing installed on the machine is listed.
            sandbox.extraEnvironment["XDG_DATA_DIRS"] = dataFolder
            sandbox.extraEnvironment["XDG_DATA_HOME"] = sandbox.root + "/user-data"
        }

        private func install(_ id: String, row: String, entry: [String]) throws {
            try FixtureBundle.write(pages: ["Root": [["Type": "PSToggleSwitchSpecifier", "Title": row, "Key": "on", "DefaultValue": true]]],
                                    groupContainer: nil, to: dataFolder + "/bundle-settings/apps/\(id)/Settings.bundle")
            try sandbox.write((["[Desktop Entry]", "Type=Application", "Exec=true"] + entry).joined(separator: "\n") + "\n",
                              to: dataFolder + "/applications/\(id).desktop")
        }

        /// The window with `arguments`, on the display and session bus of the tests.
        func window(_ arguments: [String]) -> Process {
            let process = sandbox.makeProcess(arguments)
            process.environment = sandbox.windowEnvironment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            return process
        }
    }

    /// Every accessible the window shows (role, name), once it shows a list item.
    static func accessibles(of process: Process) throws -> [(role: String, name: String)] {
        let script = HostAppExampleTests.packageRoot.appendingPathComponent("Tests/Scripts/atspi-names.py").path
        let outcome = try HostAppExampleTests.run("/usr/bin/python3", [script, String(process.processIdentifier)],
                                                  environment: ProcessInfo.processInfo.environment, timeout: 40)
        let found = try #require((try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))) as? [[String: String]],
                                 "\(outcome)\nwindow running: \(process.isRunning)")
        return found.map { ($0["role"] ?? "", $0["name"] ?? "") }
    }

    @Test(.enabled(if: hasDisplay, "opens windows: run under xvfb-run and dbus-run-session (script/test)"),
          .timeLimit(.minutes(10)))
    func theHubListsTheInstalledApplicationsByName() throws {
        let fixture = try Fixture()
        WindowLanguageTests.accessibilityBus
        let window = fixture.window([])
        try window.run()
        defer { WindowLanguageTests.close(window) }
        let found = try Self.accessibles(of: window)
        let items = found.filter { $0.role == "list item" }.map(\.name)
        print("hub list items: \(items)")
        #expect(items.contains("Alpha Player") && items.contains("Beta Notes"), "\(found)")
        #expect(found.contains { $0.role == "frame" && $0.name == "Bundle Settings" }, "\(found)")
    }

    @Test(.enabled(if: hasDisplay, "opens windows: run under xvfb-run and dbus-run-session (script/test)"),
          .timeLimit(.minutes(10)))
    func anApplicationsWindowIsTitledWithItsName() throws {
        let fixture = try Fixture()
        WindowLanguageTests.accessibilityBus
        let window = fixture.window(["--app", "org.example.Alpha"])
        try window.run()
        defer { WindowLanguageTests.close(window) }
        let found = try Self.accessibles(of: window)
        #expect(found.contains { $0.role == "frame" && $0.name == "Alpha Player" }, "not \"Settings\": \(found)")
        #expect(found.contains { $0.name == "Alpha Volume" }, "its bundle's rows: \(found)")
    }
}
}
