import Foundation
import Testing

/// `Examples/HostApp`, the embedding example, stays a working application: it is built as a
/// package of its own that depends on this one by path (so SettingsKit and SettingsUI build as
/// a dependency, warnings as errors), then run in its self-test mode, which opens the settings
/// window, presses its button row and finds its custom view in the window.
@Suite struct HostAppExampleTests {
    static var hasDisplay: Bool {
        let environment = ProcessInfo.processInfo.environment
        return !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
    }

    /// The package's own folder, from this file's place in it.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Inside the build folder these tests run from (`.build/`, or meson's), so the example's
    /// build is kept between runs and never lands in the source tree.
    static var scratchPath: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()  // …/x86_64-unknown-linux-gnu/debug
            .deletingLastPathComponent().deletingLastPathComponent()  // the scratch folder
            .appendingPathComponent("examples/HostApp").path
    }

    @Test(.enabled(if: hasDisplay, "the example opens a window: run under xvfb-run (script/test)"),
          .timeLimit(.minutes(10)))
    func theExampleBuildsAndPassesItsSelfTest() throws {
        let package = Self.packageRoot.appendingPathComponent("Examples/HostApp").path
        var buildEnvironment = ProcessInfo.processInfo.environment
        buildEnvironment["PATH"] = (buildEnvironment["PATH"].map { $0 + ":" } ?? "") + "/opt/swift/usr/bin"
        let build = try Self.run("/usr/bin/env", ["swift", "build", "--package-path", package, "--scratch-path", Self.scratchPath],
                                 environment: buildEnvironment, timeout: 540)
        try #require(build.status == 0, "swift build of Examples/HostApp failed:\n\(build.stdout.suffix(6000))\n\(build.stderr.suffix(4000))")

        let sandbox = try Sandbox()
        var environment = ProcessInfo.processInfo.environment  // the display and the session bus
        environment["HOME"] = sandbox.root + "/home"
        environment["XDG_CONFIG_HOME"] = sandbox.configHome
        environment["XDG_CONFIG_DIRS"] = sandbox.configDirs
        let app = try Self.run(Self.scratchPath + "/debug/HostApp", ["--self-test"], environment: environment, timeout: 60)
        #expect(app.status == 0, "\(app)")
        #expect(app.stdout.contains("HostApp self-test: OK"), "\(app)")
        #expect(app.stdout.contains("HostApp: sync requested"), "the button handler ran: \(app)")
    }

    /// Runs a process to its end (killed after `timeout` seconds), output through files.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String],
                    timeout: TimeInterval) throws -> Outcome {
        let output = NSTemporaryDirectory() + "/host-app-" + UUID().uuidString
        _ = FileManager.default.createFile(atPath: output + ".stdout", contents: nil)
        _ = FileManager.default.createFile(atPath: output + ".stderr", contents: nil)
        defer {
            try? FileManager.default.removeItem(atPath: output + ".stdout")
            try? FileManager.default.removeItem(atPath: output + ".stderr")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: output + ".stdout"))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: output + ".stderr"))
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus,
                       stdout: String(decoding: FileManager.default.contents(atPath: output + ".stdout") ?? Data(), as: UTF8.self),
                       stderr: String(decoding: FileManager.default.contents(atPath: output + ".stderr") ?? Data(), as: UTF8.self))
    }
}
