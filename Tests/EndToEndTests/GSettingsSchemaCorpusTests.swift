import Foundation
import XCTest

/// `bundle-settings schema` for every real bundle of `../shared/corpus`: `glib-compile-schemas
/// --strict` and an XML parser accept each, and each holds every key `list` shows in any idiom.
/// Skipped without the corpus.
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
            XCTAssertNil(try SchemaChecks.compileProblem(schema.stdout, id: "org.example.corpus", in: sandbox), bundle)
            XCTAssertNil(try SchemaChecks.xmlProblem(schema.stdout, in: sandbox), bundle)
            // The keys of every idiom: the schema is the same whichever one a command runs with.
            var keys: Set<String> = []
            for idiom in ["pad", "phone"] {
                let list = try sandbox.runRaw(["list", "--json", "--bundle", bundle, "--idiom", idiom])
                let entries = try XCTUnwrap((try list.json() as? [String: Any])?["keys"] as? [[String: Any]], bundle)
                keys.formUnion(entries.compactMap { $0["key"] as? String })
            }
            XCTAssertEqual(schema.stdout.components(separatedBy: "<key name=").count - 1, keys.count, bundle)
        }
    }
}
