@testable import SettingsUI
import XCTest

/// The lines `PageView` counts to stop building before a first frame: never more than shown.
@MainActor
final class TextLinesEstimateTests: XCTestCase {
    func testATextTakesALinePerEightyCharactersAtMostItsLimit() async {
        XCTAssertEqual(TextLinesEstimate.lines(of: nil), 0)
        XCTAssertEqual(TextLinesEstimate.lines(of: ""), 0)
        XCTAssertEqual(TextLinesEstimate.lines(of: String(repeating: "a", count: 80)), 1)
        XCTAssertEqual(TextLinesEstimate.lines(of: String(repeating: "a", count: 81)), 2)
        XCTAssertEqual(TextLinesEstimate.lines(of: String(repeating: "a", count: 300), limit: 3), 3)
    }

    func testARowTakesALineAtLeastAndOneForEachOfItsListRows() async {
        let words = String(repeating: "word ", count: 60)
        XCTAssertEqual(TextLinesEstimate.lines(ofRowTitled: nil, subtitle: nil, listRows: 1), 1)
        XCTAssertEqual(TextLinesEstimate.lines(ofRowTitled: "Sync", subtitle: "Photos", listRows: 1), 2)
        XCTAssertEqual(TextLinesEstimate.lines(ofRowTitled: words, subtitle: words, listRows: 1), 2 * Int(RowView.linesShown))
        XCTAssertEqual(TextLinesEstimate.lines(ofRowTitled: "Size", subtitle: nil, listRows: 3), 3)
    }

    /// A footer of megabytes is counted no further than the longest text shown.
    func testAHugeFooterIsCountedToTheLongestTextShown() async {
        let footer = String(repeating: "x", count: 8 << 20)
        XCTAssertEqual(TextLinesEstimate.lines(of: footer), 200_000 / TextLinesEstimate.charactersPerLine)
    }
}
