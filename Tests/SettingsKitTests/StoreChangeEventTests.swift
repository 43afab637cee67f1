import Foundation
import Testing
@testable import SettingsKit

@MainActor @Suite struct StoreChangeEventTests {
    @Test(arguments: [StoreLocation.Format.keyFile, .plist, .memory])
    func ownWritesReportEachChangeOnce(format: StoreLocation.Format) throws {
        let folder = ScratchFolder()
        let store = StoreLocation(path: folder.file("settings"), format: format).openStore()
        let recorder = ChangeRecorder(store)
        try store.setValue(.integer(1), forKey: "a")
        try store.setValue(.integer(1), forKey: "a")
        try store.setValue(.real(1), forKey: "a")
        try store.setValue(nil, forKey: "a")
        try store.setValue(nil, forKey: "a")
        _ = iterateMainContext(for: 0.5)
        #expect(recorder.events == [["a"], ["a"], ["a"]])
    }

    @Test func cancelledObservationsHearNothing() throws {
        let store = MemoryStore()
        var heard = 0
        let observation = store.observeChanges { _ in heard += 1 }
        try store.setValue(.bool(true), forKey: "a")
        observation.cancel()
        try store.setValue(.bool(false), forKey: "a")
        #expect(heard == 1)
    }

    @Test(arguments: ["settings.ini", "settings.plist"])
    func anotherProcessWritingIsNoticedThroughTheMonitor(name: String) throws {
        let folder = ScratchFolder()
        let path = folder.file(name)
        let store = StoreLocation(path: path, format: StoreLocation.format(ofPath: name)).openStore()
        try store.setValue(.string("mine"), forKey: "own")
        let recorder = ChangeRecorder(store)
        #expect(try StoreWriter.run(store: path, prefix: "other", count: 2) == 0)
        #expect(iterateMainContext { recorder.events.reduce(into: Set()) { $0.formUnion($1) } == ["other0", "other1"] })
        #expect(store.value(forKey: "other1") == .integer(1))
        #expect(store.value(forKey: "own") == .string("mine"))
    }

    /// A store opened for one command does not watch (no inotify instance): others' writes
    /// reach it when it reads again, not by themselves.
    @Test(arguments: ["settings.ini", "settings.plist"])
    func aStoreOpenedWithoutWatchingHearsOthersOnlyWhenFlushed(name: String) throws {
        let folder = ScratchFolder()
        let path = folder.file(name)
        let location = StoreLocation(path: path, format: StoreLocation.format(ofPath: name))
        #expect(location.openStore().followsChanges)
        let store = location.openStore(watching: false)
        #expect(!store.followsChanges)
        let recorder = ChangeRecorder(store)
        #expect(try StoreWriter.run(store: path, prefix: "other", count: 1) == 0)
        _ = iterateMainContext(for: 0.5)
        #expect(recorder.events.isEmpty)
        try store.flush()
        #expect(recorder.events == [["other0"]])
        #expect(store.value(forKey: "other0") == .integer(0))
    }

    @Test func outsideWritesAreNoticedPromptlyInAFolderTheStoreCreated() throws {
        let folder = ScratchFolder()
        let path = folder.file("new/domain/settings.ini")
        let store = KeyFileStore(path: path)
        try store.setValue(.bool(true), forKey: "own")
        let recorder = ChangeRecorder(store)
        #expect(try StoreWriter.run(store: path, prefix: "other", count: 1) == 0)
        #expect(iterateMainContext(for: 2) { recorder.events == [["other0"]] })
    }

    /// GIO alone would poll for the missing folders every four seconds.
    @Test func outsideWritesAreNoticedPromptlyInFoldersAnotherProcessCreatesOneByOne() throws {
        let folder = ScratchFolder()
        let path = folder.file("new/domain/settings.ini")
        let store = KeyFileStore(path: path)
        let recorder = ChangeRecorder(store)
        #expect(try runShell("mkdir '\(folder.file("new"))'") == 0)
        _ = iterateMainContext(for: 0.2)
        #expect(try StoreWriter.run(store: path, prefix: "other", count: 1) == 0)
        #expect(iterateMainContext(for: 1) { recorder.events == [["other0"]] })
        #expect(try StoreWriter.run(store: path, prefix: "again", count: 1) == 0)
        #expect(iterateMainContext(for: 1) { recorder.events == [["other0"], ["again0"]] })
    }

    @Test func aDirectEditOfTheFileIsNoticed() throws {
        let folder = ScratchFolder()
        try folder.write("[Settings]\na=1\nb=2\n", to: "settings.ini")
        let store = KeyFileStore(path: folder.file("settings.ini"))
        let recorder = ChangeRecorder(store)
        #expect(try runShell("printf '[Settings]\\na=1\\nb=3\\nc=true\\n' > '\(folder.file("settings.ini"))'") == 0)
        #expect(iterateMainContext { !recorder.events.isEmpty })
        _ = iterateMainContext(for: 0.3)
        #expect(recorder.events == [["b", "c"]])
        #expect(store.allValues == ["a": .integer(1), "b": .integer(3), "c": .bool(true)])
    }

    @Test func rewritingIdenticalContentIsNoEvent() throws {
        let folder = ScratchFolder()
        let path = folder.file("settings.ini")
        try folder.write("[Settings]\na=1\n", to: "settings.ini")
        let store = KeyFileStore(path: path)
        let recorder = ChangeRecorder(store)
        #expect(try runShell("cp '\(path)' '\(path).new' && mv '\(path).new' '\(path)' && printf '[Settings]\\na=1\\n' > '\(path)'") == 0)
        _ = iterateMainContext(for: 1)
        #expect(recorder.events.isEmpty)
        // The monitor is alive: a real change right after is reported.
        #expect(try StoreWriter.run(store: path, prefix: "b", count: 1) == 0)
        #expect(iterateMainContext { recorder.events == [["b0"]] })
    }

    @Test func aFileThatBreaksKeepsTheLastGoodValuesAndRecovers() throws {
        let folder = ScratchFolder()
        try folder.write("[Settings]\na=1\n", to: "settings.ini")
        let store = KeyFileStore(path: folder.file("settings.ini"))
        try folder.write("broken", to: "settings.ini")
        #expect(iterateMainContext { store.loadError != nil })
        #expect(store.value(forKey: "a") == .integer(1))
        try folder.write("[Settings]\na=2\n", to: "settings.ini")
        #expect(iterateMainContext { store.loadError == nil && store.value(forKey: "a") == .integer(2) })
    }

    @Test func flushPicksUpOutsideChangesWithoutAMainLoop() throws {
        let folder = ScratchFolder()
        let store = KeyFileStore(path: folder.file("settings.ini"))
        let recorder = ChangeRecorder(store)
        try folder.write("[Settings]\nx='y'\n", to: "settings.ini")
        try store.flush()
        #expect(recorder.events == [["x"]])
        #expect(store.value(forKey: "x") == .string("y"))
    }
}
