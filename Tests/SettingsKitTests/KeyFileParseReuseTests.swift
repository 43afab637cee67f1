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
        let parse = try KeyFileFormat.parse(contents)
        #expect(parse.entries.values == (try KeyFileFormat.values(in: contents)).values)
        let edited = try KeyFileFormat.contents(setting: changes, in: contents, reusing: parse)
        #expect(edited.contents == (try KeyFileFormat.contents(setting: changes, in: contents)))
        // The edited key file is the parse of what was written.
        #expect(edited.parse.entries.values == (try KeyFileFormat.values(in: edited.contents)).values)
        #expect(edited.parse.entry(forKey: "new key") == .value(.string("x")) && edited.parse.entry(forKey: "b") == nil)
        // The parse is used up: a second edit with it parses the contents again and is unchanged by the first.
        let again = try KeyFileFormat.contents(setting: [("c", .bool(true))], in: contents, reusing: parse)
        #expect(again.contents == (try KeyFileFormat.contents(setting: [("c", .bool(true))], in: contents)))
        #expect(!String(decoding: again.contents, as: UTF8.self).contains("a=5"))
        // And it still answers for its own contents.
        #expect(parse.entry(forKey: "a") == .value(.integer(1)))
    }

    /// A key's entry, made alone, is what reading every key gives it: values, unreadable values,
    /// absent keys, keys spelled by hand (found only by reading them all), and of two spellings
    /// of one key the later.
    @Test(arguments: [
        "[Settings]\na=1\nb=not gvariant\nmy%20key='spaced'\n%='empty key'\n",
        "[Settings]\na=1\nmy key='typed'\ncaf%c3%a9='lower-case escape'\n",
        "[Settings]\nmy%20key='escaped'\nmy key='typed later'\na=2\n",
        "[Settings]\nmy key='typed'\nmy%20key='escaped later'\n",
        "[Settings]\nbad%FF=1\na=3\n",
        "# plain keys only\n[Settings]\na=1\nb=not gvariant\n\n[Other]\nmy_key=2\n",
        "[Settings]\n  my key = 'spaced around'\na=4\n",
        "[Settings]\r\na=5\r\nmy key='after a carriage return'\r\n",
        "\u{FEFF}[Settings]\nmy key='after a byte order mark'\n",
    ])
    func aKeyMadeAloneIsWhatReadingEveryKeyGives(file: String) throws {
        let contents = Data(file.utf8)
        let all = try KeyFileFormat.values(in: contents)
        for key: SettingKey in ["a", "b", "my key", "", "café", "absent", "bad%FF"] {
            let alone = try KeyFileFormat.parse(contents).entry(forKey: key)
            let expected = all.values[key].map(StoredEntry.value) ?? all.unreadable[key].map(StoredEntry.unreadable)
            #expect(alone == expected, "\(key.text) in \(file)")
        }
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
