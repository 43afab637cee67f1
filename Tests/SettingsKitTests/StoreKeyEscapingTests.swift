import CGLib
import Foundation
import Testing
@testable import SettingsKit

@MainActor @Suite struct StoreKeyEscapingTests {
    nonisolated static let nastyKeys = ["a=b", "a[b]", "[Settings]", " lead", "trail ", "path/to/key", "line\nbreak", "#comment",
                            ";semi", "ünïcødé", "日本", "🎉", "", "%", "%41", "a b", "tab\tkey", "back\\slash", "quote'\"",
                            "\u{0}nul", "-", "."]

    @Test func ordinaryKeysStayReadable() {
        for key in ["toggleSwitch", "com.app.flag", "slider_preference", "name-1"] {
            #expect(KeyFileKeyEscaping.escape(key) == key)
        }
        #expect(KeyFileKeyEscaping.escape("a b=c") == "a%20b%3Dc")
        #expect(KeyFileKeyEscaping.escape("ü") == "%C3%BC")
        #expect(KeyFileKeyEscaping.escape("") == "%")
    }

    @Test(arguments: nastyKeys)
    func escapingIsReversibleAndSafe(key: String) {
        let escaped = KeyFileKeyEscaping.escape(key)
        #expect(KeyFileKeyEscaping.unescape(escaped) == key)
        #expect(!escaped.isEmpty)
        #expect(escaped.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "_.-%".unicodeScalars.contains($0)) })
    }

    /// A key is looked up under its escaped spelling alone when the file spells every key so:
    /// `isOwnSpelling` says which spellings those are, whatever byte a key holds.
    @Test func ownSpellingsAreTheSpellingsEscapeWrites() {
        for byte in UInt8(1)...UInt8(255) {
            for raw in [[byte], [UInt8(ascii: "k"), byte], [UInt8(ascii: "%"), UInt8(ascii: "4"), byte]] {
                let text = String(decoding: raw, as: UTF8.self)
                let own = raw.map { CChar(bitPattern: $0) }.withUnsafeBufferPointer { buffer in
                    (Array(buffer) + [0]).withUnsafeBufferPointer { KeyFileKeyEscaping.isOwnSpelling($0.baseAddress!) }
                }
                let expected = String(validating: raw, as: UTF8.self) != nil
                    && KeyFileKeyEscaping.unescape(text).map { KeyFileKeyEscaping.escape($0) == text } == true
                #expect(own == expected, "\(raw)")
            }
        }
        #expect(KeyFileKeyEscaping.isOwnSpelling("a%20b") && KeyFileKeyEscaping.isOwnSpelling("%"))
        #expect(!KeyFileKeyEscaping.isOwnSpelling("a b") && !KeyFileKeyEscaping.isOwnSpelling("caf%c3%a9") && !KeyFileKeyEscaping.isOwnSpelling("%FF"))
    }

    @Test func handTypedKeysReadLeniently() {
        #expect(KeyFileKeyEscaping.unescape("100%") == "100%")
        #expect(KeyFileKeyEscaping.unescape("a%zz") == "a%zz")
        #expect(KeyFileKeyEscaping.unescape("a%2fb") == "a/b")
    }

    @Test func nastyKeysSurviveAKeyFileOnDisk() throws {
        let folder = ScratchFolder()
        let store = KeyFileStore(path: folder.file("settings.ini"))
        for (index, key) in Self.nastyKeys.enumerated() { try store.setValue(.integer(index), forKey: SettingKey(key)) }
        let expected = Dictionary(uniqueKeysWithValues: Self.nastyKeys.enumerated().map { (SettingKey($1), PlistValue.integer($0)) })
        #expect(KeyFileStore(path: folder.file("settings.ini")).allValues == expected)
    }
}
