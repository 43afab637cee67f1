import Foundation

/// One test's private world: a temporary folder holding the user config folder
/// (`XDG_CONFIG_HOME`), the administrator's folder (`XDG_CONFIG_DIRS`), a home and the fixture
/// bundle. Every `bundle-settings` it runs sees only these, never the real configuration.
/// Removed when the value goes away.
final class Sandbox {
    let root: String
    /// The Settings bundle `run` passes as `--bundle`.
    let bundlePath: String
    /// More environment for every process (a private D-Bus session, a GSettings schema folder).
    var extraEnvironment: [String: String] = [:]

    var configHome: String { root + "/config" }
    var configDirs: String { root + "/system" }
    /// The fixture's default store: `$XDG_CONFIG_HOME/DOMAIN/settings.ini`.
    var storePath: String { configHome + "/" + FixtureBundle.domain + "/settings.ini" }
    /// The administrator's folder for the fixture's domain.
    var systemFolder: String { configDirs + "/" + FixtureBundle.domain }

    init(pages: [String: [Any]] = FixtureBundle.standardPages,
         groupContainer: String? = FixtureBundle.domain) throws {
        root = (NSTemporaryDirectory() as NSString).appendingPathComponent("e2e-" + UUID().uuidString)
        bundlePath = root + "/Fixture.bundle"
        for folder in [configHome, configDirs, root + "/home"] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        try FixtureBundle.write(pages: pages, groupContainer: groupContainer, to: bundlePath)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// The environment of every process: nothing inherited, so no real config or locale leaks
    /// in, and no display. Only `BUNDLE_SETTINGS_DATA_DIR` is passed on: a development build
    /// finds the demo bundle through it (script/test sets it); an installed copy is tested
    /// without it.
    var environment: [String: String] {
        var environment = ["PATH": "/usr/bin:/bin", "HOME": root + "/home", "LANG": "C",
                           "XDG_CONFIG_HOME": configHome, "XDG_CONFIG_DIRS": configDirs]
        if let data = ProcessInfo.processInfo.environment["BUNDLE_SETTINGS_DATA_DIR"], !data.isEmpty {
            environment["BUNDLE_SETTINGS_DATA_DIR"] = data
        }
        return environment.merging(extraEnvironment) { _, extra in extra }
    }

    /// `environment` with the tests' display, session bus and renderer: for a window, which
    /// must show on the display script/test made (and be read over its accessibility bus).
    var windowEnvironment: [String: String] {
        var environment = self.environment
        let inherited = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "XAUTHORITY", "WAYLAND_DISPLAY", "DBUS_SESSION_BUS_ADDRESS", "XDG_RUNTIME_DIR", "GSK_RENDERER", "GDK_BACKEND"] {
            if let value = inherited[name] { environment[name] = value }
        }
        return environment
    }

    /// Runs `bundle-settings SUBCOMMAND --bundle FIXTURE ARGUMENTS…`.
    @discardableResult
    func run(_ subcommand: String, _ arguments: String...) throws -> Outcome {
        try runRaw([subcommand, "--bundle", bundlePath] + arguments)
    }

    /// Runs `bundle-settings SUBCOMMAND --bundle FIXTURE ARGUMENTS…`, killing it after `seconds`
    /// (then `timedOut` is set): for files that used to hang a command, so that a regression
    /// fails instead of hanging the suite.
    func run(within seconds: Double, _ subcommand: String, _ arguments: String...) throws -> Outcome {
        try runRaw([subcommand, "--bundle", bundlePath] + arguments, timeout: seconds)
    }

    /// Runs `bundle-settings ARGUMENTS…` as given (no `--bundle`: the demo bundle).
    func runRaw(_ arguments: [String], timeout: Double? = nil) throws -> Outcome {
        let output = root + "/out-" + UUID().uuidString
        // Files, not pipes: a large output cannot fill a pipe and stall the child.
        _ = FileManager.default.createFile(atPath: output + ".stdout", contents: nil)
        _ = FileManager.default.createFile(atPath: output + ".stderr", contents: nil)
        defer {
            try? FileManager.default.removeItem(atPath: output + ".stdout")
            try? FileManager.default.removeItem(atPath: output + ".stderr")
        }
        let process = makeProcess(arguments)
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: output + ".stdout"))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: output + ".stderr"))
        try process.run()
        let watchdog = timeout.map { seconds in Watchdog(process: process, seconds: seconds) }
        process.waitUntilExit()
        watchdog?.cancel()
        return Outcome(status: process.terminationStatus,
                       stdout: String(decoding: FileManager.default.contents(atPath: output + ".stdout") ?? Data(), as: UTF8.self),
                       stderr: String(decoding: FileManager.default.contents(atPath: output + ".stderr") ?? Data(), as: UTF8.self),
                       timedOut: watchdog?.fired ?? false)
    }

    /// A `bundle-settings` process with this sandbox's environment, not yet started.
    func makeProcess(_ arguments: [String]) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: BundleSettingsBinary.path)
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        process.standardInput = FileHandle.nullDevice
        return process
    }

    /// Writes a file (and its folders) inside or outside the sandbox.
    func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// The store file's bytes, nil when there is none.
    func storeBytes(at path: String? = nil) -> Data? {
        FileManager.default.contents(atPath: path ?? storePath)
    }
}

/// What a finished `bundle-settings` process left.
struct Outcome: CustomStringConvertible {
    var status: Int32
    var stdout: String
    var stderr: String
    /// Killed by `run(within:)`'s watchdog.
    var timedOut = false

    /// stdout without its final newline: what `get` printed.
    var line: String { stdout.hasSuffix("\n") ? String(stdout.dropLast()) : stdout }

    /// stdout parsed as JSON (fragments allowed).
    func json() throws -> Any {
        try JSONSerialization.jsonObject(with: Data(stdout.utf8), options: [.fragmentsAllowed])
    }

    /// The keys `list --json` printed, in its order.
    func listedKeys() throws -> [String] {
        ((try json() as? [String: Any])?["keys"] as? [[String: Any]] ?? []).compactMap { $0["key"] as? String }
    }

    var description: String { "status \(status)\nstdout: \(stdout)\nstderr: \(stderr)" }

    /// Runs a tool (a shell, meson) to its end, its standard error merged into `stdout` in the
    /// order written.
    static func ofTool(_ executable: String, _ arguments: [String], environment: [String: String],
                       in folder: String) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, stdout: text, stderr: "")
    }
}

/// Kills a process still running after a time limit.
final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false
    private var killed = false

    init(process: Process, seconds: Double) {
        let pid = process.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
            lock.lock()
            defer { lock.unlock() }
            guard !cancelled else { return }
            killed = true
            kill(pid, SIGKILL)
        }
    }

    var fired: Bool {
        lock.lock()
        defer { lock.unlock() }
        return killed
    }

    func cancel() {
        lock.lock()
        cancelled = true
        lock.unlock()
    }
}
