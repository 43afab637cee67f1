import Foundation
import Testing
@testable import SettingsKit

/// A gettext catalog read as `bundle --from-schema` reads a schema's translations: plain
/// messages only, and nothing from a file that is no catalog.
@Suite struct MessageCatalogFileTests {
    @Test func plainMessagesAreReadAndContextsAndPluralsLeftOut() throws {
        let folder = ScratchFolder()
        try folder.write("""
        msgid ""
        msgstr "Content-Type: text/plain; charset=UTF-8\\n"

        msgid "Tab Width"
        msgstr "Tabulatorbreite"

        msgctxt "menu"
        msgid "Open"
        msgstr "Öffnen"

        msgid "One file"
        msgid_plural "%d files"
        msgstr[0] "Eine Datei"
        msgstr[1] "%d Dateien"

        msgid "Untranslated"
        msgstr ""
        """, to: "de.po")
        for endianness in ["little", "big"] {
            let mo = folder.file("de-\(endianness).mo")
            let compiled = try GSettingsSchemaWriterTests.tool("/usr/bin/msgfmt", ["--endianness=\(endianness)", "-o", mo, folder.file("de.po")])
            #expect(compiled.status == 0, "\(compiled.messages)")
            let table = try #require(MessageCatalogFile.translations(try Data(contentsOf: URL(fileURLWithPath: mo))))
            #expect(table == ["Tab Width": "Tabulatorbreite"])
        }
    }

    @Test func aFileThatIsNoCatalogReadsAsNil() {
        #expect(MessageCatalogFile.translations(Data("not a catalog at all".utf8)) == nil)
        // A catalog's magic number whose tables point past the end of the file.
        var truncated = Data([0xde, 0x12, 0x04, 0x95, 0, 0, 0, 0, 5, 0, 0, 0, 28, 0, 0, 0, 200, 0, 0, 0])
        truncated.append(contentsOf: [UInt8](repeating: 0, count: 8))
        #expect(MessageCatalogFile.translations(truncated) == nil)
    }

    @Test func localesBecomeLprojNames() {
        #expect(SchemaBundle.lprojName(ofLocale: "pt_BR") == "pt-BR")
        #expect(SchemaBundle.lprojName(ofLocale: "sr@latin") == "sr-Latn")
        #expect(SchemaBundle.lprojName(ofLocale: "ca@valencia") == nil)
        #expect(SchemaBundle.escaped("a \"b\"\\\n") == "a \\\"b\\\"\\\\\\n")
    }
}
