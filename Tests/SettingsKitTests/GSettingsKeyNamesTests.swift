import Foundation
import Testing
@testable import SettingsKit

/// The one mapping from bundle keys to GSettings names, which the schema and the store share.
@Suite struct GSettingsKeyNamesTests {
    /// What `glib-compile-schemas` accepts as a key name.
    static func isValid(_ name: String) -> Bool {
        name.utf8.count <= 32 && name.wholeMatch(of: /[a-z][a-z0-9]*(-[a-z0-9]+)*/) != nil
    }

    @Test(arguments: [
        ("kVLCSettingSubtitlesFont", "k-vlc-setting-subtitles-font"),
        ("sync.quality", "sync-quality"),
        ("sync_quality", "sync-quality"),
        ("my key with spaces", "my-key-with-spaces"),
        ("HTTPServerURL", "http-server-url"),
        ("QEMURendererFPSLimit", "qemu-renderer-fps-limit"),
        ("mulValueWithNumbers", "mul-value-with-numbers"),
        ("version2Beta", "version2-beta"),
        ("2fa", "key-2fa"),
        ("__private", "private"),
        ("", "key"),
        ("日本", "key"),
        ("café au lait", "caf-au-lait"),
    ])
    func plainNames(key: String, name: String) {
        let names = GSettingsKeyNames(keys: [SettingKey(key)])
        #expect(names.name(of: SettingKey(key)) == name)
        #expect(names.key(named: name) == SettingKey(key))
    }

    @Test func keysThatMapAlikeBothGetTheirOwnHash() {
        let keys: [SettingKey] = ["sync_quality", "syncQuality", "sync.quality", "other"]
        let names = GSettingsKeyNames(keys: keys)
        let mapped = keys.map { names.name(of: $0) }
        #expect(Set(mapped).count == 4)
        #expect(mapped[3] == "other")
        for name in mapped.prefix(3) {
            #expect(name.hasPrefix("sync-quality-") && name.count == "sync-quality-".count + 6, "\(name)")
            #expect(Self.isValid(name), "\(name)")
        }
        // The same set in another order maps the same: the mapping depends on the keys only.
        let again = GSettingsKeyNames(keys: keys.reversed())
        #expect(keys.map { again.name(of: $0) } == mapped)
    }

    @Test func longNamesAreCutWithAHash() {
        let key: SettingKey = "kVLCSettingPlaybackSpeedDefaultValueForNewMedia"
        let name = GSettingsKeyNames(keys: [key]).name(of: key)
        #expect(name.utf8.count == 32)
        #expect(name.hasPrefix("k-vlc-setting-playback-s"))
        #expect(Self.isValid(name), "\(name)")
        let other: SettingKey = "kVLCSettingPlaybackSpeedDefaultValueForOldMedia"
        #expect(GSettingsKeyNames(keys: [other]).name(of: other) != name)
    }

    @Test func theHashIsTheSameInEveryRun() {
        // FNV-1a of the key's bytes, low 24 bits: fixed, so installed schemas keep working.
        let keys: [SettingKey] = ["a_b", "aB"]
        let names = GSettingsKeyNames(keys: keys)
        #expect(names.name(of: "a_b") == "a-b-" + String(format: "%06x", StoreDomain.fnv1a("a_b") & 0xFF_FFFF))
    }

    @Test func anyKeyGivesAValidName() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aZ09_.- éÅ日-".unicodeScalars)
        var keys: [SettingKey] = []
        for _ in 0..<500 {
            let length = Int.random(in: 0...60, using: &generator)
            keys.append(SettingKey(String(String.UnicodeScalarView((0..<length).map { _ in alphabet.randomElement(using: &generator)! }))))
        }
        let names = GSettingsKeyNames(keys: keys)
        let distinct = Set(keys)
        #expect(Set(distinct.map { names.name(of: $0) }).count == distinct.count)
        for key in distinct { #expect(Self.isValid(names.name(of: key)), "\(key) → \(names.name(of: key))") }
    }

    /// Three keys found by search: the first two share a base, so both are hashed; the third's
    /// plain name is the last one's hash. The last key in byte order then hashes again, and its
    /// second hash is the first key's: every retry must be checked against the names taken.
    @Test func aSecondHashIsCheckedAgainstTheNamesTaken() {
        let keys: [SettingKey] = ["abcdefghijklmnopq!#+$$", "abcdefghijklmnopq-63afc8", "abcdefghijklmnopq~."]
        let names = GSettingsKeyNames(keys: keys)
        let mapped = keys.map { names.name(of: $0) }
        #expect(Set(mapped).count == 3, "\(mapped)")
        #expect(mapped[1] == "abcdefghijklmnopq-63afc8")
        for (key, name) in zip(keys, mapped) {
            #expect(Self.isValid(name), "\(name)")
            #expect(names.key(named: name) == key)
        }
    }
}
