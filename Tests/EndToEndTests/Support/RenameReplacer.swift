import Foundation

/// Tests/Scripts/replace-by-rename.py at work on a file: another program saving it again and
/// again the standard way (a temporary file renamed over it).
final class RenameReplacer {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()

    /// Starts replacing `path` by each of `texts` in turn, and returns once the first
    /// replacement is made.
    init(path: String, texts: [String]) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [HostAppExampleTests.packageRoot.appendingPathComponent("Tests/Scripts/replace-by-rename.py").path, path] + texts
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var received = Data()
        while !received.contains(UInt8(ascii: "\n")) {
            let more = output.fileHandleForReading.availableData
            guard !more.isEmpty else { break }
            received += more
        }
    }

    /// Stops, leaving the last text in the file, and returns how many replacements were made.
    func stop() -> Int {
        try? input.fileHandleForWriting.close()
        let rest = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Int(rest.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }
}
