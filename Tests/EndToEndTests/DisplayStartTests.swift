import Foundation
import SettingsCommandLine
import Testing

/// The window on a display that is starting: it waits for the X server to listen (a short,
/// bounded while) instead of exiting at once, and says what failed when none comes. The
/// window's first try is seen by a listener of the test's own at the X server's abstract socket
/// (which hangs up on it), and the server is started only then: no sleeps.
extension WindowProcessTests {
@Suite(.serialized) struct DisplayStartTests {
    static var canStartServers: Bool {
        HostAppExampleTests.hasDisplay && FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb")
    }

    /// A display number no server holds now.
    static func freeDisplayNumber() throws -> Int {
        try #require((600..<700).shuffled().first { number in
            !FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock")
                && !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
        })
    }

    /// The window on the fixture bundle, on display `number` only (X11), exiting after its
    /// first frame.
    static func window(_ sandbox: Sandbox, display number: Int, stderr: String) throws -> Process {
        let process = sandbox.makeProcess(["--bundle", sandbox.bundlePath, "--language", "en"])
        var environment = sandbox.windowEnvironment
        environment["DISPLAY"] = ":\(number)"
        environment["WAYLAND_DISPLAY"] = nil
        environment["GDK_BACKEND"] = "x11"
        environment["BUNDLE_SETTINGS_EXIT_AFTER_FIRST_FRAME"] = "1"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        _ = FileManager.default.createFile(atPath: stderr, contents: nil)
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: stderr))
        return process
    }

    @Test(.enabled(if: canStartServers, "starts X servers: run under xvfb-run and dbus-run-session (script/test)"),
          .timeLimit(.minutes(3)))
    func theWindowWaitsForADisplayThatIsStarting() throws {
        let sandbox = try Sandbox()
        let number = try Self.freeDisplayNumber()
        let listener = try AbstractListener(name: "/tmp/.X11-unix/X\(number)")
        let errors = sandbox.root + "/window.stderr"
        let window = try Self.window(sandbox, display: number, stderr: errors)
        try window.run()
        let watchdog = Watchdog(process: window, seconds: 120)
        defer { watchdog.cancel() }
        // The window's first try reaches the listener: it is turned away (nothing listens when
        // it looks again), then the server starts.
        #expect(listener.acceptAndHangUp(withinSeconds: 60), "the window never tried display :\(number)")
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        server.arguments = [":\(number)", "-nolisten", "tcp", "-screen", "0", "800x600x24"]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        defer {
            // Killed: started from the test runner, the server inherits its blocked SIGTERM.
            // Its lock and socket are then left behind, and removed here.
            kill(server.processIdentifier, SIGKILL)
            server.waitUntilExit()
            for leftover in ["/tmp/.X\(number)-lock", "/tmp/.X11-unix/X\(number)"] { unlink(leftover) }
        }
        window.waitUntilExit()
        let stderr = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        #expect(!watchdog.fired, "the window hung: \(stderr)")
        #expect(window.terminationStatus == 0, "the window did not come up on :\(number): \(stderr)")
    }

    @Test(.enabled(if: canStartServers, "opens windows: run under xvfb-run and dbus-run-session (script/test)"),
          .timeLimit(.minutes(3)))
    func aDisplayThatNeverComesFailsInBoundedTimeSayingWhat() throws {
        let sandbox = try Sandbox()
        let number = try Self.freeDisplayNumber()
        let errors = sandbox.root + "/window.stderr"
        let window = try Self.window(sandbox, display: number, stderr: errors)
        let started = Date()
        try window.run()
        let watchdog = Watchdog(process: window, seconds: 60)
        window.waitUntilExit()
        watchdog.cancel()
        let waited = Date().timeIntervalSince(started)
        let stderr = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        #expect(!watchdog.fired)
        #expect(window.terminationStatus == 1, "\(stderr)")
        #expect(waited >= Double(DisplaySocket.patience) / 1_000_000, "gave up before its patience: \(waited) s")
        #expect(stderr.hasPrefix("bundle-settings: no display found (DISPLAY=:\(number): nothing listens at /tmp/.X11-unix/X\(number) ("),
                "\(stderr)")
        #expect(stderr.split(separator: "\n").count == 1, "\(stderr)")
    }
}
}

/// A Unix socket listening in Linux's abstract namespace (where Xlib looks for an X server first).
final class AbstractListener {
    private var descriptor: Int32

    init(name: String) throws {
        descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(name.utf8)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in bytes.enumerated() { buffer[index + 1] = byte }
        }
        let length = socklen_t(MemoryLayout<sockaddr_un>.offset(of: \.sun_path)! + 1 + bytes.count)
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        guard descriptor >= 0, bound == 0, listen(descriptor, 4) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    }

    deinit { if descriptor >= 0 { close(descriptor) } }

    /// Waits for one connection; then stops listening and closes it. False when none came.
    func acceptAndHangUp(withinSeconds seconds: Int32) -> Bool {
        var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&waiting, 1, seconds * 1000) == 1 else { return false }
        let connection = accept(descriptor, nil, nil)
        // No longer listening before the window hears the hang-up: it must find nothing there.
        close(descriptor)
        descriptor = -1
        guard connection >= 0 else { return false }
        close(connection)
        return true
    }
}

/// Where the window looks for its displays' sockets, and what it finds there.
@Suite struct DisplaySocketTests {
    @Test func theSocketsOfTheDisplaysGTKTries() {
        let both = ["DISPLAY": ":5.0", "WAYLAND_DISPLAY": "wayland-1", "XDG_RUNTIME_DIR": "/run/user/7"]
        let sockets = DisplaySocket.of(environment: both)
        #expect(sockets.map(\.setting) == ["WAYLAND_DISPLAY=wayland-1", "DISPLAY=:5.0"])
        #expect(sockets.map(\.path) == ["/run/user/7/wayland-1", "/tmp/.X11-unix/X5"])
        #expect(sockets.map(\.isAlsoAbstract) == [false, true], "Xlib looks in the abstract namespace first")
        #expect(DisplaySocket.of(environment: both.merging(["GDK_BACKEND": "x11"]) { $1 }).map(\.setting) == ["DISPLAY=:5.0"])
        #expect(DisplaySocket.of(environment: both.merging(["GDK_BACKEND": "wayland, *"]) { $1 }).count == 2)
        #expect(DisplaySocket.of(environment: ["DISPLAY": "unix:12"]).first?.path == "/tmp/.X11-unix/X12")
        #expect(DisplaySocket.of(environment: ["DISPLAY": "example.org:0"]).map(\.path) == [nil], "over TCP: not looked at")
        #expect(DisplaySocket.of(environment: ["WAYLAND_DISPLAY": "/tmp/w"]).first?.path == "/tmp/w")
        #expect(DisplaySocket.of(environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""]).isEmpty)
        #expect(DisplaySocket.problem(environment: [:]) == "$DISPLAY/$WAYLAND_DISPLAY unset")
        #expect(!DisplaySocket.areStarting(environment: [:]), "nothing to wait for")
    }

    @Test func aSocketNobodyListensAtIsStartingOneListenedAtIsNot() throws {
        let folder = NSTemporaryDirectory() + "display-socket-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let environment = ["WAYLAND_DISPLAY": "wayland-test", "XDG_RUNTIME_DIR": folder]
        #expect(DisplaySocket.of(environment: environment).first?.probe() == .nothingListens("No such file or directory"))
        #expect(DisplaySocket.areStarting(environment: environment))
        #expect(DisplaySocket.problem(environment: environment).hasPrefix(
            "WAYLAND_DISPLAY=wayland-test: nothing listens at \(folder)/wayland-test (No such file or directory) after "))

        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let path = Array((folder + "/wayland-test").utf8)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in path.enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(bound == 0)
        // Bound but not listening: refused, still starting.
        #expect(DisplaySocket.of(environment: environment).first?.probe() == .nothingListens("Connection refused"))
        #expect(listen(listener, 1) == 0)
        #expect(DisplaySocket.of(environment: environment).first?.probe() == .listens)
        // A server that takes no connections (stopped, hung) fills its queue: looking does not hang.
        for _ in 0..<4 { #expect(DisplaySocket.of(environment: environment).first?.probe() == .listens) }
        #expect(!DisplaySocket.areStarting(environment: environment))
        #expect(DisplaySocket.problem(environment: environment).contains("did not take us"))
    }
}
