import Foundation
import Testing
@testable import SettingsKit

/// The OpenStep reader against Foundation: random documents written in every syntax the format
/// has, and hand-written edge cases, must read the same, or fail on both sides.
@Suite struct OpenStepPlistReaderTests {
    static func foundation(_ text: String) -> PlistValue? {
        var format = PropertyListSerialization.PropertyListFormat.binary
        guard let object = try? PropertyListSerialization.propertyList(from: Data(text.utf8), format: &format),
              format == .openStep else { return nil }
        return PlistValue(foundation: object)
    }

    static func read(_ text: String) -> Result<PlistValue, PropertyListReadFailure> {
        PropertyListReader.read(Data(text.utf8))
    }

    static let words = ["a", "Key_1", "value.2$/:-x", "42", "-3.5", "日本", "😀", "with space", "q\"uote", "back\\slash", "tab\there",
                        "line\nbreak", "", "/*not*/", "//nor", "a = b;", "(x)", "{y}", "<0a>"]

    /// A string as the format writes it: bare when it can be, quoted and escaped otherwise.
    static func quoted(_ text: String, _ random: inout ReaderFuzzTests.Generator) -> String {
        let bare = !text.isEmpty && text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || "0123456789_$/:.-".unicodeScalars.contains($0)) }
        if bare && Bool.random(using: &random) && !text.hasPrefix("//") && !text.hasPrefix("/*") { return text }
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: Bool.random(using: &random) ? "\\n" : "\n")
        return "\"" + escaped + "\""
    }

    static func space(_ random: inout ReaderFuzzTests.Generator) -> String {
        [" ", "", "\n", "  /* c */ ", "\t// line\n", "\r\n"][Int.random(in: 0..<6, using: &random)]
    }

    static func randomDocument(_ random: inout ReaderFuzzTests.Generator, depth: Int = 0) -> String {
        switch Int.random(in: 0..<(depth > 3 ? 2 : 4), using: &random) {
        case 0: return quoted(words.randomElement(using: &random)!, &random)
        case 1:
            let bytes = (0..<Int.random(in: 0...6, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            return "<" + bytes.map { String(format: "%02x", $0) + space(&random).filter { $0 == " " } }.joined() + ">"
        case 2:
            let elements = (0..<Int.random(in: 0...4, using: &random)).map { _ in randomDocument(&random, depth: depth + 1) }
            return "(" + space(&random) + elements.joined(separator: "," + space(&random)) + (Bool.random(using: &random) && !elements.isEmpty ? "," : "") + ")"
        default:
            let entries = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                quoted(words.randomElement(using: &random)!, &random) + space(&random) + "=" + space(&random) + randomDocument(&random, depth: depth + 1) + ";"
            }
            return "{" + space(&random) + entries.joined(separator: space(&random)) + space(&random) + "}"
        }
    }

    @Test func readsRandomDocumentsAsFoundationDoes() throws {
        var random = ReaderFuzzTests.Generator(state: 0x0_9E_57E9)
        var compared = 0
        for round in 0..<500 {
            let text = Self.space(&random) + Self.randomDocument(&random) + Self.space(&random)
            guard let expected = Self.foundation(text) else { continue }
            #expect((try? Self.read(text).get()) == expected, "round \(round): \(text)")
            compared += 1
        }
        #expect(compared > 400)
    }

    @Test(arguments: [
        "{ a = (b, c); }", "( a, b, <0a0B 0c> )", "<0a0b>", "\"x\"", "x", "a = b; c = d;", "\"a\";", "  ", "{a=b;}", "(a,)",
        "{ a = {}; b = (); c = <>; }", "\"a\" = \"b\"; \"a\" = \"c\";", "{ a = b; a = c; }", "(1, 2.5, -3)", "{ \"k\" = (\"v\"); } // c",
        "'q'", "<0A 0b>", "a = (b, c);", "a;", "/* only */ // comments\n", "{ \"a\" = \"\\U00e9\\n\\101\"; }",
    ])
    func readsLikeFoundation(text: String) throws {
        let expected = try #require(Self.foundation(text))
        #expect(try Self.read(text).get() == expected)
    }

    @Test(arguments: ["{a=b}", "(a b)", "<0a0>", "<0g>", "x y", "(a) b", "{ a = b; } c", "\"a\" = \"b\"", "{ a = \"x\" }", "(", "{", "<", "\"open", "{ a = ; }"])
    func refusesWhatFoundationRefuses(text: String) {
        #expect(Self.foundation(text) == nil)
        guard case .failure(let failure) = Self.read(text) else { Issue.record("read \(text)"); return }
        #expect(failure.line == 1)
    }

    @Test func failuresSayWhereAndWhy() {
        guard case .failure(let failure) = Self.read("{\n  a = (b,\n  c d);\n}") else { Issue.record("read"); return }
        #expect(failure.line == 3)
        #expect(failure.message.contains("expected ',' or ')'"))
    }

    @Test func limitsAreEnforced() {
        let limits = PlistReadLimits(fileBytes: 1 << 20, values: 10, depth: 3, stringBytes: 8)
        func message(_ text: String) -> String? {
            if case .failure(let failure) = PropertyListReader.read(Data(text.utf8), limits: limits) { failure.message } else { nil }
        }
        #expect(message("((((a))))")?.contains("nested more than 3 levels") == true)
        #expect(message("(a, b, c, d, e, f, g, h, i, j, k)")?.contains("more than 10 values") == true)
        #expect(message("(\"123456789\")")?.contains("longer than 8 bytes") == true)
        #expect(message("(123456789)")?.contains("longer than 8 bytes") == true)
        #expect(message("((a), \"12345678\")") == nil)
    }
}
