/// The entries of a desktop search's index (`ApplicationSearchIndex`'s compact form) as one
/// byte array, in the form its cache file keeps them (`ApplicationSearchIndexCache`): each path
/// and list of steps written once, then per entry its title, path, steps, row, choice and flags.
/// An entry is made again when a result needs it (`subscript`): a search makes at most
/// `ShellSearchProvider.resultLimit` of them, a `GetResultMetas` as many as its IDs.
///
/// As values (`SearchIndexEntry`: a struct of 88 bytes, its title's own allocation, its arrays'),
/// the entries were most of what the provider kept once every application was read: the 2,000
/// applications of script/bench-search-provider took 126–136 MiB of memory with them, 69–75 MiB
/// packed (release build; 10,000: 548–586 MiB, 269–272 MiB).
/// Paths and steps are written once each because a page's entries share them (VLC's bundle
/// repeats a few dozen paths over 2,000 entries; read back from a cache one per entry, the 2,000
/// applications took 49 MiB more than built from their bundles).
struct PackedSearchEntries: Sendable {
    private let bytes: [UInt8]
    /// Where each entry, each path and each list of steps starts in `bytes`.
    private let entryStarts: [UInt32]
    private let pathStarts: [UInt32]
    private let stepListStarts: [UInt32]

    var count: Int { entryStarts.count }

    /// `entries` packed (their texts, hiding keys and conditioned rows left out: the desktop's
    /// search keeps none of them).
    init(_ entries: [SearchIndexEntry]) {
        var writer = CacheBytesWriter()
        var paths: [[String]: Int] = [:]
        var stepLists: [[SearchTarget.Step]: Int] = [:]
        for entry in entries {
            if paths[entry.path] == nil { paths[entry.path] = paths.count }
            if stepLists[entry.target.steps] == nil { stepLists[entry.target.steps] = stepLists.count }
        }
        writer.integer(paths.count)
        for (path, _) in paths.sorted(by: { $0.value < $1.value }) { writer.texts(path) }
        writer.integer(stepLists.count)
        for (steps, _) in stepLists.sorted(by: { $0.value < $1.value }) {
            writer.integer(steps.count)
            for step in steps {
                writer.text(step.page)
                writer.optionalText(step.title)
                writer.integer(step.openerRow)
            }
        }
        writer.integer(entries.count)
        for entry in entries {
            writer.text(entry.title)
            writer.integer(paths[entry.path] ?? 0)
            writer.integer(stepLists[entry.target.steps] ?? 0)
            writer.integer(entry.target.row)
            writer.flag(entry.target.choice != nil)
            if let choice = entry.target.choice { writer.integer(choice) }
            writer.flag(entry.target.isListAddRow)
            writer.flag(entry.isDrawnByHost)
        }
        // Made by `init(_:)` itself, so it reads back.
        self.init(bytes: writer.bytes)!
    }

    /// Entries as `bytes` (what `bytes` gave) hold them; nil unless every entry reads back whole,
    /// its path and steps among those written (a cache file cut short or corrupt).
    init?(bytes: [UInt8]) {
        guard bytes.count <= UInt32.max else { return nil }
        var reader = CacheBytesReader(bytes)
        var pathStarts: [UInt32] = []
        var stepListStarts: [UInt32] = []
        var entryStarts: [UInt32] = []
        guard reader.repeated({ reader in
            pathStarts.append(UInt32(reader.position))
            return reader.texts() != nil
        }), reader.repeated({ reader in
            stepListStarts.append(UInt32(reader.position))
            return Self.steps(&reader) != nil
        }), reader.repeated({ reader in
            entryStarts.append(UInt32(reader.position))
            return Self.entry(&reader, pathCount: pathStarts.count, stepListCount: stepListStarts.count) != nil
        }), reader.isAtEnd else { return nil }
        self.bytes = bytes.trimmedToCount()
        self.pathStarts = pathStarts.trimmedToCount()
        self.stepListStarts = stepListStarts.trimmedToCount()
        self.entryStarts = entryStarts.trimmedToCount()
    }

    /// The bytes, as a cache file keeps them (`init(bytes:)` reads them back).
    var packedBytes: [UInt8] { bytes }

    /// The entry at `position` (0..<count).
    subscript(position: Int) -> SearchIndexEntry {
        var reader = CacheBytesReader(bytes, at: Int(entryStarts[position]))
        // Checked whole by `init(bytes:)`.
        let fields = Self.entry(&reader, pathCount: pathStarts.count, stepListCount: stepListStarts.count)!
        var pathReader = CacheBytesReader(bytes, at: Int(pathStarts[fields.path]))
        var stepsReader = CacheBytesReader(bytes, at: Int(stepListStarts[fields.steps]))
        return SearchIndexEntry(title: fields.title, path: pathReader.texts()!,
                                target: SearchTarget(steps: Self.steps(&stepsReader)!, row: fields.row, choice: fields.choice,
                                                     isListAddRow: fields.isListAddRow),
                                texts: [], hidingKeys: [], conditionedRows: [], isDrawnByHost: fields.isDrawnByHost)
    }

    /// The positions of the entries titled `title`, found by comparing bytes: a `GetResultMetas`
    /// of 100 IDs looks through an application's entries for each, without making them.
    func positions(titled title: String) -> [Int] {
        let wanted = Array(title.utf8)
        return entryStarts.indices.filter { position in
            var reader = CacheBytesReader(bytes, at: Int(entryStarts[position]))
            return reader.hasRaw(wanted)
        }
    }

    private static func steps(_ reader: inout CacheBytesReader) -> [SearchTarget.Step]? {
        reader.elements { reader -> SearchTarget.Step? in
            guard let page = reader.text(), let title = reader.optionalText(), let opener = reader.integer(in: 0..<Int.max)
            else { return nil }
            return SearchTarget.Step(page: page, title: title, openerRow: opener)
        }
    }

    private static func entry(_ reader: inout CacheBytesReader, pathCount: Int, stepListCount: Int)
        -> (title: String, path: Int, steps: Int, row: Int, choice: Int?, isListAddRow: Bool, isDrawnByHost: Bool)? {
        guard let title = reader.text(), let path = reader.integer(in: 0..<pathCount),
              let steps = reader.integer(in: 0..<stepListCount), let row = reader.integer(in: 0..<Int.max),
              let hasChoice = reader.flag() else { return nil }
        var choice: Int?
        if hasChoice {
            guard let value = reader.integer(in: 0..<Int.max) else { return nil }
            choice = value
        }
        guard let isListAddRow = reader.flag(), let isDrawnByHost = reader.flag() else { return nil }
        return (title, path, steps, row, choice, isListAddRow, isDrawnByHost)
    }
}
