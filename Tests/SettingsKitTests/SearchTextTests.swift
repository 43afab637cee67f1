import Testing
@testable import SettingsKit

/// Folding for search: case, accents, compatibility forms and spacing do not matter.
@Suite struct SearchTextTests {
    private func finds(_ query: String, in text: String) -> Bool {
        SearchText(folding: text).firstOffset(of: SearchText(folding: query)) != nil
    }

    @Test(arguments: [
        ("ecran", "Écran"), ("ÉCRAN", "écran"), ("Ecran", "Luminosité de l’écran"),
        ("strasse", "Straße"), ("STRASSE", "Straße"), ("straße", "STRASSE"),
        ("uber", "Über"), ("fi", "ﬁle"), ("ｗｉｆｉ", "WiFi"), ("dark mode", "Dark  Mode"),
        ("naïve", "NAIVE"), ("istanbul", "İstanbul"), ("σοφια", "ΣΟΦΊΑ"), ("ness", "Brightness"),
        ("محمد", "مُحَمَّد"), ("שלום", "שָׁלוֹם"), ("か", "が"), ("ｶﾞ", "ガ"),
    ])
    func matchesIgnoringCaseAccentsAndWidth(query: String, text: String) {
        #expect(finds(query, in: text), "\(query) should find \(text)")
    }

    @Test(arguments: [("ecrab", "Écran"), ("brightnesss", "Brightness"), ("a b", "ab"),
                      // An Indic vowel sign is part of the letter, not an accent.
                      ("कि", "क"), ("की", "कि")])
    func doesNotMatchOtherText(query: String, text: String) {
        #expect(!finds(query, in: text))
    }

    @Test func offsetsCountFromTheStartOfTheFoldedText() {
        let text = SearchText(folding: "Show Brightness")
        #expect(text.firstOffset(of: SearchText(folding: "show")) == 0)
        #expect(text.firstOffset(of: SearchText(folding: "BRIGHT")) == 5)
    }

    @Test func anEmptyQueryFoldsToNothing() {
        #expect(SearchText(folding: "  \t ").isEmpty)
        #expect(SearchText(folding: "\u{301}").isEmpty)
    }

    /// ASCII text is folded without GLib, to the bytes GLib's folding gives it: every ASCII
    /// character alone, between letters, and in runs of spaces, and text past a 0 byte.
    @Test func asciiIsFoldedAsGLibFoldsIt() {
        let characters = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
        let texts = characters + characters.map { "a" + $0 + "B" } + characters.map { " \t" + $0 + "\n\u{0C}Ab\r " }
            + ["Dark  Mode", " \u{0B}x\u{0B} ", "THE SOFTWARE IS PROVIDED \"AS IS\"", "ab\u{0}CD", "\u{0}x", ""]
        for text in texts {
            #expect(SearchText.foldASCII(text) == SearchText.foldUnicode(text), "\(Array(text.utf8))")
        }
        #expect(SearchText.foldASCII("Écran") == nil)
    }
}
