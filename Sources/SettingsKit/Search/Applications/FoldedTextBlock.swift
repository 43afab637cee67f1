import Glibc

/// Every folded text of a `SearchIndex` in one contiguous array, each followed by a 0 byte, for
/// the search across applications: with 200 applications a keystroke looks through some 60,000
/// entries, and one `memchr`-driven scan of one array does it several times faster than asking
/// each entry (`SearchIndexEntry.bestMatch`), whose ranks it gives exactly.
///
/// Folded texts hold no 0 byte (GLib's folding stops at one), so no match runs across two texts.
struct FoldedTextBlock: Sendable {
    private(set) var bytes: [UInt8] = []
    /// Per text, in order: where it starts in `bytes`, its entry and its field.
    private(set) var starts: [Int] = []
    private(set) var entries: [Int32] = []
    private(set) var fields: [UInt8] = []
    /// Per entry, in order, its first text (an index into `starts`), then one past the last
    /// text: an entry's texts are `firstTexts[entry]..<firstTexts[entry + 1]`.
    private(set) var firstTexts: [Int] = []

    /// The texts of `index`'s entries; without `documents`, footers longer than a paragraph
    /// (`ShownText.Kind.paragraph`: licences, shown as documents) left out.
    init(_ index: SearchIndex, documents: Bool = true) {
        let documentLength = ShownText.Kind.paragraph.characterLimit
        for (order, entry) in index.entries.enumerated() {
            firstTexts.append(starts.count)
            for text in entry.texts where documents || text.field != .footer || text.text.bytes.count <= documentLength {
                starts.append(bytes.count)
                entries.append(Int32(order))
                fields.append(UInt8(text.field.rawValue))
                bytes.append(contentsOf: text.text.bytes)
                bytes.append(0)
            }
        }
        starts.append(bytes.count)
        firstTexts.append(entries.count)
        // Kept as long as the index: without the room appending left.
        bytes = bytes.trimmedToCount()
        starts = starts.trimmedToCount()
        entries = entries.trimmedToCount()
        fields = fields.trimmedToCount()
        firstTexts = firstTexts.trimmedToCount()
    }

    /// A block as read back from a cache file (`ApplicationSearchIndexCache`), for an index of
    /// `entryCount` entries; nil unless its parts fit together as `init(_:documents:)` makes them,
    /// since the scan reads them through pointers.
    init?(bytes: [UInt8], starts: [Int], entries: [Int32], fields: [UInt8], firstTexts: [Int], entryCount: Int) {
        guard starts.count == entries.count + 1, fields.count == entries.count, starts.first == 0, starts.last == bytes.count,
              firstTexts.count == entryCount + 1, firstTexts.first == 0, firstTexts.last == entries.count,
              zip(firstTexts, firstTexts.dropFirst()).allSatisfy({ $0 <= $1 }),
              fields.allSatisfy({ SearchField(rawValue: Int($0)) != nil }) else { return nil }
        for text in entries.indices {
            let entry = Int(entries[text])
            // Each text ends in its own 0 byte, and belongs to the entry whose texts it is among.
            guard starts[text] < starts[text + 1], bytes[starts[text + 1] - 1] == 0, entry >= 0, entry < entryCount,
                  firstTexts[entry] <= text, text < firstTexts[entry + 1] else { return nil }
        }
        self.bytes = bytes
        self.starts = starts
        self.entries = entries
        self.fields = fields
        self.firstTexts = firstTexts
    }

    /// The ranks `SearchIndex.ranks(of:)` gives: per entry matching `needle`, its best field, the
    /// match's offset in that text and the entry's order, packed the same way.
    func ranks(of needle: SearchText) -> [Int] {
        var ranks: [Int] = []
        scan(for: needle, into: &ranks) { scanTexts in scanTexts(0..<entries.count) }
        return ranks
    }

    /// The same ranks, of the entries among `candidates` (ranks as given, in entry order): those of
    /// a query that `needle` contains, since a text holding `needle` holds that query too.
    /// Only the candidates' texts are read, so each letter typed reads less.
    func ranks(of needle: SearchText, among candidates: [Int]) -> [Int] {
        var ranks: [Int] = []
        scan(for: needle, into: &ranks) { scanTexts in
            for candidate in candidates {
                let entry = candidate & SearchIndex.rankPart
                scanTexts(firstTexts[entry]..<firstTexts[entry + 1])
            }
        }
        return ranks
    }

    /// Runs `body` with a function that appends to `ranks` the rank of each entry matching
    /// `needle` among the texts it is given (whole entries, in order).
    private func scan(for needle: SearchText, into ranks: inout [Int], _ body: ((Range<Int>) -> Void) -> Void) {
        guard let first = needle.bytes.first, !bytes.isEmpty else { return }
        bytes.withUnsafeBufferPointer { haystack in
            needle.bytes.withUnsafeBufferPointer { wanted in
                guard let base = haystack.baseAddress, let wantedBase = wanted.baseAddress else { return }
                body { texts in
                    guard !texts.isEmpty else { return }
                    let end = starts[texts.upperBound]
                    var text = texts.lowerBound
                    var position = starts[text]
                    var currentEntry = -1
                    var best = Int.max
                    while position < end {
                        guard let found = memchr(base + position, Int32(first), end - position) else { break }
                        let at = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
                        guard at + wanted.count <= end else { break }
                        if wanted.count > 1, memcmp(base + at + 1, wantedBase + 1, wanted.count - 1) != 0 {
                            position = at + 1
                            continue
                        }
                        // The text holding the match: matches come in order, so the pointer only advances.
                        while starts[text + 1] <= at { text += 1 }
                        let entry = Int(entries[text])
                        if entry != currentEntry {
                            if currentEntry >= 0 { ranks.append(best | currentEntry) }
                            currentEntry = entry
                            best = Int.max
                        }
                        let offset = min(at - starts[text], SearchIndex.rankPart)
                        let textBytes = UnsafeBufferPointer(rebasing: haystack[starts[text]..<(starts[text + 1] - 1)])
                        let fit = SearchText.fit(at: at - starts[text], length: wanted.count, in: textBytes)
                        let field = SearchField(rawValue: Int(fields[text])) ?? .footer
                        best = min(best, SearchIndexEntry.grade(field: field, fit: fit) << 48 | offset << 24)
                        // A text's first whole word counts, else its first word start, else its first match.
                        position = fit == .wholeWord ? starts[text + 1] : at + 1
                    }
                    if currentEntry >= 0 { ranks.append(best | currentEntry) }
                }
            }
        }
    }
}
