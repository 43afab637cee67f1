import Foundation
import Testing
@testable import SettingsKit

@MainActor @Suite struct StoreFileSafetyTests {
    @Test func commentsOtherGroupsAndUnknownKeysSurviveAWrite() throws {
        let folder = ScratchFolder()
        try folder.write("""
            # Top comment
            [Other]
            keep=this

            [Settings]
            # About the unknown key
            unknown='kept'
            translated[de]=bleibt
            broken=not gvariant
            """, to: "settings.ini")
        let store = KeyFileStore(path: folder.file("settings.ini"))
        #expect(store.diagnostics.map(\.key) == ["broken"])
        try store.setValue(.bool(true), forKey: "flag")
        let text = try #require(folder.read("settings.ini"))
        for line in ["# Top comment", "[Other]", "keep=this", "# About the unknown key", "unknown='kept'",
                     "translated[de]=bleibt", "broken=not gvariant", "flag=true"] {
            #expect(text.contains(line), "\(line) missing from:\n\(text)")
        }
        #expect(KeyFileStore(path: folder.file("settings.ini")).allValues == ["unknown": .string("kept"), "flag": .bool(true)])
    }

    @Test func unknownPlistObjectsSurviveAWrite() throws {
        let folder = ScratchFolder()
        try folder.write("""
            <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>other</key><string>kept</string></dict></plist>
            """, to: "settings.plist")
        try PlistStore(path: folder.file("settings.plist")).setValue(.integer(1), forKey: "mine")
        #expect(PlistStore(path: folder.file("settings.plist")).allValues == ["other": .string("kept"), "mine": .integer(1)])
    }

    @Test(arguments: [("settings.ini", "[Settings\nno closing bracket"), ("settings.plist", "<plist><dict><key>a</key>"),
                      ("settings.plist", "<plist version=\"1.0\"><array/></plist>")])
    func aBrokenFileIsReportedAndNeverOverwritten(name: String, contents: String) throws {
        let folder = ScratchFolder()
        try folder.write(contents, to: name)
        let location = StoreLocation(path: folder.file(name), format: StoreLocation.format(ofPath: name))
        let store = location.openStore()
        let loadError = try #require(store.loadError)
        #expect(loadError.reason == .unreadable)
        #expect(loadError.description.contains(folder.file(name)))
        let writeError = try #require(throws: StoreError.self) { try store.setValue(.integer(1), forKey: "a") }
        #expect(writeError.reason == .unreadable)
        #expect(writeError.description.contains(folder.file(name)))
        #expect(folder.read(name) == contents)
        #expect(store.allValues.isEmpty)
    }

    @Test func aBrokenFileIsMovedAsideOnlyWhenAsked() throws {
        let folder = ScratchFolder()
        try folder.write("garbage without group", to: "settings.ini")
        let store = KeyFileStore(path: folder.file("settings.ini"))
        #expect(store.loadError != nil)
        var heard: [StoreError?] = []
        let observation = store.observeLoadError { heard.append($0) }
        let movedTo = try #require(try store.moveBrokenFileAside())
        #expect(heard == [nil], "observers hear the error go (the banner goes with it)")
        observation.cancel()
        #expect(movedTo.hasPrefix(folder.file("settings.ini.broken-")))
        #expect(FileManager.default.contents(atPath: movedTo) == Data("garbage without group".utf8))
        #expect(store.loadError == nil)
        try store.setValue(.integer(1), forKey: "a")
        #expect(KeyFileStore(path: folder.file("settings.ini")).allValues == ["a": .integer(1)])
        #expect(try store.moveBrokenFileAside() == nil)
        #expect(store.value(forKey: "a") == .integer(1))
    }

    @Test(arguments: ["settings.ini", "settings.plist"])
    func anEmptyFileIsAnEmptyStore(name: String) throws {
        let folder = ScratchFolder()
        try folder.write("", to: name)
        let store = StoreLocation(path: folder.file(name), format: StoreLocation.format(ofPath: name)).openStore()
        #expect(store.loadError == nil)
        #expect(store.allValues.isEmpty)
        try store.setValue(.string("x"), forKey: "a")
        #expect(store.value(forKey: "a") == .string("x"))
    }

    @Test func aMissingFileAndFolderAreCreatedPrivateOnFirstWrite() throws {
        let folder = ScratchFolder()
        let path = folder.file("config/com.example.app/settings.ini")
        let store = KeyFileStore(path: path)
        #expect(store.loadError == nil && store.allValues.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: path))
        try store.setValue(.integer(1), forKey: "a")
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.file("config/com.example.app"))
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
        let fileAttributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((fileAttributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    /// Root can write anywhere, so an unwritable place is made by putting a file where the
    /// store's folder should be.
    @Test(arguments: [StoreLocation.Format.keyFile, .plist])
    func anUnwritablePlaceIsAClearErrorAndNothingPretendsToBeSaved(format: StoreLocation.Format) throws {
        let folder = ScratchFolder()
        try folder.write("a file, not a folder", to: "blocker")
        let store = StoreLocation(path: folder.file("blocker/domain/settings"), format: format).openStore()
        let error = try #require(throws: StoreError.self) { try store.setValue(.integer(1), forKey: "a") }
        #expect(error.reason == .inputOutput)
        #expect(error.description.contains(folder.file("blocker/domain")))
        #expect(error.description.contains("Not a directory"))
        #expect(store.value(forKey: "a") == nil)
    }

    /// Mode 0444 is read-only for root too: nobody may write it.
    @Test(arguments: [("settings.ini", "[Settings]\na=1\n"),
                      ("settings.plist", "<plist version=\"1.0\"><dict><key>a</key><integer>1</integer></dict></plist>")])
    func aReadOnlyFileIsRefusedAndKept(name: String, contents: String) throws {
        let folder = ScratchFolder()
        try folder.write(contents, to: name)
        chmod(folder.file(name), 0o444)
        let store = StoreLocation(path: folder.file(name), format: StoreLocation.format(ofPath: name)).openStore()
        for change in [PlistValue.integer(2), nil] {
            let error = try #require(throws: StoreError.self) { try store.setValue(change, forKey: "a") }
            #expect(error.reason == .inputOutput)
            #expect(error.description.contains(folder.file(name)))
            #expect(error.description.contains("read-only"))
        }
        #expect(folder.read(name) == contents)
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.file(name))
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o444)
        #expect(store.value(forKey: "a") == .integer(1))
    }

    @Test(arguments: ["settings.ini", "settings.plist"])
    func aRewrittenFileKeepsItsPermissions(name: String) throws {
        let folder = ScratchFolder()
        let store = StoreLocation(path: folder.file(name), format: StoreLocation.format(ofPath: name)).openStore()
        try store.setValue(.integer(1), forKey: "a")
        chmod(folder.file(name), 0o664)
        try store.setValue(.integer(2), forKey: "a")
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.file(name))
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o664)
        #expect(StoreLocation(path: folder.file(name), format: StoreLocation.format(ofPath: name)).openStore().value(forKey: "a") == .integer(2))
    }

    @Test(.enabled(if: geteuid() != 0, "root ignores permissions"))
    func aReadOnlyFolderIsAClearError() throws {
        let folder = ScratchFolder()
        try folder.write("[Settings]\na=1\n", to: "ro/settings.ini")
        chmod(folder.file("ro"), 0o500)
        defer { chmod(folder.file("ro"), 0o700) }
        let store = KeyFileStore(path: folder.file("ro/settings.ini"))
        let error = try #require(throws: StoreError.self) { try store.setValue(.integer(2), forKey: "a") }
        #expect(error.description.contains(folder.file("ro")))
        #expect(store.value(forKey: "a") == .integer(1))
    }

    // MARK: Files that are not plain files

    @Test(.timeLimit(.minutes(10)), arguments: ["settings.ini", "settings.plist"])
    func aFIFOStoreIsRefusedForReadingAndWriting(name: String) throws {
        let folder = ScratchFolder()
        #expect(mkfifo(folder.file(name), 0o644) == 0)
        let store = StoreLocation(path: folder.file(name), format: StoreLocation.format(ofPath: name)).openStore()
        let loadError = try #require(store.loadError)
        #expect(loadError.description == "\(folder.file(name)) is a named pipe (FIFO), not a settings file: nothing was read or written.")
        let writeError = try #require(throws: StoreError.self) { try store.setValue(.integer(1), forKey: "a") }
        #expect(writeError.description.contains("named pipe (FIFO)"))
        #expect(!FileManager.default.fileExists(atPath: folder.file(name + ".lock")), "nothing is created next to it")
    }

    @Test func aStoreLargerThanTheLimitIsRefused() throws {
        let folder = ScratchFolder()
        let path = folder.file("settings.ini")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, off_t(SafeFile.storeByteLimit + 1)) == 0)
        let store = KeyFileStore(path: path)
        #expect(store.loadError?.description.contains("larger than 16,777,216 bytes") == true, "\(String(describing: store.loadError))")
    }

    @Test func aSymlinkedStoreKeepsItsLinkAndItsTargetGetsTheValues() throws {
        let folder = ScratchFolder()
        try folder.write("[Settings]\nkept=1\n", to: "real/settings.ini")
        try FileManager.default.createDirectory(atPath: folder.file("config"), withIntermediateDirectories: true)
        // A chain of two links, as dotfile managers sometimes leave.
        try FileManager.default.createSymbolicLink(atPath: folder.file("config/middle.ini"), withDestinationPath: "../real/settings.ini")
        try FileManager.default.createSymbolicLink(atPath: folder.file("config/settings.ini"), withDestinationPath: "middle.ini")
        let store = KeyFileStore(path: folder.file("config/settings.ini"))
        try store.setValue(.integer(2), forKey: "mine")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("config/settings.ini")) == "middle.ini")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("config/middle.ini")) == "../real/settings.ini")
        #expect(KeyFileStore(path: folder.file("real/settings.ini")).allValues == ["kept": .integer(1), "mine": .integer(2)])
        #expect(KeyFileStore(path: folder.file("config/settings.ini")).allValues == ["kept": .integer(1), "mine": .integer(2)])
        #expect(!FileManager.default.fileExists(atPath: folder.file("config/settings.ini.lock")))
    }

    /// A store linked to a file that is not a store (as a user's `~/.ssh/authorized_keys`; here
    /// one this test made): the write is refused, the file stays as it was, and neither a lock
    /// nor a temporary file appears beside it or beside the link.
    @Test(arguments: [StoreLocation.Format.keyFile, .plist])
    func aWriteRefusedThroughALinkLeavesNothingBesideItsTarget(format: StoreLocation.Format) throws {
        let folder = ScratchFolder()
        let keys = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIB3x user@example\n"
        try folder.write(keys, to: "ssh/authorized_keys")
        let name = format == .plist ? "settings.plist" : "settings.ini"
        try FileManager.default.createDirectory(atPath: folder.file("config"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.file("config/" + name), withDestinationPath: "../ssh/authorized_keys")
        let store = StoreLocation(path: folder.file("config/" + name), format: format).openStore(watching: false)
        let error = try #require(throws: StoreError.self) { try store.setValue(.string("x"), forKey: "a") }
        #expect(error.reason == .unreadable, "\(error)")
        #expect(folder.read("ssh/authorized_keys") == keys)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("ssh")) == ["authorized_keys"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("config")) == [name])
    }

    /// Refused for what the file's permissions say, or for a value the format cannot hold:
    /// nothing is made either, not even the store's folder.
    @Test func aWriteRefusedForPermissionsOrValueMakesNoFileAndNoFolder() throws {
        let folder = ScratchFolder()
        try folder.write("[Settings]\na=1\n", to: "target/settings.ini")
        // Nobody may write it: refused even for root, who passes every access check.
        chmod(folder.file("target/settings.ini"), 0o444)
        try FileManager.default.createDirectory(atPath: folder.file("config"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.file("config/settings.ini"), withDestinationPath: "../target/settings.ini")
        let linked = KeyFileStore(path: folder.file("config/settings.ini"), watching: false)
        let readOnly = try #require(throws: StoreError.self) { try linked.setValue(.integer(2), forKey: "a") }
        #expect(readOnly.description.contains("read-only"), "\(readOnly)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("target")) == ["settings.ini"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("config")) == ["settings.ini"])

        let fresh = KeyFileStore(path: folder.file("new/settings.ini"), watching: false)
        let unrepresentable = try #require(throws: StoreError.self) { try fresh.setValue(.string("nul \u{0} inside"), forKey: "a") }
        #expect(unrepresentable.reason == .unrepresentable, "\(unrepresentable)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("new")))
    }

    @Test func aLinkAtTheTemporaryFileIsRemovedNotFollowed() throws {
        let folder = ScratchFolder()
        try folder.write("precious", to: "other.txt")
        try FileManager.default.createSymbolicLink(atPath: folder.file("settings.ini.new"), withDestinationPath: folder.file("other.txt"))
        try KeyFileStore(path: folder.file("settings.ini")).setValue(.integer(1), forKey: "a")
        #expect(folder.read("other.txt") == "precious")
        #expect(KeyFileStore(path: folder.file("settings.ini")).allValues == ["a": .integer(1)])
    }
}

/// What another program wrote into a key file that is not quite ours.
@MainActor @Suite struct KeyFileForeignBytesTests {
    @Test func aByteOrderMarkIsSkippedNotAnError() throws {
        let folder = ScratchFolder()
        let path = folder.file("settings.ini")
        try folder.write("\u{FEFF}[Settings]\nname='Ann'\n", to: "settings.ini")
        let store = KeyFileStore(path: path)
        #expect(store.loadError == nil)
        #expect(store.value(forKey: "name") == .string("Ann"))
        try store.setValue(.integer(2), forKey: "other")
        #expect(KeyFileStore(path: path).value(forKey: "name") == .string("Ann"))
    }

    /// Invalid UTF-8 is neither replaced by U+FFFD nor rewritten: it is reported and kept.
    @Test func invalidUTF8IsReportedAndKeptAsItIs() throws {
        let folder = ScratchFolder()
        let path = folder.file("settings.ini")
        let bytes = Data("[Settings]\nname='caf".utf8 + [0xE9] + Data("'\nbad%FFkey=1\ngood=2\n".utf8))
        try bytes.write(to: URL(fileURLWithPath: path))
        let store = KeyFileStore(path: path)
        #expect(store.value(forKey: "name") == nil)
        #expect(store.value(forKey: "good") == .integer(2))
        #expect(store.diagnostics.contains { $0.key == "name" && $0.message.contains("not UTF-8") })
        #expect(store.diagnostics.contains { $0.key == "bad%FFkey" && $0.message.contains("not UTF-8") })
        try store.setValue(.integer(3), forKey: "good")
        let written = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(written.firstRange(of: Data("name='caf".utf8 + [0xE9] + Data("'".utf8))) != nil, "the bytes are kept")
        #expect(written.firstRange(of: Data("bad%FFkey=1".utf8)) != nil)
    }

    /// GLib's parser ends a line at a NUL: `[Other]` after one would go unseen, its `name` be read
    /// as ours, and a rewrite drop the header and the text after the NUL.
    @Test func aNULByteMakesTheFileUnreadableNeverRewritten() throws {
        let folder = ScratchFolder()
        let path = folder.file("settings.ini")
        let bytes = Data("[Settings]\nkeep='x'\u{0}[Other]\n".utf8) + Data("name='not ours'\n".utf8)
        try bytes.write(to: URL(fileURLWithPath: path))
        let store = KeyFileStore(path: path)
        #expect(store.loadError?.reason == .unreadable)
        #expect(store.loadError?.description.contains("NUL") == true, "\(String(describing: store.loadError))")
        #expect(store.value(forKey: "name") == nil)
        #expect(throws: StoreError.self) { try store.setValue(.integer(1), forKey: "count") }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
    }
}

/// The store never writes a file larger than it reads (`SafeFile.storeByteLimit`), nor a value its
/// reader would refuse: either would show every value at its default and refuse every later write.
/// (Kept small where it can be: these tests hold the main actor that other store tests wait for.)
@MainActor @Suite struct StoreWriteLimitTests {
    @Test func aWriteThatWouldPassTheReadLimitIsRefusedBeforeWriting() throws {
        let folder = ScratchFolder()
        let header = "[Settings]\nfiller='"
        let filler = String(repeating: "x", count: SafeFile.storeByteLimit - 1_000 - header.utf8.count - 2)
        try folder.write(header + filler + "'\n", to: "settings.ini")
        let before = try #require(FileManager.default.contents(atPath: folder.file("settings.ini")))
        let store = KeyFileStore(path: folder.file("settings.ini"), watching: false)
        #expect(store.loadError == nil)
        let error = try #require(throws: StoreError.self) { try store.setValue(.string(String(repeating: "y", count: 2_000)), forKey: "name") }
        #expect(error.description.contains("16,777,216"), "the limit is named: \(error)")
        #expect(FileManager.default.contents(atPath: folder.file("settings.ini")) == before)
        #expect(store.value(forKey: "name") == nil)
        try store.setValue(.string("fits"), forKey: "name")
        #expect(KeyFileStore(path: folder.file("settings.ini"), watching: false).value(forKey: "name") == .string("fits"))
    }

    /// A property list's reader takes 512 levels of nesting: a deeper value is refused as one the
    /// store cannot hold, not reported as a broken file.
    @Test func aPlistValueItsReaderWouldRefuseIsRefusedAsUnrepresentable() throws {
        let folder = ScratchFolder()
        let store = PlistStore(path: folder.file("settings.plist"), watching: false)
        try store.setValue(.integer(1), forKey: "kept")
        let before = try #require(FileManager.default.contents(atPath: folder.file("settings.plist")))
        var deep = PlistValue.integer(1)
        for _ in 0..<600 { deep = .array([deep]) }
        let error = try #require(throws: StoreError.self) { try store.setValue(deep, forKey: "deep") }
        #expect(error.reason == .unrepresentable, "\(error)")
        #expect(FileManager.default.contents(atPath: folder.file("settings.plist")) == before)
        #expect(PlistStore(path: folder.file("settings.plist"), watching: false).allValues == ["kept": .integer(1)])
    }
}
