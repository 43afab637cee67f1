import Foundation

/// A session bus of a test's own (`dbus-daemon`), whose services are those in `serviceFolders`:
/// what D-Bus activation of our installed service file needs, which the session script/test
/// runs in does not know. Processes the bus starts get `environment` (the daemon's own). Stopped,
/// with the processes it started that the test names, when the value goes away.
final class PrivateSessionBus {
    let address: String
    private let daemon: Process
    /// Processes started on this bus (the search provider, a window): killed with it, since a
    /// child of the test runner inherits its blocked SIGTERM and might outlive the bus.
    var started: [Int32] = []

    private let logPath: String
    /// What the daemon and the services it started said on standard error (for a failure's message).
    var log: String { (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "" }

    init(root: String, serviceFolders: [String], environment: [String: String]) throws {
        let config = root + "/session-bus.conf"
        logPath = root + "/session-bus.log"
        let folders = serviceFolders.map { "  <servicedir>\($0)</servicedir>\n" }.joined()
        let text = """
            <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
             "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
            <busconfig>
              <type>session</type>
              <keep_umask/>
              <listen>unix:tmpdir=/tmp</listen>
              <auth>EXTERNAL</auth>
            \(folders)  <policy context="default">
                <allow send_destination="*" eavesdrop="true"/>
                <allow eavesdrop="true"/>
                <allow own="*"/>
              </policy>
            </busconfig>
            """
        try Data(text.utf8).write(to: URL(fileURLWithPath: config))
        daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        daemon.arguments = ["--config-file=" + config, "--nofork", "--print-address=1"]
        daemon.environment = environment
        let output = Pipe()
        daemon.standardOutput = output
        // Its activation lines, and what the services it starts say, for a failing test's log.
        _ = FileManager.default.createFile(atPath: logPath, contents: nil)
        daemon.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: logPath))
        try daemon.run()
        // The address is printed once the daemon listens: the signal that it is ready.
        var printed = Data()
        while !printed.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            printed.append(chunk)
        }
        address = String(decoding: printed, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !address.isEmpty else { throw CocoaError(.fileReadUnknown) }
    }

    deinit {
        for pid in started { kill(pid, SIGKILL) }
        kill(daemon.processIdentifier, SIGKILL)
        daemon.waitUntilExit()
    }

    /// `gdbus ARGUMENTS… --address ADDRESS`'s output and status.
    func gdbus(_ command: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/gdbus")
        process.arguments = [command, "--address", address] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    /// The process that owns `name` on this bus, nil when none does yet.
    func owner(of name: String) throws -> Int32? {
        let answer = try gdbus("call", ["--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
                                        "--method", "org.freedesktop.DBus.GetConnectionUnixProcessID", name])
        guard answer.status == 0, let match = answer.output.firstMatch(of: /uint32 (\d+)/) else { return nil }
        return Int32(match.1)
    }
}
