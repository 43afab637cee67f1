import Foundation
import Testing
@testable import SettingsKit

/// Schemas of generated bundles, rows made of the texts and numbers a schema finds hardest to
/// say (control characters, XML's non-characters, `--`, `nan`, subnormal numbers): every one must
/// compile with `glib-compile-schemas --strict` and parse as XML (Python's expat). The
/// `gsettings-schema` fuzz target checks the same in-process, without the two programs.
@Suite struct GSettingsSchemaGeneratedTests {
    static let texts = [
        "plain", "tab\there", "two\nlines", "cr\rhere", "bell\u{7}", "nul\u{0}", "escape\u{1B}[1m", "\u{FFFE}", "x\u{FFFF}",
        "a--b-", "<&>'\"", "]]>", "-->", "é日本", "", " ", "\u{85}next", "nan", "inf", "-inf", "1e-320", "0x1p-1074", "5",
    ]
    static var numbers: [Any] {
        [0, 1, -1, 2.5, 5_000_000_000, Double.nan, Double.infinity, -Double.infinity, Double.leastNonzeroMagnitude,
         -Double.leastNormalMagnitude.nextDown, Double.leastNormalMagnitude, Double.greatestFiniteMagnitude, true]
    }

    @Test func generatedBundlesGiveSchemasThatCompileAndParseAsXML() throws {
        var random = ReaderFuzzTests.Generator(state: 2026)
        func any() -> Any {
            Bool.random(using: &random) ? Self.texts.randomElement(using: &random)! : Self.numbers.randomElement(using: &random)!
        }
        func values() -> [Any] {
            let textsOnly = Bool.random(using: &random)
            return (0..<Int.random(in: 1...4, using: &random)).map { _ in textsOnly ? Self.texts.randomElement(using: &random)! : any() }
        }
        let folder = ScratchFolder()
        var files: [String] = []
        for index in 0..<120 {
            var rows: [[String: Any]] = []
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                var keys: [String: Any] = ["Key": Self.texts.randomElement(using: &random)!, "Title": Self.texts.randomElement(using: &random)!,
                                           "FooterText": Self.texts.randomElement(using: &random)!]
                if Bool.random(using: &random) { keys["DefaultValue"] = any() }
                let type: String
                switch Int.random(in: 0..<6, using: &random) {
                case 0:
                    type = "PSToggleSwitchSpecifier"
                    if Bool.random(using: &random) { (keys["TrueValue"], keys["FalseValue"]) = (any(), any()) }
                case 1:
                    type = "PSSliderSpecifier"
                    (keys["MinimumValue"], keys["MaximumValue"]) = (any(), any())
                case 2, 3:
                    type = Bool.random(using: &random) ? "PSMultiValueSpecifier" : "PSRadioGroupSpecifier"
                    let choices = values()
                    (keys["Values"], keys["Titles"]) = (choices, choices.map { "\($0)" })
                    if Bool.random(using: &random) { keys["DefaultValue"] = choices.randomElement(using: &random)! }
                case 4: type = "PSTextFieldSpecifier"
                default: type = "PSTitleValueSpecifier"
                }
                rows.append(row(type, keys))
            }
            let fixture = BundleFixture()
            fixture.page(rows, format: .binary)
            let document = GSettingsSchemaWriter.document(GSettingsSchemaPlan(bundle: fixture.open()), id: "org.example.G\(index)",
                                                          path: "/org/example/G\(index)/", source: "Settings.bundle")
            let file = folder.path + "/org.example.G\(index).gschema.xml"
            try Data(document.utf8).write(to: URL(fileURLWithPath: file))
            files.append(file)
        }
        let compiled = try GSettingsSchemaWriterTests.tool("/usr/bin/glib-compile-schemas", ["--strict", folder.path])
        #expect(compiled.status == 0, "\(compiled.messages)")
        let script = "import sys, xml.dom.minidom\nfor name in sys.argv[1:]:\n    try: xml.dom.minidom.parse(name)\n    except Exception as e: print(name, e)"
        let parsed = try GSettingsSchemaWriterTests.tool("/usr/bin/python3", ["-c", script] + files)
        #expect(parsed.status == 0 && parsed.messages.isEmpty, "\(parsed.messages)")
    }
}
