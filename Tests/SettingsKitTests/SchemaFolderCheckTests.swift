import Foundation
import Testing
@testable import SettingsKit

/// What `apps --diagnostics` tells a schema's author (issue 32, item 8): the files GLib does not
/// read, or reads as they were compiled, and the keys the pages skip or show as a long list.
@Suite struct SchemaFolderCheckTests {
    static let good = """
    <schemalist><schema id="org.example.Good" path="/org/example/good/">
    <key name="name" type="s"><default>''</default></key></schema></schemalist>
    """

    @Test func aFileThatDoesNotParseOrIsNewerThanTheCompiledSchemasIsSaid() throws {
        let fixture = try SchemaFixture(Self.good, file: "good")
        let folder = fixture.folder
        let compiledAt = Date().addingTimeInterval(-100)
        try FileManager.default.setAttributes([.modificationDate: compiledAt], ofItemAtPath: folder.file("gschemas.compiled"))
        try FileManager.default.setAttributes([.modificationDate: compiledAt], ofItemAtPath: folder.file("good.gschema.xml"))
        try folder.write("<schemalist><schema id=\"org.example.Broken\" path=\"/b/\"><key name=\"x\"", to: "broken.gschema.xml")
        try folder.write(Self.good.replacingOccurrences(of: "Good", with: "Later").replacingOccurrences(of: "/good/", with: "/later/"),
                         to: "later.gschema.xml")
        let found = SchemaFolderCheck.check(folder: folder.path)
        #expect(found.contains { $0.file.hasSuffix("broken.gschema.xml") && $0.severity == .error && $0.message.contains("does not parse") })
        #expect(found.contains { $0.file.hasSuffix("later.gschema.xml") && $0.message.contains("newer than gschemas.compiled") })
        #expect(found.contains { $0.file.hasSuffix("later.gschema.xml") && $0.key == "org.example.Later" && $0.message.contains("not in gschemas.compiled") })
        #expect(!found.contains { $0.file.hasSuffix("good.gschema.xml") }, "\(found)")
    }

    @Test func schemaFilesWithoutCompiledSchemasAreSaid() throws {
        let folder = ScratchFolder()
        try folder.write(Self.good, to: "good.gschema.xml")
        let found = SchemaFolderCheck.diagnostics(folders: [folder.path, folder.path + "/missing"], installed: nil)
        #expect(found.count == 1)
        #expect(found.first?.file == folder.path)
        #expect(found.first?.message.contains("no gschemas.compiled") == true)
    }

    @Test func aHandleAndALongEnumAreSaid() throws {
        let values = (0..<300).map { "<value nick=\"v\($0)\" value=\"\($0)\"/>" }.joined()
        let fixture = try SchemaFixture("""
        <schemalist><enum id="org.example.Many">\(values)</enum>
        <schema id="org.example.Keys" path="/org/example/keys/">
        <key name="many" enum="org.example.Many"><default>'v0'</default></key>
        <key name="few" type="s"><choices><choice value="a"/><choice value="b"/></choices><default>'a'</default></key>
        <key name="handle" type="(sh)"><default>('', 0)</default></key></schema></schemalist>
        """)
        let found = SchemaFolderCheck.checkKeys(of: fixture.installed)
        #expect(Set(found.map(\.key)) == ["handle", "many"])
        #expect(found.first { $0.key == "many" }?.message.contains("300 choices") == true)
        #expect(found.allSatisfy { $0.file == "org.example.Keys" })
    }
}
