import Foundation
import Testing
@testable import SettingsKit

/// Inputs the fuzzers (script/fuzz) once crashed on, fed to the same API as their fuzz target;
/// their bytes are also kept in Fuzz/crashes/TARGET/ for `script/fuzz --replay`, which runs them
/// under AddressSanitizer (these tests alone cannot see a use-after-free that happens to work).
@Suite struct FuzzRegressionTests {
    /// gvariant-text: writing data, arrays and dictionaries passed GLib a type string whose
    /// temporary C copy was freed before GLib read it (heap-use-after-free in
    /// `g_variant_type_new_array`, from `GVariantText.makeVariant`).
    @Test(arguments: [
        // A GVariant bytestring literal ends with the NUL GLib adds to it.
        ("b'x'", PlistValue.data(Data([0x78, 0]))),
        ("['a', 'b']", .array([.string("a"), .string("b")])),
        ("{'k': <[1.5]>}", .dictionary(["k": .array([.real(1.5)])])),
    ])
    func gvariantContainersRoundTrip(text: String, expected: PlistValue) throws {
        let value = try GVariantText.value(ofText: text)
        #expect(value == expected)
        #expect(try GVariantText.value(ofText: try GVariantText.text(of: value)) == expected)
    }

    /// key-file: a stored `nan` (GVariant's text for a NaN real) is read as NaN and kept as NaN
    /// when another key is written; the fuzz target's check compared it with `==` and failed.
    @Test func aStoredNaNSurvivesTheRewriteOfAnotherKey() throws {
        let file = Data("[Settings]\nspeed=nan\n".utf8)
        let read = try KeyFileFormat.values(in: file).values
        guard case .real(let speed) = read["speed"] else { Issue.record("speed read as \(String(describing: read["speed"]))"); return }
        #expect(speed.isNaN)
        let rewritten = try KeyFileFormat.contents(setting: .integer(1), forKey: "other", in: file)
        let reread = try KeyFileFormat.values(in: rewritten).values
        guard case .real(let kept) = reread["speed"] else { Issue.record("speed became \(String(describing: reread["speed"]))"); return }
        #expect(kept.isNaN)
        #expect(reread["other"] == .integer(1))
    }
}
