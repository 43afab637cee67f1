import Foundation
import XCTest

/// Runs a script of Tests/Scripts against this process while GTK keeps answering AT-SPI, and
/// reads the JSON it prints last.
@MainActor
enum ATSPIScript {
    static func run(_ name: String, _ options: String...) throws -> Any {
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
