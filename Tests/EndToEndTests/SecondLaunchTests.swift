import Foundation
import Testing

/// One primary instance per application ID, with the built executable on a real session bus:
/// a second launch for the same store presents the window already open and exits; a launch for
/// another store opens a second window in the same process. Needs a display and a session bus
/// (`xvfb-run dbus-run-session`); skipped without them.
extension WindowProcessTests {
@Suite(.serialized, .enabled(if: DisplayAndBus.present, "needs $DISPLAY and $DBUS_SESSION_BUS_ADDRESS"))
struct SecondLaunchTests {
    static let applicationID = "org.bundlesettings.BundleSettings"

    private func environment(_ sandbox: Sandbox) throws -> [String: String] {
        var environment = sandbox.environment
        let outer = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "XAUTHORITY", "DBUS_SESSION_BUS_ADDRESS", "XDG_RUNTIME_DIR"] { environment[name] = outer[name] }
        environment["GDK_BACKEND"] = "x11"
        environment["GSK_RENDERER"] = "cairo"
        // Never the user's recently-used.xbel.
        environment["XDG_DATA_HOME"] = sandbox.root + "/data"
        environment["XDG_STATE_HOME"] = sandbox.root + "/state"
        try FileManager.default.createDirectory(atPath: sandbox.root + "/data", withIntermediateDirectories: true)
        return environment
    }

    private func launch(_ sandbox: Sandbox, _ arguments: [String]) throws -> Process {
        let process = sandbox.makeProcess(arguments)
        process.environment = try environment(sandbox)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    private func waitForExit(_ process: Process, seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        return !process.isRunning
    }

    private func applicationIsOnTheBus() throws -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/gdbus")
        process.arguments = ["call", "--session", "--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
                             "--method", "org.freedesktop.DBus.NameHasOwner", Self.applicationID]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).contains("true")
    }

    /// The names of the windows process `pid` shows, over AT-SPI.
    private func windows(of pid: Int32) throws -> [String] {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scripts/atspi-list-controls.py").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script, String(pid), "--windows"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let data = output.fileHandleForReading.readDataToEndOfFile()
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

    @Test func aSecondLaunchForTheSameStorePresentsTheOpenWindow() throws {
        let sandbox = try Sandbox()
        let store = sandbox.root + "/one.ini"
        let first = try launch(sandbox, ["--bundle", sandbox.bundlePath, "--store", store, "--title", "First"])
        // SIGKILL: a child of the test runner inherits its blocked SIGTERM.
        defer { if first.isRunning { kill(first.processIdentifier, SIGKILL); first.waitUntilExit() } }
        #expect(try eventually(15) { try applicationIsOnTheBus() }, "the first launch owns the application ID")
        #expect(try eventually(15) { try windows(of: first.processIdentifier) == ["First"] })

        let start = Date()
        let second = try launch(sandbox, ["--bundle", sandbox.bundlePath, "--store", store, "--title", "First"])
        #expect(waitForExit(second, seconds: 15), "the second launch hands over and exits")
        #expect(second.terminationStatus == 0)
        print("second launch handed over in \(Int(Date().timeIntervalSince(start) * 1000)) ms")
        #expect(first.isRunning)
        usleep(500_000)
        #expect(try windows(of: first.processIdentifier) == ["First"], "presented, not opened again")

        // Relative to the launching folder: the sandbox (see Sandbox.makeProcess).
        let third = try launch(sandbox, ["open", "Fixture.bundle", "--store", "two.ini", "--title", "Second"])
        #expect(waitForExit(third, seconds: 15))
        #expect(try eventually(10) { try windows(of: first.processIdentifier).sorted() == ["First", "Second"] },
                "another store: a second window of the first process")
    }

    /// A launch handed over leaves the bus as GLib wants (it used to warn "did not unregister
    /// from D-Bus" every time), and one naming a path of 100,000 characters does not freeze the
    /// shared window process: its error page is bounded as every text the window shows (it
    /// took over 15 s, and held up every later launch).
    @Test func aHandedOverLaunchIsQuietAndAHugePathDoesNotFreezeTheWindowProcess() throws {
        let sandbox = try Sandbox()
        let first = try launch(sandbox, ["--bundle", sandbox.bundlePath, "--store", "one.ini", "--title", "First"])
        defer { if first.isRunning { kill(first.processIdentifier, SIGKILL); first.waitUntilExit() } }
        #expect(try eventually(15) { try windows(of: first.processIdentifier) == ["First"] })

        let huge = sandbox.root + "/" + String(repeating: "x", count: 100_000)
        let start = Date()
        let second = sandbox.makeProcess(["--bundle", huge, "--store", "two.ini"])
        second.environment = try environment(sandbox)
        second.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        second.standardError = errors
        try second.run()
        #expect(waitForExit(second, seconds: 15), "the launch hands over and exits")
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(second.terminationStatus == 0)
        #expect(!said.contains("did not unregister"), "\(said)")
        #expect(try eventually(10) { try windows(of: first.processIdentifier).contains { $0.hasPrefix("Cannot Open") } },
                "the error page shows")
        print("error page of a 100,000-character path shown after \(Int(Date().timeIntervalSince(start) * 1000)) ms")
        let third = try launch(sandbox, ["--bundle", sandbox.bundlePath, "--store", "three.ini", "--title", "Third"])
        #expect(waitForExit(third, seconds: 15))
        #expect(try eventually(5) { try windows(of: first.processIdentifier).contains("Third") }, "later launches are served")
        print("and a later launch's window after \(Int(Date().timeIntervalSince(start) * 1000)) ms")
    }

    /// The window's words are its process's: a launch in a language of its own does not hand
    /// over to a primary instance that speaks another.
    @Test func aLaunchWithItsOwnLanguageRunsOnItsOwn() throws {
        let sandbox = try Sandbox()
        let first = try launch(sandbox, ["--bundle", sandbox.bundlePath, "--store", "one.ini", "--title", "First"])
        defer { if first.isRunning { kill(first.processIdentifier, SIGKILL); first.waitUntilExit() } }
        #expect(try eventually(15) { try windows(of: first.processIdentifier) == ["First"] })

        let german = try launch(sandbox, ["--bundle", sandbox.bundlePath, "--store", "two.ini", "--title", "Zweites", "--language", "de"])
        defer { if german.isRunning { kill(german.processIdentifier, SIGKILL); german.waitUntilExit() } }
        #expect(try eventually(15) { try windows(of: german.processIdentifier) == ["Zweites"] }, "its own window, in its own process")
        #expect(try windows(of: first.processIdentifier) == ["First"])
        #expect(try applicationIsOnTheBus(), "the first launch is still the primary instance")
    }
}
}

/// The suites that start window processes on the test session's bus, one test at a time: the
/// window is one instance per application ID there, so a window started while another suite's
/// window runs hands its launch over to that one and exits.
@Suite(.serialized) enum WindowProcessTests {}

enum DisplayAndBus {
    static var present: Bool {
        let environment = ProcessInfo.processInfo.environment
        return !(environment["DISPLAY"] ?? "").isEmpty && !(environment["DBUS_SESSION_BUS_ADDRESS"] ?? "").isEmpty
    }
}
