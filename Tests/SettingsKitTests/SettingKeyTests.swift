import Foundation
import Testing
@testable import SettingsKit

/// `SettingKey` compares, hashes and orders by Unicode scalars, never by canonical equivalence.
@Suite struct SettingKeyTests {
    static let composed = "caf\u{E9}"        // é as one scalar (NFC)
    static let decomposed = "cafe\u{301}"    // e + combining acute (NFD)

    @Test func keysThatDifferOnlyInNormalisationAreTwoKeys() {
        // The premise: `String` merges them.
        #expect(Self.composed == Self.decomposed)
        #expect(SettingKey(Self.composed) != SettingKey(Self.decomposed))
        #expect(Set([SettingKey(Self.composed), SettingKey(Self.decomposed)]).count == 2)
        let table: [SettingKey: Int] = [SettingKey(Self.composed): 1, SettingKey(Self.decomposed): 2]
        #expect(table[SettingKey(Self.composed)] == 1)
        #expect(table[SettingKey(Self.decomposed)] == 2)
    }

    @Test func equalKeysHashAlike() {
        let built = SettingKey(String(["c", "a", "f", "\u{E9}"].map(Character.init).map { String($0) }.joined()))
        #expect(built == SettingKey(Self.composed))
        #expect(built.hashValue == SettingKey(Self.composed).hashValue)
        #expect(SettingKey(Substring("xcafé").dropFirst()) == SettingKey("café"))
        #expect(("key" as SettingKey) == SettingKey("key"))
        #expect(SettingKey("") == "")
    }

    @Test func keysOrderByScalars() {
        let keys: [SettingKey] = ["b", "B", "\u{E9}", "e\u{301}", "a", "", "aa", "😀", "｡"]
        // By scalar value: "" < "B" < "a" < "aa" < "b" < "e\u{301}" < "\u{E9}" < "｡" < "😀".
        #expect(keys.sorted().map(\.text.unicodeScalars).map(Array.init) ==
                ["", "B", "a", "aa", "b", "e\u{301}", "\u{E9}", "｡", "😀"].map { Array($0.unicodeScalars) })
    }

    @Test func theTextIsKeptAsWritten() {
        #expect(Array(SettingKey(Self.decomposed).text.unicodeScalars) == Array(Self.decomposed.unicodeScalars))
        #expect(SettingKey(Self.decomposed).description.unicodeScalars.count == 5)
    }
}
