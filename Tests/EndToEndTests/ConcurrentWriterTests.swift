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
}
