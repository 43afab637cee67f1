import Foundation
import Testing
@testable import SettingsKit

@MainActor @Suite struct StoreRoundTripTests {
    /// Several keys in one write: in order, a key given twice ending with its last value.
    @Test(arguments: ["settings.ini", "settings.plist"])
    func manyChangesAreAppliedInOrder(name: String) throws {
        let folder = ScratchFolder()
        let location = StoreLocation(path: folder.file(name), format: StoreLocation.format(ofPath: name))
        let store = location.openStore(watching: false)
        try store.setValues([("a", .integer(1)), ("gone", .bool(true))])
        try store.setValues([("b", .string("two")), ("a", .integer(3)), ("gone", nil), ("a", .integer(4)), ("b", nil), ("b", .string("five"))])
        let expected: [SettingKey: PlistValue] = ["a": .integer(4), "b": .string("five")]
        #expect(store.allValues == expected)
        #expect(location.openStore(watching: false).allValues == expected)
    }

    @Test(arguments: [StoreLocation.Format.keyFile, .plist, .memory])
    func everyValueRoundTripsWithItsType(format: StoreLocation.Format) throws {
        let folder = ScratchFolder()
        let location = StoreLocation(path: folder.file(format == .plist ? "settings.plist" : "settings.ini"), format: format)
        let store = location.openStore()
        for (key, value) in sampleValues { try store.setValue(value, forKey: key) }
        #expect(store.allValues == sampleValues)
        if format != .memory {
            #expect(location.openStore().allValues == sampleValues)
        }
    }

    @Test(arguments: [StoreLocation.Format.keyFile, .plist])
    func fractionalSecondsOfDates(format: StoreLocation.Format) throws {
        let folder = ScratchFolder()
        let location = StoreLocation(path: folder.file("settings"), format: format)
        let date = Date(timeIntervalSince1970: 1_577_836_800.25)
        let store = location.openStore()
        try store.setValue(.date(date), forKey: "when")
        let expected = format == .keyFile ? date : Date(timeIntervalSince1970: 1_577_836_800)
        #expect(store.value(forKey: "when") == .date(expected), "in memory as on disk")
        #expect(location.openStore().value(forKey: "when") == .date(expected))
    }

    @Test(arguments: [StoreLocation.Format.keyFile, .plist, .memory])
    func nilRemovesTheKey(format: StoreLocation.Format) throws {
        let folder = ScratchFolder()
        let location = StoreLocation(path: folder.file("settings"), format: format)
        let store = location.openStore()
        try store.setValue(.integer(1), forKey: "a")
        try store.setValue(.integer(2), forKey: "b")
        try store.setValue(nil, forKey: "a")
        #expect(store.allValues == ["b": .integer(2)])
        if format != .memory { #expect(location.openStore().allValues == ["b": .integer(2)]) }
    }

    @Test(arguments: ["settings.ini", "settings.plist"])
    func writingAnUnchangedValueLeavesTheFileAlone(name: String) throws {
        let folder = ScratchFolder()
        let store = StoreLocation(path: folder.file(name), format: StoreLocation.format(ofPath: name)).openStore()
        try store.setValue(.string("same"), forKey: "a")
        let inode = try FileManager.default.attributesOfItem(atPath: folder.file(name))[.systemFileNumber] as? NSNumber
        try store.setValue(.string("same"), forKey: "a")
        #expect(try FileManager.default.attributesOfItem(atPath: folder.file(name))[.systemFileNumber] as? NSNumber == inode)
        try store.setValue(.string("other"), forKey: "a")
        #expect(try FileManager.default.attributesOfItem(atPath: folder.file(name))[.systemFileNumber] as? NSNumber != inode)
    }

    @Test func removingFromAMissingFileCreatesNothing() throws {
        let folder = ScratchFolder()
        try KeyFileStore(path: folder.file("domain/settings.ini")).setValue(nil, forKey: "a")
        #expect(!FileManager.default.fileExists(atPath: folder.file("domain")))
    }

    @Test func textWithNULCannotBeStoredInAKeyFile() {
        let folder = ScratchFolder()
        let store = KeyFileStore(path: folder.file("settings.ini"))
        #expect(throws: StoreError.self) { try store.setValue(.string("a\0b"), forKey: "k") }
        #expect(store.allValues.isEmpty)
    }

    @Test func controlCharactersCannotBeStoredInAPlist() {
        let folder = ScratchFolder()
        let store = PlistStore(path: folder.file("settings.plist"))
        #expect(throws: StoreError.self) { try store.setValue(.array([.string("bell\u{7}")]), forKey: "k") }
        #expect(store.allValues.isEmpty)
    }
}
