import Testing
@testable import SettingsKit

@Suite struct OurTextTests {
    @Test func placeholdersTakeArgumentsInOrder() {
        #expect(OurText.substitute(["holidays", "3"], into: "“%s” deleted, %d left") == "“holidays” deleted, 3 left")
    }

    @Test func positionalPlaceholdersLetTranslatorsReorder() {
        #expect(OurText.substitute(["a", "b"], into: "%2$s then %1$s") == "b then a")
    }

    @Test func percentSignsAndMissingArgumentsStayVisible() {
        #expect(OurText.substitute([], into: "100%% and %s") == "100% and %s")
        #expect(OurText.substitute(["x"], into: "50% off %s") == "50% off x")
    }

    /// A path inside an Arabic sentence keeps its own order: the argument is isolated. Numbers
    /// and left-to-right messages are left as they are.
    @Test func argumentsOfRightToLeftMessagesAreIsolated() {
        #expect(OurText.substitute(["/home/me/settings.ini", "3"], into: "تعذرت قراءة %1$s (%2$d)")
                    == "تعذرت قراءة \u{2068}/home/me/settings.ini\u{2069} (3)")
        #expect(OurText.substitute(["עברית"], into: "קובץ %s") == "קובץ \u{2068}עברית\u{2069}")
        #expect(OurText.substitute(["/home/me/settings.ini"], into: "Cannot read %s") == "Cannot read /home/me/settings.ini")
    }

    @Test func untranslatedMessagesAreTheMsgid() {
        #expect(tr("Not set") == "Not set")
        #expect(trn("%d problem", "%d problems", 2, 2) == "2 problems")
        #expect(trn("%d problem", "%d problems", 1, 1) == "1 problem")
    }

    /// gettext hands back the msgid pointer it was given; a message too long to be stored inline
    /// must still read back whole (it crashed the shortcuts window).
    @Test func longUntranslatedMessagesReadBackWhole() {
        for _ in 0..<200 {
            #expect(tr("Undo a deletion or Restore Defaults, said in a long sentence") == "Undo a deletion or Restore Defaults, said in a long sentence")
            #expect(trn("%d long message about problems", "%d long messages about problems", 3, 3) == "3 long messages about problems")
        }
    }
}
