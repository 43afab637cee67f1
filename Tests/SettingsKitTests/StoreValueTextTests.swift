import CGLib
import Foundation
import Testing
@testable import SettingsKit

@MainActor @Suite struct StoreValueTextTests {
    @Test(arguments: [
        (PlistValue.bool(true), "true"),
        (.integer(42), "42"),
        (.integer(-7), "-7"),
        (.integer(5_000_000_000), "int64 5000000000"),
        (.real(1), "1.0"),
        (.real(0.25), "0.25"),
        (.string("1"), "'1'"),
        (.string("it's\n"), "\"it's\\n\""),
        (.date(Date(timeIntervalSince1970: 1_577_836_800)), "('date', '2020-01-01T00:00:00Z')"),
        (.date(Date(timeIntervalSince1970: 1_577_836_800.25)), "('date', '2020-01-01T00:00:00.250000Z')"),
        (.data(Data([0, 255])), "[byte 0x00, 0xff]"),
        (.data(Data()), "@ay []"),
        (.array([.integer(1), .string("a")]), "[<1>, <'a'>]"),
        (.array([]), "@av []"),
        (.dictionary(["b": .integer(5_000_000_000), "a": .real(2)]), "{'a': <2.0>, 'b': <int64 5000000000>}"),
        (.dictionary([:]), "@a{sv} {}"),
    ])
    func gvariantTextOfEachType(value: PlistValue, text: String) throws {
        #expect(try GVariantText.text(of: value) == text)
        #expect(try GVariantText.value(ofText: text) == value)
    }

    /// Plain quoted texts and booleans are read without GLib's parser (a store's values, 1,000 at
    /// each `set`): each reads as GLib reads it, and those that only look plain go to GLib.
    @Test(arguments: ["'value number 7'", "''", "' '", "'ünïcödé ☃'", "'say \"hi\"'", "true", "false", "'a'b'", "'a\\'b'",
                      "'tab\\tbreak'", "'unclosed", "'", "'a' ", " 'a'", "True", "'\\u2603'", "'a' 'b'"])
    func plainTextsReadAsGLibReadsThem(text: String) {
        var error: UnsafeMutablePointer<GError>?
        let parsed = g_variant_parse(nil, text, nil, nil, &error)
        defer { if let parsed { g_variant_unref(parsed) }; if let error { g_error_free(error) } }
        let glib = parsed.flatMap { try? GVariantText.value(of: $0) }
        #expect((try? GVariantText.value(ofText: text)) == glib, "\(text)")
    }

    @Test func theDocumentedExampleIsWhatTheStoreWrites() throws {
        let folder = ScratchFolder()
        try folder.write("# Written by bundle-settings; other groups and comments are kept.\n[Settings]\n", to: "settings.ini")
        let store = KeyFileStore(path: folder.file("settings.ini"))
        let values: KeyValuePairs<SettingKey, PlistValue> = [
            "enabled_preference": .bool(true), "name_preference": .string("Jane \"JD\" Doe"),
            "slider_preference": .real(0.5), "count": .integer(42), "big": .integer(5_000_000_000),
            "last_sync": .date(Date(timeIntervalSince1970: 1_577_836_800)), "avatar": .data(Data([0x89, 0x50, 0x4E, 0x47])),
            "servers": .array([.string("a.example"), .string("b.example")]),
            "account": .dictionary(["user": .string("jane"), "port": .integer(993)]), "my key=1": .integer(1),
        ]
        for (key, value) in values { try store.setValue(value, forKey: key) }
        #expect(folder.read("settings.ini") == """
            # Written by bundle-settings; other groups and comments are kept.

            [Settings]
            enabled_preference=true
            name_preference='Jane "JD" Doe'
            slider_preference=0.5
            count=42
            big=int64 5000000000
            last_sync=('date', '2020-01-01T00:00:00Z')
            avatar=[byte 0x89, 0x50, 0x4e, 0x47]
            servers=[<'a.example'>, <'b.example'>]
            account={'port': <993>, 'user': <'jane'>}
            my%20key%3D1=1

            """)
    }

    /// What another GLib program sees: the raw key-file value, handed to `g_variant_parse`.
    @Test func anyGLibProgramCanParseTheStoredValues() throws {
        let folder = ScratchFolder()
        let store = KeyFileStore(path: folder.file("settings.ini"))
        for (key, value) in sampleValues { try store.setValue(value, forKey: key) }
        let keyFile = g_key_file_new()
        defer { g_key_file_free(keyFile) }
        #expect(g_key_file_load_from_file(keyFile, folder.file("settings.ini"), G_KEY_FILE_NONE, nil) != 0)
        var expectedTypes: [SettingKey: String] = ["bool": "b", "integer": "i", "int64": "x", "real": "d", "string": "s",
                                               "date": "(ss)", "data": "ay", "array": "av", "dictionary": "a{sv}"]
        for key in sampleValues.keys {
            let raw = try #require(g_key_file_get_value(keyFile, "Settings", KeyFileKeyEscaping.escape(key.text), nil))
            defer { g_free(raw) }
            let variant = g_variant_parse(nil, raw, nil, nil, nil)
            #expect(variant != nil, "\(key): \(String(cString: raw))")
            guard let variant else { continue }
            if let type = expectedTypes.removeValue(forKey: key) {
                #expect(String(cString: g_variant_get_type_string(variant)) == type)
            }
            g_variant_unref(variant)
        }
        #expect(expectedTypes.isEmpty)
    }

    @Test func valuesOtherProgramsWriteAreRead() throws {
        #expect(try GVariantText.value(ofText: "uint64 7") == .integer(7))
        #expect(try GVariantText.value(ofText: "byte 0x10") == .integer(16))
        #expect(try GVariantText.value(ofText: "['a', 'b']") == .array([.string("a"), .string("b")]))
        #expect(try GVariantText.value(ofText: "{'n': 1}") == .dictionary(["n": .integer(1)]))
        #expect(try GVariantText.value(ofText: "<'wrapped'>") == .string("wrapped"))
        #expect(try GVariantText.value(ofText: "b'abc'") == .data(Data("abc\0".utf8)))
        #expect(throws: GVariantText.Failure.self) { try GVariantText.value(ofText: "uint64 18446744073709551615") }
        #expect(throws: GVariantText.Failure.self) { try GVariantText.value(ofText: "(1, 2)") }
        #expect(throws: GVariantText.Failure.self) { try GVariantText.value(ofText: "not gvariant") }
        #expect(throws: GVariantText.Failure.self) { try GVariantText.value(ofText: "('date', 'yesterday')") }
    }

    @Test func nonFiniteRealsRoundTrip() throws {
        #expect(try GVariantText.value(ofText: GVariantText.text(of: .real(.infinity))) == .real(.infinity))
        let nan = try GVariantText.value(ofText: GVariantText.text(of: .real(.nan)))
        #expect(nan.numberValue?.isNaN == true)
    }
}

@Suite struct StoreRealTextTests {
    @Test(arguments: [0.42, 1.0, -2.5, 1e-05, 1.5e300, 0.1 + 0.2])
    func realsAreWrittenShortestAndReadBackExactly(number: Double) throws {
        let text = try GVariantText.text(of: .real(number))
        #expect(text == "\(number)" || text == "\(number).0")
        #expect(try GVariantText.value(ofText: text) == .real(number))
    }

    /// GLib's parser refuses subnormal numbers in decimal, even as `g_variant_print` writes them.
    @Test(arguments: [Double.leastNonzeroMagnitude, -Double.leastNonzeroMagnitude, Double.leastNormalMagnitude.nextDown, Double.leastNormalMagnitude / 3])
    func subnormalNumbersReadBack(number: Double) throws {
        for value in [PlistValue.real(number), .array([.real(number), .string("a")]), .dictionary(["n": .real(number), "s": .array([.real(number)])])] {
            #expect(try GVariantText.value(ofText: try GVariantText.text(of: value)) == value)
        }
    }

    /// GLib 2.74 gives "nested too deeply" an offset from a NULL pointer for some texts.
    @Test func aValueNestedTooDeeplyIsReportedWhereItBecameTooDeep() {
        for (text, offset) in [(String(repeating: "<", count: 200), 128), ("  " + String(repeating: "[", count: 200), 130)] {
            do throws(GVariantText.Failure) {
                _ = try GVariantText.value(ofText: text)
                Issue.record("read: \(text)")
            } catch .unreadable(let reason) {
                #expect(reason == "\(offset):variant nested too deeply")
            } catch {
                Issue.record("\(error)")
            }
        }
    }
}
