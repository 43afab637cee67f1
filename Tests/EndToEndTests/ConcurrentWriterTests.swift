import Foundation
import Testing

@Suite struct ConcurrentWriterTests {
    /// Eight `set` processes at a time, each on its own key, for several rounds: the store's
    /// lock and re-read must lose none of them.
    @Test func concurrentSetsLoseNothing() throws {
        let sandbox = try Sandbox()
        let writers = 8, rounds = 4
        for round in 0..<rounds {
            let processes = (0..<writers).map { writer in
                sandbox.makeProcess(["set", "--bundle", sandbox.bundlePath, "key_\(round)_\(writer)",
                                     String(round * 100 + writer), "--type", "integer"])
            }
            for process in processes { try process.run() }
            for process in processes {
                process.waitUntilExit()
                #expect(process.terminationStatus == 0)
            }
        }
        for round in 0..<rounds {
            for writer in 0..<writers {
                let outcome = try sandbox.run("get", "key_\(round)_\(writer)")
                #expect(outcome.line == String(round * 100 + writer), "\(outcome)")
                #expect(outcome.stderr.isEmpty, "\(outcome)")
            }
        }
        let stored = try #require(sandbox.storeBytes()).utf8Text
        #expect(stored.split(separator: "\n").filter { $0.hasPrefix("key_") }.count == writers * rounds)
    }

    /// Another program saves the store the standard way (a temporary file renamed over it), as
    /// fast as it can, while `get`, `set` and `watch` read it: each reads one whole version, old
    /// or new, and none takes the store for unreadable.
    @Test func readersOfAStoreReplacedByRenameReadAWholeVersion() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("set", "name", "Seed").status == 0)
        let watch = try WatchProcess(sandbox)
        #expect(watch.waitUntilReady() == sandbox.storePath, "\(watch.stderrText)")
        let replacer = try RenameReplacer(path: sandbox.storePath, texts: ["[Settings]\nname='Ann'\n", "[Settings]\nname='Bob'\n"])
        for round in 0..<60 {
            let read = try sandbox.run("get", "name")
            #expect(read.status == 0 && ["Ann", "Bob"].contains(read.line) && read.stderr.isEmpty, "\(read)")
            let write = try sandbox.run("set", "pin", String(round))
            #expect(write.status == 0 && write.stderr.isEmpty, "\(write)")
        }
        #expect(replacer.stop() > 0)
        // Once watch prints this change, it has read every version before it.
        let seen = watch.lines.count
        #expect(try sandbox.run("set", "colour", "blue").status == 0)
        #expect(watch.waitForLine(skipping: seen) { $0["key"] as? String == "colour" } != nil)
        let unreadable = watch.lines.filter { WatchProcess.object($0)?["event"] as? String == "unreadable" }
        #expect(unreadable.isEmpty, "\(unreadable.count) false unreadable events, the first: \(unreadable.first ?? "")")
        #expect(watch.stop()?.stderr == "")
    }
}
