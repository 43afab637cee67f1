import Foundation
import XCTest

/// `apps --diagnostics` tells a schema's author what GLib skips (issue 32, item 8): schema files
/// not compiled, and files that do not parse, in the data folders GLib reads.
final class SchemaDiagnosticsCommandTests: XCTestCase {
    func testAppsDiagnosticsSayWhichSchemaFilesGLibDoesNotRead() throws {
        let sandbox = try Sandbox()
        let folder = sandbox.root + "/share/glib-2.0/schemas"
        // A trailing slash, as XDG_DATA_DIRS often has: the folder is still named with one slash.
        sandbox.extraEnvironment["XDG_DATA_DIRS"] = sandbox.root + "/share/"
        sandbox.extraEnvironment["XDG_DATA_HOME"] = sandbox.root + "/home/.local/share"
        try sandbox.write(SchemaCommandTests.schema, to: folder + "/org.example.Editor.gschema.xml")
        let uncompiled = try sandbox.runRaw(["apps", "--diagnostics"])
        XCTAssertEqual(uncompiled.status, 0, uncompiled.description)
        XCTAssert(uncompiled.stdout.contains("\(folder)::: warning: The folder holds 1 schema files but no gschemas.compiled"), uncompiled.stdout)

        let compiled = try Outcome.ofTool("/usr/bin/glib-compile-schemas", [folder], environment: sandbox.environment, in: sandbox.root)
        XCTAssertEqual(compiled.status, 0, compiled.description)
        try sandbox.write("<schemalist><schema id='org.example.Broken'", to: folder + "/org.example.Broken.gschema.xml")
        let broken = try sandbox.runRaw(["apps", "--diagnostics"])
        XCTAssert(broken.stdout.contains("\(folder)/org.example.Broken.gschema.xml::: error: It does not parse"), broken.stdout)
        XCTAssertFalse(broken.stdout.contains("no gschemas.compiled"), broken.stdout)
    }
}
