import Foundation
import XCTest

/// `validate` and `dump` over the real bundles in `../shared/corpus` (third-party files, read in
/// place and never copied into the project), read as a bundle author would: no crash, one
/// diagnostic a line, every page as JSON, translations and huge footers complete. The corpus
/// lives outside the repository, so these are XCTest cases: a checkout without it skips them
/// with XCTSkip instead of failing.
final class CorpusTests: XCTestCase {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus")

    /// Every `.bundle` folder of the corpus, as absolute paths.
    private func bundles() throws -> [String] {
        let corpus = Self.corpus.path
        guard FileManager.default.fileExists(atPath: corpus) else { throw XCTSkip("no corpus at \(corpus)") }
        let walker = try XCTUnwrap(FileManager.default.enumerator(atPath: corpus))
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".bundle") }.sorted()
            .map { corpus + "/" + $0 }
    }

    /// The corpus bundle under `folder` (the project's folder name).
    private func bundle(in folder: String) throws -> String {
        let prefix = Self.corpus.path + "/" + folder + "/"
        // bundles() first, on its own: an XCTSkip thrown inside XCTUnwrap's expression is
        // recorded as a failure, not a skip.
        let all = try bundles()
        return try XCTUnwrap(all.first { $0.hasPrefix(prefix) }, "no bundle under \(folder)")
    }

    private func dump(_ bundle: String, _ options: String...) throws -> [[String: Any]] {
        let outcome = try Sandbox().runRaw(["dump", "--bundle", bundle] + options)
        XCTAssertEqual(outcome.status, 0, "\(bundle): \(outcome.stderr)")
        let document = try XCTUnwrap(try outcome.json() as? [String: Any], bundle)
        return try XCTUnwrap(document["pages"] as? [[String: Any]], bundle)
    }

    private func sections(_ pages: [[String: Any]]) -> [[String: Any]] {
        pages.flatMap { $0["sections"] as? [[String: Any]] ?? [] }
    }

    func testValidateExitsZeroOrOneWithOneDiagnosticALine() throws {
        let bundles = try bundles()
        XCTAssertGreaterThanOrEqual(bundles.count, 6, "\(bundles)")
        for bundle in bundles {
            let outcome = try Sandbox().runRaw(["validate", "--bundle", bundle])
            XCTAssert([0, 1].contains(outcome.status), "\(bundle): \(outcome)")
            for line in outcome.stdout.split(separator: "\n") {
                XCTAssertNotNil(String(line).wholeMatch(of: ValidateCommandTests.linePattern), "\(bundle): \(line)")
            }
        }
    }

    func testDumpPrintsEveryPageAsJSON() throws {
        for bundle in try bundles() {
            let pages = try dump(bundle)
            XCTAssertEqual(pages.first?["file"] as? String, "Root", bundle)
            for page in pages {
                XCTAssert(page["sections"] is [[String: Any]], "\(bundle): \(page["file"] ?? "?")")
            }
        }
    }

    func testVLCIsGermanWithLanguageDe() throws {
        let pages = try dump(try bundle(in: "videolan__vlc-ios"), "--language", "de")
        let titles = sections(pages).flatMap { $0["rows"] as? [[String: Any]] ?? [] }.compactMap { $0["title"] as? String }
        // de.lproj/Root.strings: "SETTINGS_PRIVACY_TITLE" = "Privatsphäre".
        XCTAssert(titles.contains("Privatsphäre"), "\(titles)")
        XCTAssertFalse(titles.contains("SETTINGS_PRIVACY_TITLE"))
    }

    func testUTMsLicenceFooterIsComplete() throws {
        let bundle = try bundle(in: "utmapp__UTM")
        let source = try XCTUnwrap(try PropertyListSerialization.propertyList(
            from: Data(contentsOf: URL(fileURLWithPath: bundle + "/License.plist")), format: nil) as? [String: Any])
        let written = try XCTUnwrap((source["PreferenceSpecifiers"] as? [[String: Any]])?
            .compactMap { $0["FooterText"] as? String }.max { $0.unicodeScalars.count < $1.unicodeScalars.count })
        let footers = sections(try dump(bundle)).compactMap { $0["footer"] as? String }
        let longest = try XCTUnwrap(footers.max { $0.unicodeScalars.count < $1.unicodeScalars.count })
        XCTAssertEqual(longest.unicodeScalars.count, 80_807)
        XCTAssert(longest == written, "the footer dump shows differs from the one License.plist holds")
    }

    func testOpenTTsAcknowledgementFootersAreComplete() throws {
        let footers = sections(try dump(try bundle(in: "GovTechSG__OpenTT-iOS"))).compactMap { $0["footer"] as? String }
        XCTAssertGreaterThanOrEqual(footers.reduce(0) { $0 + $1.unicodeScalars.count }, 217_000)
    }
}
