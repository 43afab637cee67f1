import Foundation
import XCTest

/// `data/gsettings-schema/meson.build`, the helper an application copies to build and install
/// its bundle's GSettings schema, in a small meson project of its own.
final class MesonSchemaHelperTests: XCTestCase {
    private func run(_ arguments: [String], in folder: String, environment: [String: String]) throws -> Outcome {
        try Outcome.ofTool("/usr/bin/env", arguments, environment: environment, in: folder)
    }

    func testTheHelperBuildsChecksAndInstallsTheSchema() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/meson") else { throw XCTSkip("meson is not installed") }
        let sandbox = try Sandbox()
        let project = sandbox.root + "/app"
        let helper = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("data/gsettings-schema/meson.build")
        try sandbox.write(try String(contentsOf: helper, encoding: .utf8), to: project + "/gsettings-schema/meson.build")
        try sandbox.write("""
            project('app', version: '1.0', meson_version: '>= 0.57')
            settings_bundle = '\(sandbox.bundlePath)'
            settings_schema_id = 'org.example.fixture'
            subdir('gsettings-schema')

            """, to: project + "/meson.build")
        var environment = sandbox.environment
        let executableFolder = URL(fileURLWithPath: BundleSettingsBinary.path).deletingLastPathComponent().path
        environment["PATH"] = executableFolder + ":/usr/bin:/bin"
        let steps: [[String]] = [["meson", "setup", "build", "--prefix", "/usr"], ["meson", "compile", "-C", "build"],
                                 ["meson", "test", "-C", "build"]]
        for step in steps {
            let outcome = try run(step, in: project, environment: environment)
            XCTAssertEqual(outcome.status, 0, "\(step): \(outcome.stdout)")
        }
        environment["DESTDIR"] = sandbox.root + "/destdir"
        let install = try run(["meson", "install", "-C", "build", "--quiet"], in: project, environment: environment)
        XCTAssertEqual(install.status, 0, install.stdout)
        let installed = sandbox.root + "/destdir/usr/share/glib-2.0/schemas/org.example.fixture.gschema.xml"
        let schema = try String(contentsOfFile: installed, encoding: .utf8)
        XCTAssert(schema.contains("<key name=\"colour\" type=\"s\">"), schema)
    }
}
