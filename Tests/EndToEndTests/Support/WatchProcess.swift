import Foundation
import Synchronization

/// A running `bundle-settings watch` whose stdout lines are collected as they arrive.
final class WatchProcess {
    private let process: Process
    private let stdout = LineCollector()
    private let stderr = LineCollector()
    /// How long `waitForLine` waits: generous, because other builds may share the machine.
    static let patience: TimeInterval = 5

    init(_ sandbox: Sandbox, arguments: [String] = []) throws {
        process = sandbox.makeProcess(["watch", "--bundle", sandbox.bundlePath] + arguments)
        process.standardOutput = stdout.pipe
        process.standardError = stderr.pipe
        try process.run()
    }

    /// Every complete stdout line so far.
    var lines: [String] { stdout.lines }

    /// Waits until a line after the first `skipping` lines is a JSON object `match` accepts, for
    /// at most `patience` seconds; returns it, or nil when none came.
    func waitForLine(skipping: Int = 0, where match: ([String: Any]) -> Bool) -> [String: Any]? {
        let deadline = Date().addingTimeInterval(Self.patience)
        repeat {
            for line in stdout.lines.dropFirst(skipping) {
                if let object = Self.object(line), match(object) { return object }
            }
            usleep(10_000)
        } while Date() < deadline
        return nil
    }

    /// Waits, for at most `patience` seconds, until the watcher has an inotify watch on `folder`
    /// (as `/proc/PID/fdinfo` lists them): proof that it listens there, with nothing written.
    func waitUntilWatching(folder: String) -> Bool {
        var status = stat()
        guard stat(folder, &status) == 0 else { return false }
        let inode = " ino:" + String(status.st_ino, radix: 16) + " "
        let descriptors = "/proc/\(process.processIdentifier)/fdinfo"
        let deadline = Date().addingTimeInterval(Self.patience)
        repeat {
            for descriptor in (try? FileManager.default.contentsOfDirectory(atPath: descriptors)) ?? [] {
                let info = (try? String(contentsOfFile: descriptors + "/" + descriptor, encoding: .utf8)) ?? ""
                if info.split(separator: "\n").contains(where: { $0.hasPrefix("inotify ") && $0.contains(inode) }) { return true }
            }
            usleep(10_000)
        } while Date() < deadline
        return false
    }

    /// Sends `signal` and returns the exit status and what it wrote to stderr; nil when the
    /// process was still running `patience` seconds later (it is then killed).
    func stop(with signal: Int32 = SIGTERM) -> (status: Int32, stderr: String)? {
        kill(process.processIdentifier, signal)
        let deadline = Date().addingTimeInterval(Self.patience)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        guard !process.isRunning else { return nil }
        return (process.terminationStatus, stderr.text)
    }

    static func object(_ line: String) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
    }

    /// A failed test must not leave a watcher behind, nor hang on one.
    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }
}

/// Collects what a child writes to a pipe, on the pipe's reading thread.
final class LineCollector: Sendable {
    let pipe = Pipe()
    private let received = Mutex(Data())

    init() {
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let chunk = handle.availableData
            if chunk.isEmpty {
                handle.readabilityHandler = nil
                return
            }
            self?.received.withLock { $0.append(chunk) }
        }
    }

    var text: String { received.withLock { String(decoding: $0, as: UTF8.self) } }

    /// Complete lines only: a line still being written is left out.
    var lines: [String] {
        let text = text
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.removeLast()
        return lines
    }
}
