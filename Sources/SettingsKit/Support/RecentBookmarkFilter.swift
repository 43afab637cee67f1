import FoundationEssentials
import Glibc

/// Cuts the desktop's recent-files list (XBEL) down to the bookmarks one application may have
/// registered, before GLib parses it: the list is every program's, and GLib took 0.8 s to parse
/// 50,000 entries of others (22 MB) to find a handful of ours.
///
/// It only cuts, never rewrites: the prolog and the `<xbel …>` start tag are kept as they are
/// (with the namespaces GLib resolves `bookmark:` by), then every `<bookmark>…</bookmark>` that
/// might be the application's, byte for byte, then `</xbel>`. Which of them are the
/// application's is still GLib's to decide; the cut only has to keep every one that may be.
/// A bookmark is kept unless it cannot hold the name: GLib's parser turns a tab or line break in
/// an attribute into a space and decodes character references (`&#32;`), so a bookmark is kept
/// when it holds every word of the name, or any character reference.
///
/// The scan follows the XML GLib reads (comments, CDATA, processing instructions, quoted
/// attribute values holding `>`) and is more forgiving than it where another program wrote
/// something broken: a `<` inside an attribute value, a comment never closed, or a bookmark never
/// closed ends that bookmark there (it is dropped) and the scan goes on from that point, so one
/// broken entry of another program does not hide the entries after it (a broken file made GLib
/// give up on the whole list). A file whose prolog is anything but an XML declaration,
/// comments, processing instructions and white space (a DOCTYPE), or whose root is not
/// `<xbel>`, is not cut (nil): GLib reads it whole.
public enum RecentBookmarkFilter {
    /// The bookmarks of `data` that may be `application`'s, as an XBEL document; nil when the
    /// document cannot be cut safely, or `application` holds a character XML escapes.
    public static func bookmarks(mayBeOf application: String, in data: UnsafeRawBufferPointer) -> [UInt8]? {
        let words = application.split(whereSeparator: \.isWhitespace).map { Array($0.utf8) }
        guard !words.isEmpty, !application.contains(where: { "&<>\"'".contains($0) }) else { return nil }
        return Scan(data.bindMemory(to: UInt8.self), words: words).run()
    }

    private struct Scan {
        let bytes: UnsafeBufferPointer<UInt8>
        let words: [[UInt8]]

        init(_ bytes: UnsafeBufferPointer<UInt8>, words: [[UInt8]]) {
            self.bytes = bytes
            self.words = words
        }

        /// Where a tag starting at `start` (its `<`) ends.
        enum TagEnd {
            /// Just after its `>`.
            case closed(Int)
            /// It is broken at this `<` (inside an attribute value or the tag) or at the end.
            case broken(Int)
        }

        func run() -> [UInt8]? {
            guard let body = bodyStart() else { return nil }
            var result = Array(bytes[0..<body])
            var position = body
            /// Where the bookmark being read starts (its `<`).
            var bookmark: Int?
            while let open = index(of: .lessThan, from: position) {
                let second = open + 1 < bytes.count ? bytes[open + 1] : 0
                if second == .exclamationMark || second == .questionMark,
                   let (opener, closer) = Self.skipped.first(where: { has($0.opener, at: open) }) {
                    if let end = index(of: closer, from: open + opener.count) {
                        position = end + closer.count
                    } else {
                        // Never closed: GLib would refuse the whole list. Whatever it hides
                        // is read as if it were not there.
                        bookmark = nil
                        position = open + opener.count
                    }
                    continue
                }
                let isEnd = second == .slash
                let nameStart = open + (isEnd ? 2 : 1)
                switch tagEnd(from: open) {
                case .broken(let at):
                    bookmark = nil
                    position = max(at, open + 1)
                    continue
                case .closed(let end):
                    position = end
                }
                if isEnd, isElement(Self.root, at: nameStart) {
                    break
                } else if isEnd, let start = bookmark, isElement(Self.bookmark, at: nameStart) {
                    if mayBeOurs(start..<position) {
                        result.append(contentsOf: bytes[start..<position])
                        result.append(.lineFeed)
                    }
                    bookmark = nil
                } else if !isEnd, isElement(Self.bookmark, at: nameStart) {
                    // Bookmarks do not nest: one open here was never closed, and is dropped.
                    let isEmpty = bytes[position - 2] == .slash
                    bookmark = isEmpty ? nil : open
                }
            }
            result.append(contentsOf: Array("</xbel>\n".utf8))
            return result
        }

        /// Comments, CDATA, processing instructions and declarations: skipped whole, whatever
        /// they hold.
        private static let skipped: [(opener: [UInt8], closer: [UInt8])] = [
            (Array("<!--".utf8), Array("-->".utf8)),
            (Array("<![CDATA[".utf8), Array("]]>".utf8)),
            (Array("<?".utf8), Array("?>".utf8)),
            (Array("<!".utf8), Array(">".utf8)),
        ]

        /// Comments and processing instructions (the XML declaration is one to this scan).
        private static let skippedInProlog = [skipped[0], skipped[2]]

        /// Just after the root's start tag, `<xbel …>`, when all before it is an XML declaration,
        /// comments, processing instructions and white space.
        private func bodyStart() -> Int? {
            var position = has(Array("\u{FEFF}".utf8), at: 0) ? 3 : 0
            while true {
                while position < bytes.count, [.space, .tab, .lineFeed, .carriageReturn].contains(bytes[position]) {
                    position += 1
                }
                guard position < bytes.count, bytes[position] == .lessThan else { return nil }
                if let (opener, closer) = Self.skippedInProlog.first(where: { has($0.opener, at: position) }) {
                    guard let end = index(of: closer, from: position + opener.count) else { return nil }
                    position = end + closer.count
                    continue
                }
                guard isElement(Self.root, at: position + 1), case .closed(let end) = tagEnd(from: position),
                      bytes[end - 2] != .slash else { return nil }
                return end
            }
        }

        private static let root = Array("xbel".utf8)
        private static let bookmark = Array("bookmark".utf8)

        /// Whether the element whose name starts at `start` is `name` (compared as bytes: the
        /// scan makes no string of the list's 25 MB).
        private func isElement(_ name: [UInt8], at start: Int) -> Bool {
            guard has(name, at: start) else { return false }
            let end = start + name.count
            guard end < bytes.count else { return true }
            switch bytes[end] {
            case .space, .tab, .lineFeed, .carriageReturn, .slash, .greaterThan: return true
            default: return false
            }
        }

        private func tagEnd(from start: Int) -> TagEnd {
            // Most of the list is inside tags: one comparison a byte in the common case.
            var quote: UInt8 = 0
            var position = start + 1
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                guard byte == .lessThan || byte == .greaterThan || byte == .doubleQuote || byte == .singleQuote else { continue }
                if byte == .lessThan { return .broken(position - 1) }
                if quote != 0 {
                    if byte == quote { quote = 0 }
                } else if byte == .greaterThan {
                    return .closed(position)
                } else {
                    quote = byte
                }
            }
            return .broken(bytes.count)
        }

        private func mayBeOurs(_ range: Range<Int>) -> Bool {
            let block = UnsafeBufferPointer(rebasing: bytes[range])
            return Self.contains(block, Array("&#".utf8)) || words.allSatisfy { Self.contains(block, $0) }
        }

        private func has(_ text: [UInt8], at position: Int) -> Bool {
            position + text.count <= bytes.count && text.indices.allSatisfy { bytes[position + $0] == text[$0] }
        }

        private func index(of byte: UInt8, from position: Int) -> Int? {
            guard position < bytes.count, let base = bytes.baseAddress,
                  let found = memchr(base + position, Int32(byte), bytes.count - position) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }

        private func index(of text: [UInt8], from position: Int) -> Int? {
            Self.index(of: text, in: UnsafeBufferPointer(rebasing: bytes[min(position, bytes.count)...])).map { $0 + position }
        }

        private static func contains(_ block: UnsafeBufferPointer<UInt8>, _ text: [UInt8]) -> Bool {
            index(of: text, in: block) != nil
        }

        /// Where `text` (not empty) first is in `block` (memchr for its first byte, then memcmp:
        /// Glibc's memmem is not visible to Swift).
        private static func index(of text: [UInt8], in block: UnsafeBufferPointer<UInt8>) -> Int? {
            guard let base = block.baseAddress else { return nil }
            var start = 0
            return text.withUnsafeBytes { wanted in
                guard let wanted = wanted.baseAddress else { return nil }
                while block.count - start >= text.count,
                      let found = memchr(base + start, Int32(text[0]), block.count - start - text.count + 1) {
                    let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + at, wanted, text.count) == 0 { return at }
                    start = at + 1
                }
                return nil
            }
        }
    }
}
