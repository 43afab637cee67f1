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

    /// The bytes are looked at first (a control character's UTF-8 starts with one of a few):
    /// an embedded NUL, and C1 (0xC2 0x80–0x9F) beside the characters that share its first byte.
    @Test func theQuickCheckOfBytesMissesNoControlCharacter() {
        #expect(TerminalText.safe("nul\u{0}end") == "nul\\u{0}end")
        #expect(TerminalText.safe("© 2026, 20 °C") == "© 2026, 20 °C")
        #expect(TerminalText.safe("© next\u{85}line") == "© next\\u{85}line")
        #expect(TerminalText.safe(String(repeating: "{'k': <'x'>}, ", count: 10_000) + "\u{1B}").hasSuffix("\\u{1B}"))
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
