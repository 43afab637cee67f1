import Foundation
import Testing
@testable import SettingsKit

@Suite struct LocalizationStringsFileParserTests {
    private struct Parsed {
        var table: [SettingKey: String]?
        var diagnostics: [Diagnostic]
    }

    private func parse(_ data: Data, file: String = "de.lproj/Root.strings") -> Parsed {
        var diagnostics: [Diagnostic] = []
        let table = StringsFileParser.parse(data, file: file, diagnostics: &diagnostics)
        return Parsed(table: table, diagnostics: diagnostics)
    }

    private func parse(_ text: String) -> Parsed {
        parse(Data(text.utf8))
    }

    /// Parses text that must be valid and returns its table.
    private func table(_ text: String) -> [SettingKey: String]? {
        let parsed = parse(text)
        #expect(parsed.diagnostics.isEmpty)
        return parsed.table
    }

    private static let sample = "/* Title */\n\"TITLE\" = \"Größe 😀\";\n"
    private static let sampleTable: [SettingKey: String] = ["TITLE": "Größe 😀"]

    // MARK: Encodings

    @Test func utf8WithoutBOM() {
        #expect(parse(Data(Self.sample.utf8)).table == Self.sampleTable)
    }

    @Test func utf8WithBOM() {
        #expect(parse(Data([0xEF, 0xBB, 0xBF]) + Data(Self.sample.utf8)).table == Self.sampleTable)
    }

    @Test func utf16LittleEndianWithBOM() throws {
        let data = Data([0xFF, 0xFE]) + (try #require(Self.sample.data(using: .utf16LittleEndian)))
        #expect(parse(data).table == Self.sampleTable)
    }

    @Test func utf16BigEndianWithBOM() throws {
        let data = Data([0xFE, 0xFF]) + (try #require(Self.sample.data(using: .utf16BigEndian)))
        #expect(parse(data).table == Self.sampleTable)
    }

    @Test func utf16WithoutBOMIsRecognisedByItsNULs() throws {
        #expect(parse(try #require(Self.sample.data(using: .utf16LittleEndian))).table == Self.sampleTable)
        #expect(parse(try #require(Self.sample.data(using: .utf16BigEndian))).table == Self.sampleTable)
    }

    @Test func invalidUTF8IsReportedWithItsLine() {
        let data = Data("\"A\" = \"a\";\n\"B\" = \"".utf8) + Data([0xC3, 0x28]) + Data("\";\n".utf8)
        let parsed = parse(data)
        #expect(parsed.table == nil)
        let diagnostic = parsed.diagnostics.first
        #expect(parsed.diagnostics.count == 1)
        #expect(diagnostic?.severity == .error)
        #expect(diagnostic?.file == "de.lproj/Root.strings")
        #expect(diagnostic?.row == 2)
        #expect(diagnostic?.message.contains("line 2") == true)
    }

    @Test func unpairedSurrogateInUTF16IsReported() {
        var data = Data([0xFF, 0xFE])
        for unit: UInt16 in [0x22, 0x41, 0x22, 0x0A, 0x3D, 0x22, 0xD800, 0x22, 0x3B] {
            data.append(UInt8(unit & 0xFF))
            data.append(UInt8(unit >> 8))
        }
        let parsed = parse(data)
        #expect(parsed.table == nil)
        #expect(parsed.diagnostics.map(\.row) == [2])
    }

    @Test func utf16WithoutBOMIsReportedAsUTF16() {
        let parsed = parse(Data([0x22, 0x00, 0x41, 0x00, 0x0A, 0x00, 0x00, 0xDC, 0x22, 0x00]))
        #expect(parsed.table == nil)
        #expect(parsed.diagnostics.first?.row == 2)
        #expect(parsed.diagnostics.first?.message.contains("UTF-16 (little-endian)") == true)
    }

    @Test func oddLengthUTF16IsReported() {
        let parsed = parse(Data([0xFF, 0xFE, 0x22, 0x00, 0x41]))
        #expect(parsed.table == nil)
        #expect(parsed.diagnostics.count == 1)
    }

    // MARK: Property lists

    @Test func binaryPropertyList() throws {
        let data = try PropertyListSerialization.data(fromPropertyList: ["A": "Ä", "B": "b"], format: .binary, options: 0)
        #expect(parse(data).table == ["A": "Ä", "B": "b"])
    }

    @Test func xmlPropertyList() throws {
        let data = try PropertyListSerialization.data(fromPropertyList: ["A": "Ä"], format: .xml, options: 0)
        #expect(parse(data).table == ["A": "Ä"])
    }

    @Test func xmlPropertyListInItsOwnEncoding() {
        let xml = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<plist version=\"1.0\"><dict><key>A</key><string>\u{C4}</string></dict></plist>"
        let data = Data(xml.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) })
        #expect(parse(data).table == ["A": "Ä"])
    }

    @Test func xmlPropertyListInUTF16() throws {
        let xml = String(decoding: try PropertyListSerialization.data(fromPropertyList: ["A": "Ä"], format: .xml, options: 0), as: UTF8.self)
        let data = Data([0xFF, 0xFE]) + (try #require(xml.data(using: .utf16LittleEndian)))
        #expect(parse(data).table == ["A": "Ä"])
    }

    @Test func propertyListEntriesThatAreNotStringsAreSkippedWithAWarning() throws {
        let data = try PropertyListSerialization.data(fromPropertyList: ["A": "a", "N": 3], format: .xml, options: 0)
        let parsed = parse(data)
        #expect(parsed.table == ["A": "a"])
        #expect(parsed.diagnostics.map(\.severity) == [.warning])
        #expect(parsed.diagnostics.first?.key == "N")
    }

    @Test func propertyListThatIsNotADictionaryIsAbsent() throws {
        let data = try PropertyListSerialization.data(fromPropertyList: ["a"], format: .binary, options: 0)
        let parsed = parse(data)
        #expect(parsed.table == nil)
        #expect(parsed.diagnostics.map(\.severity) == [.error])
    }

    @Test func brokenXMLPropertyListIsReportedWithItsLine() {
        let xml = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>A</key>\n<string>a</strin>\n</dict>\n</plist>\n"
        let parsed = parse(xml)
        #expect(parsed.table == nil)
        #expect(parsed.diagnostics.map(\.row) == [5])
        #expect(parsed.diagnostics.first?.message.contains("line 5") == true)
    }

    // MARK: Syntax

    @Test func emptyFilesAndCommentsOnlyAreEmptyTables() {
        #expect(table("") == [:])
        #expect(table("  \n// nothing\n/* at all */\n") == [:])
    }

    @Test func commentsOfBothKinds() {
        let text = """
            // A line comment
            /* A block
               comment */ "A" /* between */ = // here too
            "a"; // after
            "B" = "b//not a comment /* nor this */";
            """
        #expect(table(text) == ["A": "a", "B": "b//not a comment /* nor this */"])
    }

    @Test func unquotedWords() {
        #expect(table("key_1 = value.2$/:-x;\nPlain = \"quoted\";") == ["key_1": "value.2$/:-x", "Plain": "quoted"])
    }

    @Test func singleQuotes() {
        #expect(table("'A' = 'it\\'s \"so\"';") == ["A": "it's \"so\""])
    }

    @Test func escapes() {
        let text = #""E" = "q\" b\\ n\n t\t r\r e\U00e9 E\u00C9 o\101\012";"#
        #expect(table(text) == ["E": "q\" b\\ n\n t\t r\r eé EÉ oA\n"])
    }

    @Test func surrogatePairEscapesMakeOneCharacter() {
        #expect(table(#""S" = "\UD83D\UDE00!";"#) == ["S": "😀!"])
    }

    @Test func halfASurrogatePairBecomesTheReplacementCharacter() {
        #expect(table(#""S" = "\UD83Dx\UDE00";"#) == ["S": "\u{FFFD}x\u{FFFD}"])
    }

    @Test func unknownEscapesStandForThemselves() {
        #expect(table(#""K" = "\q\é\U";"#) == ["K": "qéU"])
    }

    @Test func literalNewlinesInsideValues() {
        #expect(table("\"K\" = \"one\ntwo\r\nthree\";") == ["K": "one\ntwo\r\nthree"])
    }

    @Test func shorthandUsesTheKeyAsValue() {
        #expect(table("\"Done\";\n\"Other\" = \"o\";") == ["Done": "Done", "Other": "o"])
    }

    @Test func lastOfDuplicateKeysWins() {
        #expect(table("\"A\" = \"first\";\n\"A\" = \"second\";") == ["A": "second"])
    }

    @Test func entriesMayBeWrappedInBraces() {
        #expect(table("{\n  \"A\" = \"a\";\n}\n") == ["A": "a"])
    }

    @Test func unicodeSeparatorsAndStrayBOMsAreWhitespace() {
        #expect(table("\"A\" = \"a\";\u{2028}\u{FEFF}\"B\" = \"b\";") == ["A": "a", "B": "b"])
    }

    // MARK: Syntax errors

    @Test(arguments: [
        ("\"A\" = \"a\";\n\"B\" = \"b\"\n\"C\" = \"c\";\n", 2, "missing ';'"),
        ("\"A\" = \"a\";\n\n\"B\" = \"never closed;\n// the end\n", 3, "never closed"),
        ("\"A\" = \"a\";\r\n\"B\" \"b\";\r\n", 2, "expected '='"),
        ("\"A\" = \"a\";\r\r\"B\" = ;\n", 3, "expected a value"),
        ("// comment\n\"A\" = \"a\";\n  = \"b\";\n", 3, "expected a key"),
        ("{\n\"A\" = \"a\";\n", 1, "'{'"),
        ("{ \"A\" = \"a\"; }\n\"B\" = \"b\";", 2, "after the closing"),
        ("\"A\" = \"a\";\n\"B\" =", 2, "expected a value"),
    ])
    func syntaxErrorsNameTheFileAndLine(text: String, line: Int, words: String) {
        let parsed = parse(text)
        #expect(parsed.table == nil)
        #expect(parsed.diagnostics.count == 1)
        let diagnostic = parsed.diagnostics.first
        #expect(diagnostic?.severity == .error)
        #expect(diagnostic?.file == "de.lproj/Root.strings")
        #expect(diagnostic?.row == line)
        #expect(diagnostic?.message.contains("line \(line):") == true)
        #expect(diagnostic?.message.contains(words) == true, "\(diagnostic?.message ?? "")")
    }

    @Test func aMegabyteParsesQuickly() {
        var text = "/* A large table */\n"
        var index = 0
        while text.utf8.count < 1_000_000 {
            text += "\"KEY_\(index)\" = \"Value \(index) with \\\"quotes\\\" and ünïcödé\";\n"
            index += 1
        }
        let data = Data(text.utf8)
        let start = ContinuousClock.now
        let parsed = parse(data)
        let elapsed = ContinuousClock.now - start
        #expect(parsed.table?.count == index)
        // Generous enough for a debug build on a busy machine; catches work that grows faster
        // than the file (release builds take about 12 ms).
        #expect(elapsed < .seconds(2))
    }
}
