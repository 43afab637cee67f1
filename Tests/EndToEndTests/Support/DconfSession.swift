import Foundation
import XCTest

/// A private D-Bus session bus for one sandbox, on which the real dconf service is activated as
/// a desktop session activates it: values written through GSettings land in the sandbox's
/// `XDG_CONFIG_HOME/dconf/user`, never the real user's. The bus and dconf-service get the
/// sandbox's environment (dconf-service writes where *its* `XDG_CONFIG_HOME` says), so each test
/// has a dconf of its own whatever session the suite runs in. Also compiles schemas into a
/// `GSETTINGS_SCHEMA_DIR` of the sandbox, and writes a dconf profile with a system database for
/// locks. The bus is stopped when this goes away.
final class DconfSession {
    let sandbox: Sandbox
    let schemaDirectory: String
    private let daemon: Process

    /// Skips the test when D-Bus or dconf are not installed (script/bootstrap installs them).
    init(_ sandbox: Sandbox, profile: String? = nil) throws {
        for tool in ["/usr/bin/dbus-daemon", "/usr/libexec/dconf-service", "/usr/bin/glib-compile-schemas"]
        where !FileManager.default.isExecutableFile(atPath: tool) {
            throw XCTSkip("\(tool) is not installed (script/bootstrap installs dconf-service and dconf-cli)")
        }
        self.sandbox = sandbox
        schemaDirectory = sandbox.root + "/schemas"
        let runtime = sandbox.root + "/runtime"
        for folder in [schemaDirectory, runtime] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        chmod(runtime, 0o700)
        sandbox.extraEnvironment["XDG_RUNTIME_DIR"] = runtime
        sandbox.extraEnvironment["GSETTINGS_SCHEMA_DIR"] = schemaDirectory
        if let profile { sandbox.extraEnvironment["DCONF_PROFILE"] = profile }
        daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        daemon.arguments = ["--session", "--nofork", "--print-address=1", "--nosyslog"]
        daemon.environment = sandbox.environment
        let output = Pipe()
        daemon.standardOutput = output
        daemon.standardError = FileHandle.nullDevice
        try daemon.run()
        // The first line is the bus address, written once the bus listens.
        var address = Data()
        while !address.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            address.append(chunk)
        }
        let line = String(decoding: address, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !line.isEmpty else { throw XCTSkip("dbus-daemon did not start") }
        sandbox.extraEnvironment["DBUS_SESSION_BUS_ADDRESS"] = line
    }

    deinit {
        // SIGKILL, not terminate(): started from a swift-testing thread, the daemon inherits
        // the runner's blocked SIGTERM and would never exit.
        kill(daemon.processIdentifier, SIGKILL)
        daemon.waitUntilExit()
    }

    /// Writes `bundle-settings schema` output for the sandbox's bundle as `ID.gschema.xml` and
    /// compiles the folder with `glib-compile-schemas --strict`.
    func installSchema(id: String, _ extra: String...) throws {
        let outcome = try sandbox.run("schema", ["--id", id] + extra)
        XCTAssertEqual(outcome.status, 0, outcome.description)
        try sandbox.write(outcome.stdout, to: schemaDirectory + "/" + id + ".gschema.xml")
        let compiled = try run("/usr/bin/glib-compile-schemas", "--strict", schemaDirectory)
        XCTAssertEqual(compiled.status, 0, compiled.description)
    }

    /// Runs a tool (`gsettings`, `dconf`) with the sandbox's environment.
    @discardableResult
    func run(_ tool: String, _ arguments: String...) throws -> Outcome {
        try run(tool, arguments)
    }

    func run(_ tool: String, _ arguments: [String]) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool.hasPrefix("/") ? tool : "/usr/bin/" + tool)
        process.arguments = arguments
        process.environment = sandbox.environment
        process.currentDirectoryURL = URL(fileURLWithPath: sandbox.root)
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                       stderr: String(decoding: err, as: UTF8.self))
    }
}

extension Sandbox {
    /// Runs `bundle-settings SUBCOMMAND --bundle FIXTURE ARGUMENTS…` with the arguments as a list.
    @discardableResult
    func run(_ subcommand: String, _ arguments: [String]) throws -> Outcome {
        try runRaw([subcommand, "--bundle", bundlePath] + arguments)
    }
}

extension Sandbox {
    /// As an administrator sets defaults and locks: a key-file system database `site` with
    /// `settings` and `locks`, and a dconf profile naming it, whose path this answers (for
    /// `DconfSession(_:profile:)`; `compileSiteDatabase` compiles it once the session runs).
    func writeSiteDatabase(settings: String, locks: String) throws -> String {
        let database = root + "/dconf-db/site.d"
        try write(settings, to: database + "/00-site")
        try write(locks, to: database + "/locks/site")
        try write("user-db:user\nfile-db:\(root)/dconf-db/site\n", to: root + "/profile")
        return root + "/profile"
    }
}

extension DconfSession {
    /// Compiles the database `Sandbox.writeSiteDatabase` wrote, as `dconf update` would.
    func compileSiteDatabase() throws {
        XCTAssertEqual(try run("dconf", "compile", sandbox.root + "/dconf-db/site", sandbox.root + "/dconf-db/site.d").status, 0)
    }
}
