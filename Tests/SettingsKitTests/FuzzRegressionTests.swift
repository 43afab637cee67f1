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
}
