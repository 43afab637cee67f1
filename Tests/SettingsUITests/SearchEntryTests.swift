import CGtk
import GtkKit
import XCTest

@MainActor
final class SearchEntryTests: XCTestCase {
    /// GTK replaces an entry's text by deleting it, then inserting the new, and GtkSearchEntry
    /// reports the empty text between at once: a search that went back to its pages for it
    /// cross-faded to them and back on every query set from code (the shell's search, `search-bench`).
    func testReplacingTheTextReportsTheNewTextOnly() async {
        let (entry, reported) = entryReporting(from: "ab")
        entry.text = "abc"
        XCTAssertTrue(GtkTestSupport.iterate(until: { !reported.texts.isEmpty }), "the new text is reported after GTK's pause")
        XCTAssertEqual(reported.texts, ["abc"])
    }

    func testClearingTheTextReportsItAtOnce() async {
        let (entry, reported) = entryReporting(from: "ab")
        entry.text = ""
        XCTAssertEqual(reported.texts, [""])
    }

    /// The texts an entry's `search-changed` reported, in order.
    private final class Reported {
        var texts: [String] = []
    }

    /// An entry holding `text`, whose reports from now on are recorded.
    private func entryReporting(from text: String) -> (SearchEntry, Reported) {
        GtkTestSupport.initialize()
        let entry = SearchEntry(accessibleLabel: "Search")
        entry.text = text
        let reported = Reported()
        entry.onSearchChanged { [unowned entry] in reported.texts.append(entry.text) }
        return (entry, reported)
    }
}
