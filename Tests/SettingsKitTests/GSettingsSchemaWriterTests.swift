import Foundation
import Testing
@testable import SettingsKit

/// Schemas of awkward bundles that `glib-compile-schemas --strict` must accept.
@Suite struct GSettingsSchemaWriterTests {
    /// Writes `document` as `ID.gschema.xml` in `folder` and compiles it; returns the compiler's
    /// status and messages.
    static func compile(_ document: String, id: String, in folder: String) throws -> (status: Int32, messages: String) {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(document.utf8).write(to: URL(fileURLWithPath: folder + "/" + id + ".gschema.xml"))
        return try tool("/usr/bin/glib-compile-schemas", ["--strict", folder])
    }

    /// Runs a program to its end: its status, and its standard output and error together.
    static func tool(_ path: String, _ arguments: [String]) throws -> (status: Int32, messages: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let messages = Pipe()
        process.standardError = messages
        process.standardOutput = messages
        try process.run()
        let text = String(decoding: messages.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    @Test func awkwardKeysTitlesAndDefaultsCompile() throws {
        let fixture = BundleFixture()
        fixture.page([
            row("PSGroupSpecifier", ["Title": "A & B", "FooterText": "Line one\nline <two> \"quoted\" 'single' --"]),
            toggle("a--b", ["Title": "Tom & \"Jerry\"", "DefaultValue": "YES"]),
            toggle("a_b", ["DefaultValue": false]),
            toggle("aB", ["TrueValue": 1, "FalseValue": 0, "DefaultValue": 1]),
            row("PSTextFieldSpecifier", ["Key": "quote's \"key\" -->", "DefaultValue": "it's <fine> & \"ok\"\n\t"]),
            row("PSMultiValueSpecifier", ["Key": "choice", "Values": ["it's", "a&b", "<x>", "it's"], "Titles": ["1", "2", "3", "4"],
                                          "DefaultValue": "a&b"]),
            row("PSSliderSpecifier", ["Key": "slider", "MinimumValue": 5, "MaximumValue": 1, "DefaultValue": 3]),
            row("PSSliderSpecifier", ["Key": "tiny", "MinimumValue": 0.1, "MaximumValue": 0.3, "DefaultValue": 0.2]),
            row("PSTitleValueSpecifier", ["Key": "big", "DefaultValue": 5_000_000_000]),
            row("PSTitleValueSpecifier", ["Key": "blob", "DefaultValue": Data([0, 1, 255])]),
            row("PSTitleValueSpecifier", ["Key": "table", "DefaultValue": ["k": 1, "s": "v"]]),
            row("IASKDatePickerSpecifier", ["Key": "when", "DefaultValue": Date(timeIntervalSince1970: 0)]),
            row("IASKCustomViewSpecifier", ["Key": "custom"]),
            row("PSTextFieldSpecifier", ["Key": String(repeating: "veryLongKeyName", count: 5)]),
            row("PSTextFieldSpecifier", ["Key": "日本語"]),
            row("PSTextFieldSpecifier", ["Key": "ascii"]),
        ])
        let plan = GSettingsSchemaPlan(bundle: fixture.open())
        let document = GSettingsSchemaWriter.document(plan, id: "org.example.Awkward", path: "/org/example/Awkward/",
                                                      source: "Settings.bundle")
        let folder = ScratchFolder()
        let compiled = try Self.compile(document, id: "org.example.Awkward", in: folder.path)
        #expect(compiled.status == 0, "\(compiled.messages)\n\(document)")
        #expect(document.contains(#"<!-- "a- -b" -->"#), "a key's -- cannot end the comment early")
        #expect(document.contains("<summary>Tom &amp; \"Jerry\"</summary>"), "quotes stay as they are in character data")
        #expect(document.contains("<default>'1970-01-01T00:00:00Z'</default>"))
        #expect(document.contains("<default>int64 5000000000</default>") || document.contains("<default>5000000000</default>"))
        #expect(plan.keys.count == 14, "every keyed row but the broken slider (minimum above maximum)")
    }

    @Test func theDefaultPathFollowsTheID() {
        #expect(GSettingsSchemaWriter.defaultPath(forID: "org.example.App") == "/org/example/App/")
        #expect(GSettingsSchemaWriter.isValidID("org.example.App"))
        #expect(!GSettingsSchemaWriter.isValidID("org..example"))
        #expect(!GSettingsSchemaWriter.isValidID("org.exämple"))
        #expect(GSettingsSchemaWriter.isValidPath("/a/b/"))
        #expect(!GSettingsSchemaWriter.isValidPath("/a//b/"))
        #expect(!GSettingsSchemaWriter.isValidPath("a/b/"))
    }

    /// One escaping for the whole schema: what XML can hold comes back exactly (tab, newline and
    /// carriage return in an attribute as references, which GMarkup and XML parsers keep);
    /// what it cannot hold never reaches the file.
    @Test func everyPieceOfTextIsWrittenSoXMLHoldsIt() {
        #expect(GSettingsSchemaXML.escaped("a\tb\nc\rd\"'<&", for: .attribute) == "a&#9;b&#10;c&#13;d&quot;&apos;&lt;&amp;")
        #expect(GSettingsSchemaXML.escaped("a\tb\n'\"<&\r", for: .text) == "a\tb\n'\"&lt;&amp;&#13;")
        #expect(GSettingsSchemaXML.escaped("x\u{1}\u{0}\u{FFFE}\u{FFFF}y", for: .text) == "x\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}y")
        #expect(GSettingsSchemaXML.escaped("a--b\n\u{FFFF}\u{1B}-", for: .comment) == "a- -b - ")
        #expect(GSettingsSchemaXML.canHold("tab\there\r\n"))
        #expect(!GSettingsSchemaXML.canHold("bell\u{7}"))
        #expect(!GSettingsSchemaXML.canHold("\u{FFFE}"))
        #expect(!GSettingsSchemaXML.canHold("nul\u{0}"))
    }
}
