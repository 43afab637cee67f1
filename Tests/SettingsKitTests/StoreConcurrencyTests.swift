import Foundation
import Testing
@testable import SettingsKit

@MainActor @Suite struct StoreConcurrencyTests {
    @Test(arguments: ["settings.ini", "settings.plist"])
    func concurrentWritersFromSeparateProcessesLoseNothing(name: String) throws {
        let folder = ScratchFolder()
        let path = folder.file(name)
        let writers = 4, keysEach = 25
        let processes = try (0..<writers).map { try StoreWriter.start(store: path, prefix: "w\($0)-", count: keysEach) }
        for process in processes {
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
        let values = StoreLocation(path: path, format: StoreLocation.format(ofPath: name)).openStore().allValues
        #expect(values.count == writers * keysEach)
        for writer in 0..<writers {
            for index in 0..<keysEach { #expect(values[SettingKey("w\(writer)-\(index)")] == .integer(index)) }
        }
    }

    @Test func killingAWriterAtAnyMomentLeavesAReadableFile() throws {
        let folder = ScratchFolder()
        let path = folder.file("settings.ini")
        try KeyFileStore(path: path).setValue(.string("before"), forKey: "existing")
        var generator = SystemRandomNumberGenerator()
        for round in 0..<8 {
            let process = try StoreWriter.start(store: path, prefix: "r\(round)-", count: 100_000)
            usleep(UInt32.random(in: 20_000...150_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let store = KeyFileStore(path: path)
            #expect(store.loadError == nil, "round \(round)")
            #expect(store.value(forKey: "existing") == .string("before"))
        }
        // Killed writers leave at most the one fixed temporary file, never a trail of them.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(Set(names).isSubset(of: ["settings.ini", "settings.ini.lock", "settings.ini.new"]), "\(names)")
    }
}
