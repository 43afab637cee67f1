import Foundation
import Synchronization

/// A running `bundle-settings watch --ready` whose stdout lines are collected as they arrive.
final class WatchProcess {
    private let process: Process
    /// Whether `process` is a tracer with the watch as its child.
    private let isTraced: Bool
    private let stdout = LineCollector()
    private let stderr = LineCollector()
    /// How long `waitForLine` waits: generous, because other builds may share the machine.
    static let patience: TimeInterval = 5
    /// How long `waitUntilReady` waits: a start on a busy machine (or under a tracer) is slow.
    static let startPatience: TimeInterval = 30

    /// `tracer`: a command the watch runs under (its arguments end where the watch's begin).
    /// `onBundle`: watch the sandbox's bundle (false: `arguments` say what, `--schema ID`).
    init(_ sandbox: Sandbox, arguments: [String] = [], tracer: [String] = [], onBundle: Bool = true) throws {
        process = sandbox.makeProcess(["watch", "--ready"] + (onBundle ? ["--bundle", sandbox.bundlePath] : []) + arguments)
        isTraced = !tracer.isEmpty
        if let tool = tracer.first {
            process.arguments = Array(tracer.dropFirst()) + [process.executableURL!.path] + (process.arguments ?? [])
            process.executableURL = URL(fileURLWithPath: tool)
        }
        process.standardOutput = stdout.pipe
        process.standardError = stderr.pipe
        try process.run()
    }

    /// Every complete stdout line so far, the ready line left out.
    var lines: [String] { stdout.lines.filter { Self.object($0)?["event"] as? String != "ready" } }

    /// Waits for the watch's ready line: from then on every change is reported. The store it
    /// names, or nil when none came (it is then worth reading `stderrText`).
    func waitUntilReady() -> String? {
        let deadline = Date().addingTimeInterval(Self.startPatience)
        repeat {
            for line in stdout.lines {
                if let object = Self.object(line), object["event"] as? String == "ready" { return object["store"] as? String }
            }
            guard process.isRunning else { return nil }
            usleep(10_000)
        } while Date() < deadline
        return nil
    }

    /// What the watch wrote to stderr so far.
    var stderrText: String { stderr.text }

    /// Under a tracer: the traced watch's process ID, once it has started.
    var tracedProcessIdentifier: Int32? {
        guard isTraced else { return nil }
        let own = process.processIdentifier
        let children = (try? String(contentsOfFile: "/proc/\(own)/task/\(own)/children", encoding: .utf8)) ?? ""
        return children.split(separator: " ").first.flatMap { Int32($0) }
    }

    /// Waits until a line after the first `skipping` lines is a JSON object `match` accepts, for
    /// at most `patience` seconds; returns it, or nil when none came.
    func waitForLine(skipping: Int = 0, where match: ([String: Any]) -> Bool) -> [String: Any]? {
        let deadline = Date().addingTimeInterval(Self.patience)
        repeat {
            for line in lines.dropFirst(skipping) {
                if let object = Self.object(line), match(object) { return object }
            }
            usleep(10_000)
        } while Date() < deadline
        return nil
    }

    /// Sends `signal` and returns the exit status and what it wrote to stderr; nil when the
    /// process was still running `patience` seconds later (it is then killed).
    func stop(with signal: Int32 = SIGTERM) -> (status: Int32, stderr: String)? {
        // A tracer detaches from the watch on SIGTERM and leaves it running: the watch is told
        // itself, and the tracer ends with it.
        kill(tracedProcessIdentifier ?? process.processIdentifier, signal)
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
            if let traced = tracedProcessIdentifier { kill(traced, SIGKILL) }
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
