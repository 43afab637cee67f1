import Foundation
import XCTest

/// README "Many machines": the administrator's examples, taken from the README itself and run
/// as written, with `/etc` moved into the sandbox, then checked the way the README says.
final class ManyMachinesTests: XCTestCase {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")

    /// The first ```sh block after `<!-- many-machines: NAME -->`.
    static func example(_ name: String) throws -> String {
        let text = try String(contentsOf: readme, encoding: .utf8)
        let marker = try XCTUnwrap(text.range(of: "<!-- many-machines: \(name) -->"), "no example \(name) in README.md")
        let start = try XCTUnwrap(text.range(of: "```sh\n", range: marker.upperBound..<text.endIndex))
        let end = try XCTUnwrap(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        return String(text[start.upperBound..<end.lowerBound])
    }

    /// The README's console lines for a locked `colour` and a system `volume`.
    static func readmeLines(lockedBy lock: String) -> [String] {
        ["colour = blue  [locked locked by \(lock)]", "volume = 1.5  [system]"]
    }

    private func runScript(_ script: String, _ sandbox: Sandbox) throws -> Outcome {
        try Outcome.ofTool("/bin/bash", ["-euo", "pipefail", "-c", script], environment: sandbox.environment, in: sandbox.root)
    }

    func testTheKeyFileExampleSetsDefaultsAndLocks() throws {
        let sandbox = try Sandbox(groupContainer: "org.example.App")
        let script = try Self.example("keyfile").replacingOccurrences(of: "/etc/xdg", with: sandbox.configDirs)
        let ran = try runScript(script, sandbox)
        XCTAssertEqual(ran.status, 0, ran.stdout)
        let list = try sandbox.run("list").stdout
        for line in Self.readmeLines(lockedBy: sandbox.configDirs + "/org.example.App/locks") {
            XCTAssert(list.contains(line), "\(line) in \(list)")
        }
        let set = try sandbox.run("set", "colour", "red")
        XCTAssertEqual(set.status, 1)
        XCTAssert(set.stderr.contains("\"colour\" is locked by your administrator"), set.stderr)
    }

    func testTheDconfExampleSetsDefaultsAndLocks() throws {
        let sandbox = try Sandbox(groupContainer: "org.example.App")
        let etc = sandbox.root + "/etc"
        let dconf = try DconfSession(sandbox, profile: etc + "/dconf/profile/user")
        // The profile names the system database by path, and `dconf update` compiles the moved folder.
        let script = try Self.example("dconf")
            .replacingOccurrences(of: "/etc/", with: etc + "/")
            .replacingOccurrences(of: "system-db:site", with: "file-db:\(etc)/dconf/db/site")
            .replacingOccurrences(of: "dconf update", with: "dconf update \(etc)/dconf/db")
        let ran = try runScript(script, sandbox)
        XCTAssertEqual(ran.status, 0, ran.stdout)
        try dconf.installSchema(id: "org.example.App")
        let store = "gsettings:org.example.App"
        let list = try sandbox.run("list", "--store", store).stdout
        for line in Self.readmeLines(lockedBy: "dconf lock on /org/example/App/colour") {
            XCTAssert(list.contains(line), "\(line) in \(list)")
        }
        let set = try sandbox.run("set", "colour", "red", "--store", store)
        XCTAssertEqual(set.status, 1)
        XCTAssertEqual(set.stderr, "bundle-settings: \"colour\" is locked by your administrator (dconf lock on /org/example/App/colour).\n")
        XCTAssertEqual(try dconf.run("gsettings", "writable", "org.example.App", "colour").stdout, "false\n")
    }
}
