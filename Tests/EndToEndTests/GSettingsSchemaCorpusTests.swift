import Foundation
import XCTest

/// `bundle-settings schema` for every real bundle of `../shared/corpus`: `glib-compile-schemas
/// --strict` accepts each, and each holds every key `list` shows. Skipped without the corpus.
final class GSettingsSchemaCorpusTests: XCTestCase {
    func testEveryCorpusBundleGivesASchemaThatCompilesStrictly() throws {
        let corpus = CorpusTests.corpus.path
        guard FileManager.default.fileExists(atPath: corpus) else { throw XCTSkip("no corpus at \(corpus)") }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/glib-compile-schemas") else {
            throw XCTSkip("glib-compile-schemas is not installed")
        }
        let walker = try XCTUnwrap(FileManager.default.enumerator(atPath: corpus))
        let bundles = walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".bundle") }.sorted().map { corpus + "/" + $0 }
        XCTAssertGreaterThanOrEqual(bundles.count, 6)
        for bundle in bundles {
            let sandbox = try Sandbox()
            let schema = try sandbox.runRaw(["schema", "--bundle", bundle, "--id", "org.example.corpus"])
            XCTAssertEqual(schema.status, 0, "\(bundle): \(schema.stderr)")
            let folder = sandbox.root + "/schemas"
            try sandbox.write(schema.stdout, to: folder + "/org.example.corpus.gschema.xml")
            let compile = Process()
            compile.executableURL = URL(fileURLWithPath: "/usr/bin/glib-compile-schemas")
            compile.arguments = ["--strict", folder]
            let messages = Pipe()
            compile.standardError = messages
            try compile.run()
            let text = String(decoding: messages.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            compile.waitUntilExit()
            XCTAssertEqual(compile.terminationStatus, 0, "\(bundle): \(text)")
            let list = try sandbox.runRaw(["list", "--json", "--bundle", bundle])
            let keys = try XCTUnwrap((try list.json() as? [String: Any])?["keys"] as? [[String: Any]], bundle)
            XCTAssertEqual(schema.stdout.components(separatedBy: "<key name=").count - 1, keys.count, bundle)
        }
    }
}
