/// The words around a match, as a search result shows them on one dim line under its title:
/// from a few words before the match to about a line's worth after, cut with "…", the footer's
/// Markdown and HTML shown as the text they mark up (a licence's `**`, `<b>` and link targets
/// are not words anyone searched for), whitespace and line breaks as single spaces.
///
/// The work is bounded: in a long text (a licence of 200,000 characters) only a window around
/// the match's estimated place is read, so a hundred results still fit in a keystroke.
enum SearchSnippet {
    static let wordsBeforeMatch = 3
    /// Characters a snippet holds at most (the label ellipsizes what its width cannot show):
    /// the width of a 640 px window's row, and some.
    static let length = 120
    /// Texts longer than this (in UTF-8 bytes) are read only around the match.
    static let wholeTextLimit = 2_048
    /// Bytes read on each side of a long text's estimated match: a line's worth and some
    /// (folding keeps an English text's length, and moves others' little).
    static let window = 400

    /// The snippet of `shown`, whose folded text (`foldedLength` bytes) holds `needle` at `foldedOffset`.
    static func around(_ needle: SearchText, in shown: String, foldedOffset: Int, foldedLength: Int) -> String {
        let bytes = shown.utf8.count
        if bytes <= wholeTextLimit { return snippet(of: needle, in: plain(shown), cutBefore: false, cutAfter: false) }
        let estimate = Int(Double(foldedOffset) / Double(max(foldedLength, 1)) * Double(bytes))
        let start = characterIndex(atByte: estimate - window, in: shown)
        let end = characterIndex(atByte: estimate + window, in: shown)
        let region = plain(shown[start..<end])
        if SearchText(folding: region).firstOffset(of: needle) != nil {
            return snippet(of: needle, in: region, cutBefore: start > shown.startIndex, cutAfter: end < shown.endIndex)
        }
        // The estimate missed (folding changed the lengths much): the text from its estimate on.
        return snippet(of: needle, in: plain(shown[start...]), cutBefore: start > shown.startIndex, cutAfter: false)
    }

    /// The first character boundary at or after `byte` (clamped to the text).
    private static func characterIndex(atByte byte: Int, in text: String) -> String.Index {
        guard byte > 0 else { return text.startIndex }
        guard byte < text.utf8.count else { return text.endIndex }
        var index = text.utf8.index(text.utf8.startIndex, offsetBy: byte)
        while index < text.endIndex, String.Index(index, within: text) == nil { index = text.utf8.index(after: index) }
        return index
    }

    /// The words of `text` (plain, `plain(_:)`) around the first match of `needle`: from the
    /// text's start when the match is not found there.
    private static func snippet(of needle: SearchText, in text: String, cutBefore: Bool, cutAfter: Bool) -> String {
        var words = text.split(separator: " ")
        // A word cut by the window's edge is left out.
        if cutBefore, !words.isEmpty { words.removeFirst() }
        if cutAfter, !words.isEmpty { words.removeLast() }
        var matchWord = 0
        if let offset = SearchText(folding: words.joined(separator: " ")).firstOffset(of: needle) {
            var position = 0
            for (index, word) in words.enumerated() {
                let length = SearchText(folding: String(word)).bytes.count
                guard length > 0 else { continue }
                position += length + 1
                if position > offset {
                    matchWord = index
                    break
                }
            }
        }
        let first = max(0, matchWord - wordsBeforeMatch)
        var shown = ""
        var last = first
        while last < words.count, shown.count < length {
            shown += (shown.isEmpty ? "" : " ") + words[last]
            last += 1
        }
        if shown.count > length + 20 { shown = String(shown.prefix(length)) }
        return (first > 0 || cutBefore ? "…" : "") + shown + (last < words.count || cutAfter ? "…" : "")
    }

    /// `markup` as the text it shows: HTML tags left out and its common entities as their
    /// characters, Markdown's emphasis, code marks, headings, quotes and list bullets left out,
    /// a link as its text, whitespace as single spaces.
    static func plain<Text: StringProtocol>(_ markup: Text) -> String {
        var result = ""
        result.reserveCapacity(markup.utf8.count)
        var characters = Array(markup)
        var index = 0
        var atLineStart = true
        func appendSpace() { if !result.isEmpty, result.last != " " { result.append(" ") } }
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace {
                if character.isNewline { atLineStart = true }
                appendSpace()
                index += 1
                continue
            }
            if atLineStart {
                atLineStart = false
                // Heading marks, quotes, bullets: "# ", "> ", "- ", "* ", "+ ", "1. ".
                var marker = index
                while marker < characters.count, "#>".contains(characters[marker]) { marker += 1 }
                if marker == index, marker < characters.count, "-*+".contains(characters[marker]) { marker += 1 }
                if marker == index {
                    while marker < characters.count, characters[marker].isASCII, characters[marker].isNumber { marker += 1 }
                    if marker > index, marker < characters.count, characters[marker] == "." { marker += 1 } else { marker = index }
                }
                if marker > index, marker < characters.count, characters[marker] == " " {
                    index = marker
                    continue
                }
            }
            switch character {
            case "<":
                // A tag: "<b>", "</a>", "<br/>", "<!-- -->"; a "<" before anything else is text.
                if index + 1 < characters.count, characters[index + 1].isLetter || "/!".contains(characters[index + 1]),
                   let close = characters[(index + 1)...].prefix(200).firstIndex(of: ">") {
                    let name = String(characters[(index + 1)..<close]).lowercased()
                    if name.hasPrefix("br") || name.hasPrefix("p") || name.hasPrefix("/p") || name.hasPrefix("li") { appendSpace() }
                    index = close + 1
                    continue
                }
            case "&":
                if let semicolon = characters[(index + 1)...].prefix(8).firstIndex(of: ";"),
                   let decoded = entities[String(characters[(index + 1)..<semicolon])] {
                    result.append(decoded)
                    index = semicolon + 1
                    continue
                }
            case "*", "_", "`", "~":
                // Emphasis and code marks around words; a lone one inside a word ("snake_case") stays.
                let before = index > 0 ? characters[index - 1] : " "
                let after = index + 1 < characters.count ? characters[index + 1] : " "
                if !(before.isLetter || before.isNumber) || !(after.isLetter || after.isNumber) {
                    index += 1
                    continue
                }
            case "!" where index + 1 < characters.count && characters[index + 1] == "[":
                index += 1
                continue
            case "[":
                // A link: "[text](address)" shows its text.
                if let close = characters[(index + 1)...].prefix(300).firstIndex(of: "]"), close + 1 < characters.count,
                   characters[close + 1] == "(", let end = characters[(close + 2)...].prefix(500).firstIndex(of: ")") {
                    characters.replaceSubrange(index...end, with: characters[(index + 1)..<close])
                    continue
                }
            default:
                break
            }
            result.append(character)
            index += 1
        }
        if result.last == " " { result.removeLast() }
        return result
    }

    private static let entities: [String: Character] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "#39": "'", "nbsp": " ", "copy": "©", "mdash": "—",
        "ndash": "–", "hellip": "…",
    ]
}
