import Foundation
import Testing
@testable import SettingsKit

@Suite struct StoreAdministratorLayerTests {
    @Test func earlierFoldersWinAndLocksNameTheirFile() throws {
        let folder = ScratchFolder()
        try folder.write("[Settings]\nshared='first'\nonlyFirst=1\n", to: "one/com.d/settings.ini")
        try folder.write("[Settings]\nshared='second'\nonlySecond=2.5\nodd%3Dkey=true\n", to: "two/com.d/settings.ini")
        try folder.write("  # comment\n\n  locked.key  \nshared\n", to: "two/com.d/locks")
        try folder.write("shared\n", to: "one/com.d/locks")
        let layer = AdministratorLayer(domain: "com.d", environment: ["XDG_CONFIG_DIRS": "\(folder.file("one")):relative:\(folder.file("two"))"])
        #expect(layer.systemValue(forKey: "shared") == .string("first"))
        #expect(layer.systemValue(forKey: "onlyFirst") == .integer(1))
        #expect(layer.systemValue(forKey: "onlySecond") == .real(2.5))
        #expect(layer.systemValue(forKey: "odd=key") == .bool(true))
        #expect(layer.lockFile(forKey: "locked.key") == folder.file("two/com.d/locks"))
        #expect(layer.lockFile(forKey: "shared") == folder.file("one/com.d/locks"))
        #expect(layer.lockFile(forKey: "# comment") == nil)
        #expect(layer.lockFile(forKey: "onlyFirst") == nil)
        #expect(layer.diagnostics.isEmpty)
    }

    @Test func malformedSystemFilesAreDiagnosticsNotFailures() throws {
        let folder = ScratchFolder()
        try folder.write("no group here", to: "etc/d/settings.ini")
        try folder.write("[Settings]\nbad=what\ngood=1\n", to: "etc2/d/settings.ini")
        let layer = AdministratorLayer(domain: "d", environment: ["XDG_CONFIG_DIRS": "\(folder.file("etc")):\(folder.file("etc2"))"])
        #expect(layer.systemValue(forKey: "good") == .integer(1))
        #expect(layer.diagnostics.map(\.severity) == [.warning, .error])
        #expect(layer.diagnostics.map(\.file) == [folder.file("etc2/d/settings.ini"), folder.file("etc/d/settings.ini")])
    }

    @Test func nothingConfiguredMeansNoDefaultsAndNoLocks() {
        let layer = AdministratorLayer(domain: "d", environment: ["XDG_CONFIG_DIRS": "/nonexistent-store-tests"])
        #expect(layer.systemValue(forKey: "a") == nil)
        #expect(layer.lockFile(forKey: "a") == nil)
        #expect(layer.diagnostics.isEmpty)
    }

    /// Some editors start a file with a byte order mark; it must not swallow the first key.
    @Test func aByteOrderMarkLocksNothingAway() throws {
        let folder = ScratchFolder()
        try folder.write("\u{FEFF}first\nsecond\r\n", to: "etc/d/locks")
        try folder.write("\u{FEFF}[Settings]\nfirst=1\n", to: "etc/d/settings.ini")
        let layer = AdministratorLayer(domain: "d", environment: ["XDG_CONFIG_DIRS": folder.file("etc")])
        #expect(layer.lockFile(forKey: "first") == folder.file("etc/d/locks"))
        #expect(layer.lockFile(forKey: "second") == folder.file("etc/d/locks"))
        #expect(layer.systemValue(forKey: "first") == .integer(1))
        #expect(layer.diagnostics.isEmpty)
    }

    @Test func aLockLineThatIsNotUTF8IsReported() throws {
        let folder = ScratchFolder()
        try FileManager.default.createDirectory(atPath: folder.file("etc/d"), withIntermediateDirectories: true)
        try Data("good\n".utf8 + [0x66, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: folder.file("etc/d/locks")))
        let layer = AdministratorLayer(domain: "d", environment: ["XDG_CONFIG_DIRS": folder.file("etc")])
        #expect(layer.lockFile(forKey: "good") != nil)
        #expect(layer.lockFile(forKey: "f\u{FFFD}") == nil)
        #expect(layer.diagnostics.map(\.row) == [2])
    }

    /// What a session that follows the administrator re-reads, and the keys it tells its window of.
    @Test func rereadingSaysWhichDefaultsAndLocksChanged() throws {
        let folder = ScratchFolder()
        try folder.write("[Settings]\nkept=1\nchanged=1\ndropped=1\n", to: "etc/d/settings.ini")
        try folder.write("stillLocked\nunlocked\n", to: "etc/d/locks")
        let layer = AdministratorLayer(domain: "d", environment: ["XDG_CONFIG_DIRS": folder.file("etc")])
        #expect(layer.files == [folder.file("etc/d/settings.ini"), folder.file("etc/d/locks")])
        try folder.write("[Settings]\nkept=1\nchanged=2\nadded=1\n", to: "etc/d/settings.ini")
        try folder.write("stillLocked\nnewlyLocked\n", to: "etc/d/locks")
        let reread = layer.reread()
        #expect(reread.systemValue(forKey: "changed") == .integer(2))
        #expect(reread.lockFile(forKey: "newlyLocked") == folder.file("etc/d/locks"))
        #expect(layer.changedKeys(to: reread) == ["changed", "dropped", "added", "unlocked", "newlyLocked"])
        #expect(reread.changedKeys(to: reread.reread()).isEmpty)
    }
}
