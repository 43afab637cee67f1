import Foundation
import Testing

@Suite struct WatchCommandTests {
    @Test func watchPrintsOneLinePerChangedKeyWhoeverWritesTheFile() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("set", "name", "Seed").status == 0)
        let watch = try WatchProcess(sandbox)
        #expect(watch.waitUntilReady() == sandbox.storePath, "\(watch.stderrText)")

        // Another process's set.
        var seen = watch.lines.count
        #expect(try sandbox.run("set", "name", "Bob").status == 0)
        let name = watch.waitForLine(skipping: seen) { $0["key"] as? String == "name" }
        #expect(name?["value"] as? String == "Bob")
        #expect(name?["source"] as? String == "user")

        // A program that is not bundle-settings replaces the file by an atomic rename.
        seen = watch.lines.count
        let current = try #require(sandbox.storeBytes()).utf8Text
        try sandbox.write(current + "\ncount=42\nenabled=false\n", to: sandbox.storePath + ".tmp")
        #expect(rename(sandbox.storePath + ".tmp", sandbox.storePath) == 0)
        let enabled = watch.waitForLine(skipping: seen) { $0["key"] as? String == "enabled" }
        #expect(enabled?["value"] as? Bool == false)
        #expect(enabled?["source"] as? String == "user")
        let count = watch.waitForLine(skipping: seen) { $0["key"] as? String == "count" }
        #expect(count?["value"] as? Int == 42)
        let changed = watch.lines.dropFirst(seen).compactMap { WatchProcess.object($0)?["key"] as? String }
        #expect(changed.sorted() == ["count", "enabled"], "only the keys that changed: \(changed)")

        // A reset shows the default again.
        seen = watch.lines.count
        #expect(try sandbox.run("reset", "count").status == 0)
        let reset = watch.waitForLine(skipping: seen) { $0["key"] as? String == "count" }
        #expect(reset?["value"] as? Int == 10)
        #expect(reset?["source"] as? String == "default")

        let end = watch.stop()
        #expect(end?.status == 0, "still running after SIGTERM/SIGINT")
        #expect(end?.stderr == "")
    }

    /// GIO alone would poll for the missing folder every four seconds, and watch nothing meanwhile.
    @Test func watchHearsTheSetThatCreatesTheStoreFolderAtOnce() throws {
        let sandbox = try Sandbox()
        let storeFolder = (sandbox.storePath as NSString).deletingLastPathComponent
        #expect(!FileManager.default.fileExists(atPath: storeFolder))
        let watch = try WatchProcess(sandbox)
        #expect(watch.waitUntilReady() == sandbox.storePath, "\(watch.stderrText)")

        #expect(try sandbox.run("set", "name", "Bob").status == 0)
        let written = Date()
        let name = watch.waitForLine { $0["key"] as? String == "name" }
        let latency = Date().timeIntervalSince(written)
        #expect(name?["value"] as? String == "Bob")
        #expect(latency < 1, "the change took \(latency) s to arrive")

        // From now on it watches the file itself.
        let seen = watch.lines.count
        #expect(try sandbox.run("set", "count", "42").status == 0)
        #expect(watch.waitForLine(skipping: seen) { $0["key"] as? String == "count" }?["value"] as? Int == 42)
        #expect(watch.stop()?.status == 0)
    }

    @Test func watchEndsCleanlyOnInterrupt() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("set", "name", "Seed").status == 0)
        let watch = try WatchProcess(sandbox)
        #expect(watch.waitUntilReady() == sandbox.storePath, "\(watch.stderrText)")
        let end = watch.stop(with: SIGINT)
        #expect(end?.status == 0, "still running after SIGTERM/SIGINT")
        #expect(end?.stderr == "")
    }

    /// Whether strace is installed (script/bootstrap installs it) and may trace here.
    static let canTrace: Bool = {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/strace"),
              let outcome = try? Outcome.ofTool("/usr/bin/strace", ["-o", "/dev/null", "/bin/true"], environment: [:], in: "/")
        else { return false }
        return outcome.status == 0
    }()

    /// Only `watch` (and the window) hold a file monitor: a user has 128 inotify instances, and
    /// a script running many commands at once used them up, so that a `watch` started then was
    /// deaf to changes for good (it failed a CI run). That `watch` does follow the file, the
    /// other tests here show.
    @Test(.enabled(if: canTrace, "needs strace, allowed to trace (script/bootstrap installs it)"))
    func oneShotCommandsOpenNoFileMonitor() throws {
        let sandbox = try Sandbox()
        /// How many inotify instances the command opened.
        func inotifyInstances(_ arguments: [String]) throws -> Int {
            let trace = sandbox.root + "/trace"
            try? FileManager.default.removeItem(atPath: trace)
            let outcome = try Outcome.ofTool("/usr/bin/strace", ["-f", "-qq", "-e", "trace=inotify_init,inotify_init1", "-o", trace,
                                                                 BundleSettingsBinary.path] + arguments + ["--bundle", sandbox.bundlePath],
                                             environment: sandbox.environment, in: sandbox.root)
            #expect(outcome.status == 0, "\(arguments): \(outcome.stdout)")
            return try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
                .filter { $0.contains("inotify_init") && !$0.contains("= -1") }.count
        }
        // `import` before `reset`: a source with no values is an error.
        for command in [["set", "name", "Ada"], ["get", "name"], ["list"], ["import", "--from", sandbox.storePath],
                        ["reset", "--all"], ["dump"]] {
            #expect(try inotifyInstances(command) == 0, "\(command)")
        }
    }

    /// The store's folder created while `watch` adds its inotify watch on the folder above (a
    /// `set` started with it, as tests and scripts do): the creation reached no watch, and the
    /// watch used to stay deaf for good — what failed CI runs on busy machines. Every
    /// `inotify_add_watch` is held for a moment by strace, and the folder is made inside the first.
    @Test(.enabled(if: canTrace, "needs strace, allowed to trace (script/bootstrap installs it)"))
    func aStoreFolderMadeWhileTheWatchBeginsIsFollowed() throws {
        let sandbox = try Sandbox()
        let watch = try WatchProcess(sandbox, tracer: ["/usr/bin/strace", "-f", "-qq", "-o", "/dev/null",
                                                       "-e", "trace=inotify_add_watch",
                                                       "-e", "inject=inotify_add_watch:delay_enter=700000"])
        #expect(Self.waitUntilInSystemCall(Self.inotifyAddWatch, of: watch), "the watch never added an inotify watch")
        #expect(try sandbox.run("set", "name", "Early").status == 0)
        #expect(watch.waitUntilReady() == sandbox.storePath, "\(watch.stderrText)")

        // "Early" may have been read at start or be reported now, as the two raced; "Bob" must come.
        #expect(try sandbox.run("set", "name", "Bob").status == 0)
        #expect(watch.waitForLine { $0["key"] as? String == "name" && $0["value"] as? String == "Bob" } != nil, "\(watch.lines)")
        #expect(watch.stop()?.status == 0)
    }

    /// `inotify_add_watch` on x86-64 and arm64.
    private static let inotifyAddWatch: Int = {
        #if arch(x86_64)
        254
        #else
        27
        #endif
    }()

    /// Waits until a thread of the traced watch is in system call `number` (as
    /// `/proc/PID/task/TID/syscall` shows a thread stopped at its entry).
    private static func waitUntilInSystemCall(_ number: Int, of watch: WatchProcess) -> Bool {
        let deadline = Date().addingTimeInterval(WatchProcess.startPatience)
        while Date() < deadline {
            if let pid = watch.tracedProcessIdentifier {
                let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
                for task in tasks {
                    let call = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/syscall", encoding: .utf8)) ?? ""
                    if call.hasPrefix("\(number) ") { return true }
                }
            }
            usleep(5_000)
        }
        return false
    }

    /// Changes faster than the store is re-read may be coalesced, but the last word on every key
    /// is its final value.
    @Test func aBurstOfWritesEndsWithEveryKeysFinalValue() throws {
        let sandbox = try Sandbox()
        let watch = try WatchProcess(sandbox)
        #expect(watch.waitUntilReady() == sandbox.storePath, "\(watch.stderrText)")
        let keys = ["name", "pin", "colour"]
        let finals: [String: Any] = ["name": "final", "pin": "9999", "colour": "blue"]
        var writers: [Process] = []
        for round in 0..<15 {
            for key in keys {
                let value = round == 14 ? "\(finals[key]!)" : (key == "pin" ? String(round) : (key == "colour" ? "red" : "n\(round)"))
                let process = sandbox.makeProcess(["set", key, value, "--bundle", sandbox.bundlePath])
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                writers.append(process)
            }
            // The last round starts after every earlier write has finished.
            if round == 13 { writers.forEach { $0.waitUntilExit() } }
        }
        writers.forEach { $0.waitUntilExit() }
        for key in keys {
            let deadline = Date().addingTimeInterval(5)
            var last: Any?
            while Date() < deadline {
                last = watch.lines.compactMap(WatchProcess.object).last { $0["key"] as? String == key }?["value"]
                if "\(last ?? "")" == "\(finals[key]!)" { break }
                Thread.sleep(forTimeInterval: 0.05)
            }
            #expect("\(last ?? "")" == "\(finals[key]!)", "\(key): \(watch.lines)")
        }
        #expect(watch.stop()?.status == 0)
    }

    @Test func anUnreadableStoreIsSaidAndSoIsItsRecovery() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("set", "name", "Seed").status == 0)
        let watch = try WatchProcess(sandbox)
        #expect(watch.waitUntilReady() == sandbox.storePath, "\(watch.stderrText)")
        let good = try #require(sandbox.storeBytes())
        var seen = watch.lines.count
        try sandbox.write("this line is no key, group or comment\n", to: sandbox.storePath + ".tmp")
        #expect(rename(sandbox.storePath + ".tmp", sandbox.storePath) == 0)
        let broken = watch.waitForLine(skipping: seen) { $0["event"] as? String == "unreadable" }
        #expect(broken?["store"] as? String == sandbox.storePath)
        #expect((broken?["message"] as? String)?.contains(sandbox.storePath) == true, "\(String(describing: broken))")

        seen = watch.lines.count
        try good.write(to: URL(fileURLWithPath: sandbox.storePath + ".tmp"))
        #expect(rename(sandbox.storePath + ".tmp", sandbox.storePath) == 0)
        #expect(watch.waitForLine(skipping: seen) { $0["event"] as? String == "readable" } != nil, "\(watch.lines)")
        #expect(watch.stop()?.status == 0)
    }
}
