import Foundation
import XCTest

/// Runs a script of Tests/Scripts against this process while GTK keeps answering AT-SPI, and
/// reads the JSON it prints last.
@MainActor
enum ATSPIScript {
    static func run(_ name: String, _ options: String...) throws -> Any {
        try run(name, options: options)
    }

    /// Role and name of each control this process shows (`atspi-list-controls.py`; options
    /// `--rows`, `--windows`, `--menu-items` list those instead or too): what a screen reader announces.
    static func controls(_ options: String...) throws -> [[String: String]] {
        let listed = try run("atspi-list-controls.py", options: options)
        return try XCTUnwrap(listed as? [[String: String]], "\(listed)")
    }

    private static func run(_ name: String, options: [String]) throws -> Any {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scripts/\(name)").path
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("atspi-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script, String(getpid())] + options
        process.standardOutput = try FileHandle(forWritingTo: output)
        try process.run()
        let text = { (try? String(contentsOf: output, encoding: .utf8)) ?? "" }
        XCTAssertTrue(GtkTestSupport.iterate(for: 30) { !process.isRunning })
        let last = text().split(separator: "\n").last.map(String.init) ?? ""
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(last.utf8)), text())
    }
}
