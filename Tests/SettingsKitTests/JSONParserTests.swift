import Foundation
import Testing
@testable import SettingsKit

/// `set --json` input: strict RFC 8259, straight to plist values, integers kept apart from reals.
@Suite struct JSONParserTests {
    private func parse(_ text: String) throws(JSONParser.Failure) -> PlistValue {
        try JSONParser.parse(Array(text.utf8))
    }

    static let accepted: [(String, PlistValue)] = [
        ("1", .integer(1)), ("1.0", .real(1)), ("-0", .integer(0)), ("-0.0", .real(-0.0)), ("1e2", .real(100)),
        ("1E+2", .real(100)), ("2.5e-3", .real(0.0025)), ("0", .integer(0)),
        ("9223372036854775807", .integer(.max)), ("-9223372036854775808", .integer(.min)),
        ("9223372036854775808.0", .real(9_223_372_036_854_775_808)), ("0e-400", .real(0)),
        ("true", .bool(true)), (" false\n", .bool(false)), (#""""#, .string("")),
        (#""a\"b\\c\/d\b\f\n\r\t""#, .string("a\"b\\c/d\u{08}\u{0C}\n\r\t")),
        (#""\u00e9\u00C9 é \ud83d\ude00 😀 \u0000""#, .string("éÉ é 😀 😀 \u{0}")),
        ("[]", .array([])), ("{}", .dictionary([:])), ("\t[ 1 , \"a\" ]\r\n", .array([.integer(1), .string("a")])),
        (#"{"b": {"c": [true, 1.5]}, "a": 2}"#, .dictionary(["a": .integer(2), "b": .dictionary(["c": .array([.bool(true), .real(1.5)])])])),
    ]

    @Test(arguments: accepted)
    func accepts(text: String, expected: PlistValue) throws {
        #expect(try parse(text) == expected)
    }

    /// Each refused with the reason in its message.
    static let refused: [(String, String)] = [
        ("", "a value is missing at the end"), ("   ", "a value is missing"), ("null", "null has no property-list form"),
        ("[1, null]", "null"), (#"{"a": null}"#, "null"), ("NaN", "unexpected character"), ("Infinity", "unexpected character"),
        ("-Infinity", "expected a digit"), ("+1", "unexpected character"), ("01", "leading zeros"), ("1.", "after '.'"),
        (".5", "unexpected character"), ("1e", "exponent"), ("1e+", "exponent"), ("--1", "expected a digit"),
        ("9223372036854775808", "does not fit in 64 bits"), ("-9223372036854775809", "does not fit in 64 bits"),
        ("1e400", "beyond what a 64-bit real can hold"), ("-1e400", "beyond what a 64-bit real can hold"), ("1e-400", "beyond what a 64-bit real can hold"),
        ("1 2", "unexpected text after the value at offset 2"), ("[1]]", "unexpected text"), ("{} x", "unexpected text"),
        ("[1,]", "unexpected character"), ("[1 2]", "expected ',' or ']'"), (#"{"a" 1}"#, "expected ':'"),
        (#"{"a": 1,}"#, "expected a key"), (#"{a: 1}"#, "expected a key"), (#"{"a": 1 "b": 2}"#, "expected ',' or '}'"),
        (#"{"a": 1, "a": 2}"#, #"the key "a" appears twice"#), ("['a']", "unexpected character"),
        (#""abc"#, "no closing quote"), ("\"a\tb\"", "control character"), ("\"a\nb\"", "control character"),
        (#""\x""#, "unknown escape"), (#""\u12""#, "four hex digits"), (#""\u12G4""#, "four hex digits"),
        (#""\ud83d""#, "lone surrogate"), (#""\ud83dx""#, "lone surrogate"), (#""\ud83d\u0041""#, "lone surrogate"),
        (#""\ude00""#, "lone surrogate"), (#""\ude00\ud83d""#, "lone surrogate"),
        ("tru", "unexpected character"), ("truex", "unexpected text"), ("[", "a value is missing"), ("{", "expected a key"),
        ("/* c */ 1", "unexpected character"), ("\u{FEFF}1", "unexpected character"),
    ]

    @Test(arguments: refused)
    func refuses(text: String, reason: String) {
        #expect {
            try parse(text)
        } throws: { error in
            (error as? JSONParser.Failure)?.message.contains(reason) == true
        }
    }

    @Test func invalidUTF8IsRefused() {
        for bytes: [UInt8] in [[0x22, 0xFF, 0x22], [0x22, 0xC3, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x22, 0xC0, 0xAF, 0x22], [0xC3, 0xA9]] {
            #expect(throws: JSONParser.Failure.self, "\(bytes)") { try JSONParser.parse(bytes) }
        }
    }

    @Test func nestingStopsAt512Levels() throws {
        let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(try parse(deepest) != .array([]))
        let tooDeep = "[" + deepest + "]"
        #expect {
            try parse(tooDeep)
        } throws: { error in
            (error as? JSONParser.Failure)?.message.contains("more than 512 nested") == true
        }
        #expect(throws: JSONParser.Failure.self) { try parse(String(repeating: "{\"a\":", count: 100_000)) }
    }

    /// `get --json` output reads back exactly, reals to the last bit. (Not compared with
    /// `JSONSerialization`: on Linux it reads some reals one unit in the last place off.)
    @Test func readsBackWhatJSONRenderingWrites() throws {
        var random = ReaderFuzzTests.Generator(state: 0x150_4E)
        for round in 0..<300 {
            let value = XMLPlistReaderDifferentialTests.randomValue(&random)
            let text = JSONRendering.text(of: value, pretty: round.isMultiple(of: 2))
            #expect(try parse(text) == Self.jsonForm(of: value), "round \(round): \(text)")
        }
    }

    /// A value as its JSON text reads back: dates as ISO 8601 strings, data as base64 strings.
    static func jsonForm(of value: PlistValue) -> PlistValue {
        switch value {
        case .date, .data: .string(value.plainText)
        case .real(let number) where !number.isFinite: .string(PlistValue.format(real: number))
        case .array(let list): .array(list.map(jsonForm))
        case .dictionary(let table): .dictionary(table.mapValues(jsonForm))
        default: value
        }
    }
}
