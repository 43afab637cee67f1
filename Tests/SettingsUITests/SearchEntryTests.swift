import CGtk
import GtkKit
import XCTest

@MainActor
final class SearchEntryTests: XCTestCase {
    /// GTK replaces an entry's text by deleting it, then inserting the new, and GtkSearchEntry
    /// reports the empty text between at once: a search that went back to its pages for it
    /// cross-faded to them and back on every query set from code (the shell's search, `search-bench`).
    func testReplacingTheTextReportsTheNewTextOnly() async {
        GtkTestSupport.initialize()
        let entry = SearchEntry(accessibleLabel: "Search")
        entry.text = "ab"
        var reported: [String] = []
        entry.onSearchChanged { reported.append(entry.text) }
        entry.text = "abc"
        XCTAssertTrue(GtkTestSupport.iterate(until: { !reported.isEmpty }), "the new text is reported after GTK's pause")
        XCTAssertEqual(reported, ["abc"])
    }

    func testClearingTheTextReportsItAtOnce() async {
        GtkTestSupport.initialize()
        let entry = SearchEntry(accessibleLabel: "Search")
        entry.text = "ab"
        var reported: [String] = []
        entry.onSearchChanged { reported.append(entry.text) }
        entry.text = ""
        XCTAssertEqual(reported, [""])
    }
}
