import CGLib

/// Text as search compares it: case-folded, compatibility-decomposed (NFKD), combining marks
/// dropped, as UTF-8 bytes. "Écran", "ecran" and "ÉCRAN" all fold to `ecran`, "Straße" to
/// `strasse`, "ﬁ" to `fi`.
///
/// Why not `g_str_tokenize_and_fold` / `g_str_match_string`: they match whole-word prefixes
/// (typing "ness" would not find "Brightness"), and their ASCII alternates depend on the process
/// locale, not on the window's language. We want substrings, and offsets to rank by. Folding is
/// done once per text when the index is built; a keystroke folds only the query and runs
/// a byte scan, which stays fast on a page of 10,000 rows.
public struct SearchText: Sendable, Equatable {
    public let bytes: [UInt8]

    public init(folding text: String) {
        bytes = Self.fold(text)
    }

    public var isEmpty: Bool { bytes.isEmpty }

    /// The byte offset of the first occurrence of `needle`, if any. Both sides are folded UTF-8,
    /// which is self-synchronising: a match never starts inside a character. (A plain scan:
    /// texts are short, and glibc's `memmem` needs `_GNU_SOURCE`, which Swift's Glibc lacks.)
    public func firstOffset(of needle: SearchText) -> Int? {
        guard !needle.isEmpty else { return 0 }
        var found: Int?
        scan(for: needle) { offset, _ in
            found = offset
            return true
        }
        return found
    }

    /// How well an occurrence of a query sits in the text's words: the query is a whole word
    /// there ("dark" in "Dark Mode"), starts one ("bright" in "Brightness"), or lies inside one
    /// ("ness" in "Brightness"). Results rank in this order within titles, and within the rest.
    public enum WordFit: Int, Sendable, Comparable, CaseIterable {
        case wholeWord
        case wordStart
        case insideWord

        public static func < (left: WordFit, right: WordFit) -> Bool { left.rawValue < right.rawValue }
    }

    /// How an occurrence of `length` bytes at `offset` of `bytes` sits in its words. Letters and
    /// digits of any script (every byte of a non-ASCII character) make words; spaces and ASCII
    /// punctuation part them.
    static func fit(at offset: Int, length: Int, in bytes: UnsafeBufferPointer<UInt8>) -> WordFit {
        guard offset == 0 || !isWordByte(bytes[offset - 1]) else { return .insideWord }
        let end = offset + length
        return end == bytes.count || !isWordByte(bytes[end]) || !isWordByte(bytes[end - 1]) ? .wholeWord : .wordStart
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), 0x80...: true
        default: false
        }
    }

    /// The best occurrence of `needle`: the first that is a whole word, else the first that
    /// starts one, else the first.
    public func bestOccurrence(of needle: SearchText) -> (offset: Int, fit: WordFit)? {
        var best: (offset: Int, fit: WordFit)?
        scan(for: needle) { offset, haystack in
            let fit = Self.fit(at: offset, length: needle.bytes.count, in: haystack)
            if best.map({ fit < $0.fit }) ?? true { best = (offset, fit) }
            return fit == .wholeWord
        }
        return best
    }

    /// Calls `found` with each occurrence of `needle` in order, until it answers true.
    private func scan(for needle: SearchText, _ found: (Int, UnsafeBufferPointer<UInt8>) -> Bool) {
        let wanted = needle.bytes
        guard let first = wanted.first, wanted.count <= bytes.count else { return }
        bytes.withUnsafeBufferPointer { haystack in
            wanted.withUnsafeBufferPointer { wanted in
                var start = 0
                let lastStart = haystack.count - wanted.count
                while start <= lastStart {
                    if haystack[start] == first {
                        var matched = 1
                        while matched < wanted.count, haystack[start + matched] == wanted[matched] { matched += 1 }
                        if matched == wanted.count, found(start, haystack) { return }
                    }
                    start += 1
                }
            }
        }
    }

    private static func fold(_ text: String) -> [UInt8] {
        foldASCII(text) ?? foldUnicode(text)
    }

    /// ASCII text (most bundles' English, their licences above all) folded without GLib, to the
    /// same bytes: case folding lowers only A–Z there, NFKD and the marks leave it alone, and the
    /// spaces `g_unichar_isspace` knows are space, tab, line feed, form feed and carriage return.
    /// Nil for any other text. Folding was 40 % of the desktop search's start-up (2,000
    /// applications, 16 s of CPU), most of it on ASCII licence texts.
    static func foldASCII(_ text: String) -> [UInt8]? {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        var lastWasSpace = true
        scan: for byte in text.utf8 {
            switch byte {
            case 0: break scan  // GLib's folding stops at a 0 byte.
            case 0x80...: return nil
            case 0x20, 0x09, 0x0A, 0x0C, 0x0D:
                if !lastWasSpace { result.append(0x20) }
                lastWasSpace = true
                continue
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): result.append(byte + 0x20)
            default: result.append(byte)
            }
            lastWasSpace = false
        }
        if result.last == 0x20 { result.removeLast() }
        return result
    }

    /// Any text, folded by GLib.
    static func foldUnicode(_ text: String) -> [UInt8] {
        guard !text.isEmpty else { return [] }
        // Case-folded first: folding can itself add a mark ("İ" folds to "i" and a dot above).
        guard let folded = g_utf8_casefold(text, -1) else { return [] }
        defer { g_free(folded) }
        guard let decomposed = g_utf8_normalize(folded, -1, G_NORMALIZE_ALL) else { return [] }
        defer { g_free(decomposed) }
        // Accents go (and the other marks people leave out when typing): a query typed without
        // them finds the text with them. Whitespace runs become one space, so "dark  mode" finds
        // "Dark Mode".
        var result: [UInt8] = []
        var lastWasSpace = true
        for scalar in String(cString: decomposed).unicodeScalars {
            let character = gunichar(scalar.value)
            if Self.isOptionalMark(scalar.value) { continue }
            let isSpace = g_unichar_isspace(character) != 0
            if isSpace {
                if !lastWasSpace { result.append(UInt8(ascii: " ")) }
            } else {
                UTF8.encode(scalar) { result.append($0) }
            }
            lastWasSpace = isSpace
        }
        if result.last == UInt8(ascii: " ") { result.removeLast() }
        return result
    }

    /// Marks a reader can do without, as GNOME Settings drops them (`cc_util_normalize_casefold_
    /// and_unaccent`: the combining diacritical blocks and the kana voicing marks), and Arabic and
    /// Hebrew vowel points, which text mostly leaves out. Not every mark (`g_unichar_ismark`):
    /// the vowel signs of Indic scripts are letters to their readers ("कि" is not "क").
    private static func isOptionalMark(_ value: UInt32) -> Bool {
        switch value {
        case 0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: true
        case 0x3099...0x309A: true
        case 0x0591...0x05C7: true  // Hebrew points and cantillation
        case 0x064B...0x065F, 0x0670: true  // Arabic harakat, superscript alef
        default: false
        }
    }
}
