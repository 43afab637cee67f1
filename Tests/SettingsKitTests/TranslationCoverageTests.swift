import Foundation
import Testing

/// Every message of ours in the sources is in every catalog, translated: a new `tr(...)` whose
/// catalogs were not brought up to date (`script/update-po`, then the translations) fails here,
/// and so does one xgettext did not extract (it reads Swift as C, so a literal it misparses
/// would leave a message English in every language).
@Suite struct TranslationCoverageTests {
    static let root = TestLocale.packageRoot

    /// The first literal argument of each `tr(` and `trn(` call, as written in the source
    /// (escapes as the catalogs write them: `\"`, `\\`, `\n`).
    static func messages() throws -> Set<String> {
        let sources = root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") } ?? []
        let call = try Regex(#"\btrn?\(\s*"((?:[^"\\]|\\.)*)""#)
        var found: Set<String> = []
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: call) {
                if let literal = match.output[1].substring { found.insert(String(literal)) }
            }
        }
        return found
    }

    /// Each msgid of `file` with whether it has a translation that is used (not empty, not
    /// fuzzy: gettext ignores fuzzy ones).
    static func catalog(_ file: URL) throws -> [String: Bool] {
        var entries: [String: Bool] = [:]
        var msgid: String?
        var translation = ""
        var field = ""
        var isFuzzy = false
        var nextIsFuzzy = false
        func finish() {
            if let msgid, !msgid.isEmpty { entries[msgid] = !translation.isEmpty && !isFuzzy }
            msgid = nil
            translation = ""
        }
        for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) {
            let quoted = line.firstIndex(of: "\"").map { String(line[line.index(after: $0)..<line.index(before: line.endIndex)]) }
            if line.hasPrefix("#,") {
                nextIsFuzzy = line.contains("fuzzy")
            } else if line.hasPrefix("msgid ") {
                finish()
                isFuzzy = nextIsFuzzy
                nextIsFuzzy = false
                field = "msgid"
                msgid = quoted ?? ""
            } else if line.hasPrefix("msgid_plural ") {
                field = "plural"
            } else if line.hasPrefix("msgstr") {
                field = "msgstr"
                translation += quoted ?? ""
            } else if line.hasPrefix("\""), let quoted {
                if field == "msgid" { msgid = (msgid ?? "") + quoted } else if field == "msgstr" { translation += quoted }
            } else if line.isEmpty {
                finish()
                field = ""
            }
        }
        finish()
        return entries
    }

    @Test func everyMessageIsInEveryCatalogTranslated() throws {
        let messages = try Self.messages()
        #expect(messages.count > 150, "found the tr() calls")
        let po = Self.root.appendingPathComponent("po")
        let languages = try String(contentsOf: po.appendingPathComponent("LINGUAS"), encoding: .utf8)
            .split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        #expect(languages.count >= 5)
        for language in languages {
            let catalog = try Self.catalog(po.appendingPathComponent(language + ".po"))
            let missing = messages.filter { catalog[$0] == nil }.sorted()
            let untranslated = messages.filter { catalog[$0] == false }.sorted()
            #expect(missing.isEmpty, "\(language).po lacks (run script/update-po): \(missing)")
            #expect(untranslated.isEmpty, "\(language).po does not translate: \(untranslated)")
        }
    }
}
