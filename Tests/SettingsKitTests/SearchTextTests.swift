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
}
