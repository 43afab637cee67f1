import Testing
@testable import SettingsKit

@Suite struct TerminalTextTests {
    @Test func controlCharactersAreEscapedAndTheRestKept() {
        #expect(TerminalText.safe("plain – ünïcode 名前") == "plain – ünïcode 名前")
        #expect(TerminalText.safe("a\u{1B}[31mb") == "a\\u{1B}[31mb")
        #expect(TerminalText.safe("bell\u{07} del\u{7F} csi\u{9B}") == "bell\\u{7} del\\u{7F} csi\\u{9B}")
        #expect(TerminalText.safe("two\nlines\ttab") == "two\\nlines\\ttab")
        #expect(TerminalText.safe("two\nlines\ttab\r", keepingLineBreaks: true) == "two\nlines\ttab\\r")
    }

    @Test func oneLineEscapesBackslashesSoEscapesStayUnambiguous() {
        #expect(TerminalText.oneLine("C:\\path\n\u{1B}") == "C:\\\\path\\n\\u{1B}")
        #expect(!TerminalText.oneLine("a\nb\rc\u{85}d").contains { $0.isNewline })
    }

    @Test func diagnosticsAreOneSafeLine() {
        let diagnostic = Diagnostic(.warning, file: "Root.plist", row: 1, key: "k\u{1B}]0;x\u{07}", "bad\nvalue")
        #expect(diagnostic.description == "Root.plist:1:k\\u{1B}]0;x\\u{7}: warning: bad\\nvalue")
    }
}
