import Foundation
import Testing
@testable import SettingsKit

/// The cost of one write to a realistic large store: lock, re-read and parse 1,000 keys, write,
/// fsync, rename. Run in release for real numbers:
/// `swift build -c release && .build/release/store-writer FILE PREFIX N` on a seeded file.
@MainActor @Suite struct StoreBenchmarkTests {
    @Test func oneWriteToAThousandKeyStoreIsFast() throws {
        let folder = ScratchFolder()
        let lines = (0..<1_000).map { "key\($0)='value number \($0)'" }
        try folder.write("[Settings]\n" + lines.joined(separator: "\n") + "\n", to: "settings.ini")
        let store = KeyFileStore(path: folder.file("settings.ini"))
        let writes = 20
        let start = Date()
        for index in 0..<writes { try store.setValue(.integer(index), forKey: "key\(index % 3)") }
        let perWrite = Date().timeIntervalSince(start) / Double(writes)
        print("StoreBenchmark: \(Int(perWrite * 1_000_000)) µs per write in a 1,000-key key file")
        #expect(store.allValues.count == 1_000)
        // Generous for an unoptimised build on a busy machine; release is far faster.
        #expect(perWrite < 0.25)
    }
}
