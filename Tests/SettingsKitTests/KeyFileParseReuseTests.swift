import Foundation
import Testing
@testable import SettingsKit

/// A key-file store writes by editing the parse it read the file with (`StoreFileParse`): the
/// same file as parsing it again would write, and never a parse of other contents.
@MainActor @Suite struct KeyFileParseReuseTests {
    private static let file = """
        # A comment of the user's
        [Other]
        kept=1

        [Settings]
        # about a
        a=1
        title[de]='Titel'
        weird=not gvariant
        b='two'
        """

    @Test func editingTheKeptParseWritesWhatAFreshParseWrites() throws {
        let contents = Data(Self.file.utf8)
        let changes: [(key: SettingKey, value: PlistValue?)] = [("a", .integer(5)), ("b", nil), ("new key", .string("x"))]
        let parsed = try KeyFileFormat.parse(contents)
        let edited = try KeyFileFormat.contents(setting: changes, in: contents, reusing: parsed.parse)
        #expect(edited == (try KeyFileFormat.contents(setting: changes, in: contents)))
        #expect(parsed.values == (try KeyFileFormat.values(in: contents)).values)
        // The parse is used up: a second edit with it parses the contents again and is unchanged by the first.
        let again = try KeyFileFormat.contents(setting: [("c", .bool(true))], in: contents, reusing: parsed.parse)
        #expect(again == (try KeyFileFormat.contents(setting: [("c", .bool(true))], in: contents)))
        #expect(!String(decoding: again, as: UTF8.self).contains("a=5"))
    }

    /// Another writer replaces the file after the store read it: the store's write is made to
    /// what the file holds then, not to the parse of what it read.
    @Test func aWriteAfterAnotherWriterChangedTheFileKeepsTheirChange() throws {
        let folder = ScratchFolder()
        try folder.write(Self.file, to: "settings.ini")
        let store = KeyFileStore(path: folder.file("settings.ini"), watching: false)
        #expect(store.value(forKey: "a") == .integer(1))
        try folder.write(Self.file.replacingOccurrences(of: "b='two'", with: "b='theirs'\nc=3"), to: "settings.ini")
        try store.setValue(.integer(2), forKey: "a")
        let reread = KeyFileStore(path: folder.file("settings.ini"), watching: false)
        #expect(reread.allValues == ["a": .integer(2), "b": .string("theirs"), "c": .integer(3)])
        #expect(store.allValues == reread.allValues)
        let written = folder.read("settings.ini") ?? ""
        #expect(written.contains("# A comment of the user's\n") && written.contains("[Other]\nkept=1\n"), "\(written)")
    }

    /// Writes in a row from one store: each is made to the file as the previous one left it.
    @Test func successiveWritesEachKeepTheOthers() throws {
        let folder = ScratchFolder()
        try folder.write(Self.file, to: "settings.ini")
        let store = KeyFileStore(path: folder.file("settings.ini"), watching: false)
        try store.setValue(.integer(2), forKey: "a")
        try store.setValue(.string("three"), forKey: "b")
        try store.setValue(nil, forKey: "a")
        let reread = KeyFileStore(path: folder.file("settings.ini"), watching: false)
        #expect(reread.allValues == ["b": .string("three")])
        #expect(folder.read("settings.ini")?.contains("title[de]='Titel'\nweird=not gvariant") == true)
    }
}
