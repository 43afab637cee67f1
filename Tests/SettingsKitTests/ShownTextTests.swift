import Testing
@testable import SettingsKit

/// What a label may hold: cut to its kind's length, no run without a break opportunity longer
/// than `ShownText.unbrokenRunLimit` (GTK's layout grows with its square).
@Suite struct ShownTextTests {
    private let zeroWidthSpace: Character = "\u{200B}"

    /// The longest run of characters with no break opportunity between them.
    private func longestUnbrokenRun(_ text: String) -> Int {
        text.split(whereSeparator: { $0 == zeroWidthSpace || $0 == " " || $0 == "\n" }).map(\.count).max() ?? 0
    }

    @Test func ordinaryTextIsShownAsItIs() {
        for text in ["Colour", "Show previews of messages in the list", "名前とメールアドレス", "", "two\nlines", "1,234,567.89 km/h",
                     "See https://example.com/privacy-policy-of-the-application-for-desktop-computers.html",
                     "/tmp/banner-3803131F-820A-437E-84AE-3723F8861B7F/broken-settings.ini"] {
            #expect(ShownText.bounded(text, as: .line) == text)
        }
    }

    @Test func aLongTextIsCutToItsKindsLengthWithAnEllipsis() {
        let words = String(repeating: "word ", count: 10_000)
        let line = ShownText.bounded(words, as: .line)
        #expect(line.count == ShownText.Kind.line.characterLimit + 1)
        #expect(line.hasSuffix("…"))
        #expect(ShownText.bounded(words, as: .paragraph).count == ShownText.Kind.paragraph.characterLimit + 1)
        #expect(ShownText.Kind.line.characterLimit < ShownText.Kind.paragraph.characterLimit)
    }

    @Test func aRunWithoutBreaksGetsInvisibleOnes() {
        let shown = ShownText.bounded(String(repeating: "x", count: 100_000), as: .paragraph)
        #expect(longestUnbrokenRun(shown) == ShownText.unbrokenRunLimit)
        #expect(shown.filter { $0 != zeroWidthSpace } == String(repeating: "x", count: ShownText.Kind.paragraph.characterLimit) + "…")
        let path = "/home/someone/" + String(repeating: "a", count: 150) + "/Settings.bundle"
        #expect(ShownText.bounded(path, as: .line).filter { $0 != zeroWidthSpace } == path, "only breaks are added")
        #expect(ShownText.bounded(path, as: .line).filter { $0 == zeroWidthSpace }.count == 4, "only in the long folder name")
        let slashes = String(repeating: "/", count: 1_000)
        #expect(longestUnbrokenRun(ShownText.bounded(slashes, as: .paragraph)) == ShownText.unbrokenRunLimit,
                "slashes one after another are no break")
        #expect(ShownText.bounded(path, as: .line).split(whereSeparator: { $0 == zeroWidthSpace || $0 == "/" })
            .allSatisfy { $0.count <= ShownText.unbrokenRunLimit })
    }

    @Test func noBreakSpacesAreNoBreaks() {
        let text = String(repeating: "ab\u{00A0}", count: 200) + String(repeating: "c\u{202F}", count: 200)
        let shown = ShownText.bounded(text, as: .paragraph)
        #expect(shown.contains(zeroWidthSpace))
        #expect(shown.split(separator: zeroWidthSpace).allSatisfy { $0.count <= ShownText.unbrokenRunLimit })
    }

    @Test func combiningMarksCountTowardsTheLength() {
        let pileUp = "e" + String(repeating: "\u{0301}", count: 100_000)
        let shown = ShownText.bounded(pileUp + "more", as: .line)
        #expect(shown.unicodeScalars.count <= ShownText.Kind.line.characterLimit + 1)
        #expect(shown == "…")
    }
}
