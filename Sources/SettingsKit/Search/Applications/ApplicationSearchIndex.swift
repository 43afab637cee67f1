import Dispatch
import FoundationEssentials
import Synchronization

/// One search across every installed application's settings: each application's bundle and
/// GSettings schemas indexed (`SearchIndex`, in the given languages; schema keys by their
/// summary, description, choices and name, in the process's language as GLib translates them),
/// and queried together.
///
/// Building reads every page of every bundle, so it runs off the main thread: a GTK window builds
/// it with `MainLoopSource.inBackground` and receives it on the main loop; a D-Bus search provider
/// builds it once (at start or at the first query) and answers each query synchronously after.
/// Querying is a keystroke's work (`search`), on any thread: the index is a value.
///
/// A broken bundle is indexed as far as it can be read (nothing, when its Root cannot be): its
/// application is still found by its name.
public struct ApplicationSearchIndex: Sendable {
    /// Each application's index, in the catalogue's order (by name).
    private var indexes: [Indexed]
    /// Each application's position in `indexes`, by ID: a provider finds the results the shell
    /// hands back without a walk through thousands of applications per ID.
    private let positions: [String: Int]
    public let languages: [String]
    /// Whether this is the desktop search's index (see `init`).
    private let compact: Bool
    /// How many applications are indexed by their names only, not read yet (`init`'s `deadline`).
    public let pendingCount: Int
    /// Which index this is, for `ApplicationSearchHits`: hits of another (before an install or a
    /// removal, or in other languages) would name other entries.
    private let generation = Self.generations.add(1, ordering: .relaxed).newValue
    private static let generations = Atomic<Int>(0)

    private struct Indexed: Sendable {
        var application: InstalledApplication
        var entries: Entries
        var block: FoldedTextBlock
        var foldedName: [SearchText]
        /// The bundle its conditioned rows are read from (its pages already read) and its walk,
        /// for `ApplicationRowVisibility`; kept only for an application whose entries have
        /// conditioned rows on their paths.
        var conditioned: (bundle: SettingsBundle, walk: BundleWalk)?
        /// Left for later (`init`'s `deadline`): found by its name only until read.
        var isPending = false

        /// A compact index read back from the cache (`ApplicationSearchIndexCache`), which holds no
        /// application with conditioned rows.
        init(application: InstalledApplication, cachedEntries entries: PackedSearchEntries, block: FoldedTextBlock) {
            self.application = application
            self.entries = .packed(entries)
            self.block = block
            foldedName = ([application.displayName] + application.keywords).map { SearchText(folding: $0) }
        }

        init(application: InstalledApplication, index: SearchIndex, bundle: SettingsBundle? = nil, compact: Bool) {
            self.application = application
            let hasConditionedRows = index.entries.contains(where: { !$0.conditionedRows.isEmpty })
            entries = if !compact {
                .index(index)
            } else if hasConditionedRows {
                .index(index.withoutTexts())
            } else {
                .packed(PackedSearchEntries(index.entries))
            }
            block = FoldedTextBlock(index, documents: !compact)
            foldedName = ([application.displayName] + application.keywords).map { SearchText(folding: $0) }
            if let bundle, hasConditionedRows {
                // Walked here, off the main thread, as its session would walk it (titled with the
                // application's name, `InstalledApplication.sessionSetup`): the walk checks the
                // conditions for cycles, 5 ms for 500 conditioned rows, which the main thread
                // would otherwise spend per application as the visibility opens it.
                conditioned = (bundle, BundleWalk(bundle: bundle, rootTitle: application.displayName))
            }
        }

        var entryCount: Int {
            switch entries {
            case .index(let index): index.entries.count
            case .packed(let packed): packed.count
            }
        }

        func entry(at position: Int) -> SearchIndexEntry {
            switch entries {
            case .index(let index): index.entries[position]
            case .packed(let packed): packed[position]
            }
        }

        /// Its entries titled `title`.
        func entries(titled title: String) -> [SearchIndexEntry] {
            switch entries {
            case .index(let index): index.entries.filter { $0.title == title }
            case .packed(let packed): packed.positions(titled: title).map { packed[$0] }
            }
        }
    }

    /// An application's entries: as values with their texts (the hub's index, whose results
    /// show excerpts), without them (the desktop search's, for an application whose conditioned
    /// rows `ApplicationRowVisibility` reads from them), or packed (the desktop search's, of
    /// every other application).
    private enum Entries: Sendable {
        case index(SearchIndex)
        case packed(PackedSearchEntries)
    }

    /// Indexes `applications` (as `ApplicationCatalog` lists them), in `languages`. An
    /// application also in `previous`, unchanged (same bundle, modification time and name) and
    /// indexed in the same languages, keeps its index: after an install only the new one is read.
    /// An application's `schemas` are read from `schemas` (the installed schemas of the
    /// environment the applications were listed for) as its window shows them, the pages of
    /// the one walk with its bundle's; without `schemas` they are not indexed (the application
    /// is found by its name).
    /// Bundles are read on up to `ProcessInfo.activeProcessorCount` threads. With a `cache` (a
    /// `compact` index only: the desktop search's), an application's index is read from it when
    /// its bundle has not changed since, and written to it when built.
    ///
    /// With a `deadline`, the applications not begun by then are indexed by their names only
    /// (`pendingCount`), and read by the next index made `reusing` this one: the desktop search
    /// answers its first query from what a start could read in its time, and reads the rest
    /// after.
    ///
    /// A `compact` index keeps what the desktop's search shows (which has no excerpts and no
    /// documents): results carry no excerpt, each entry keeps its title, path and target, packed
    /// (`PackedSearchEntries`; its texts only folded, in the block), and footers longer than a
    /// paragraph (licences, which the window shows as documents) are not searched. Those texts
    /// were most of what an index kept: the desktop's search kept 223 MiB for the 2,000
    /// applications of script/bench-search-provider with them, 135 MiB without, 69–75 MiB
    /// with the entries packed (release build).
    public init(applications: [InstalledApplication], languages: [String], idiom: Idiom = .pad,
                reusing previous: ApplicationSearchIndex? = nil, compact: Bool = false, cache: ApplicationSearchIndexCache? = nil,
                schemas: InstalledSchemas? = nil, deadline: ContinuousClock.Instant? = nil) {
        self.languages = languages
        self.compact = compact
        var kept: [String: Indexed] = [:]
        if let previous, previous.languages == languages, previous.compact == compact {
            for indexed in previous.indexes where !indexed.isPending { kept[indexed.application.id] = indexed }
        }
        let made = Mutex<[Int: Indexed]>([:])
        let toBuild = applications.enumerated().filter { _, application in kept[application.id]?.application != application }
        DispatchQueue.concurrentPerform(iterations: toBuild.count) { item in
            let (position, application) = toBuild[item]
            var indexed: Indexed
            if let deadline, ContinuousClock.now >= deadline {
                indexed = Self.nothing(application, compact: compact)
                indexed.isPending = true
            } else {
                indexed = Self.index(application, languages: languages, idiom: idiom, compact: compact, cache: cache, schemas: schemas)
            }
            made.withLock { $0[position] = indexed }
        }
        let built = made.withLock { $0 }
        indexes = applications.enumerated().map { position, application in
            built[position] ?? kept[application.id] ?? Self.index(application, languages: languages, idiom: idiom, compact: compact,
                                                                  cache: cache, schemas: schemas)
        }
        positions = Dictionary(indexes.enumerated().map { ($1.application.id, $0) }) { first, _ in first }
        pendingCount = indexes.count(where: \.isPending)
    }

    /// `application`'s index: from `cache` when it holds one made from its bundle, desktop entry
    /// and schemas as they are now (`ApplicationFolderStamps`), else read from them (and then
    /// written to `cache`). A Flatpak application's schemas are its deployment's own.
    private static func index(_ application: InstalledApplication, languages: [String], idiom: Idiom, compact: Bool,
                              cache: ApplicationSearchIndexCache?, schemas: InstalledSchemas?) -> Indexed {
        let schemas = application.flatpak == nil ? schemas : application.flatpak?.installedSchemas()
        guard compact, let cache, let stamps = ApplicationFolderStamps(application: application, schemas: schemas) else {
            return index(application, languages: languages, idiom: idiom, compact: compact, schemas: schemas)
        }
        if let cached = cache.read(application, languages: languages, idiom: idiom, stamps: stamps) {
            return Indexed(application: application, cachedEntries: cached.entries, block: cached.block)
        }
        let indexed = index(application, languages: languages, idiom: idiom, compact: compact, schemas: schemas)
        // Conditioned rows need the bundle at every start (see `ApplicationSearchIndexCache`):
        // their application's entries are not packed.
        if case .packed(let entries) = indexed.entries {
            cache.write(entries, block: indexed.block, of: application, languages: languages, idiom: idiom, stamps: stamps)
        }
        return indexed
    }

    /// The pages its window shows (`ApplicationInstance`): its bundle's, with its other schemas'
    /// one page away (`BundleWithSchemas`), or its schemas' alone; nothing for a bundle that
    /// cannot be opened, or schemas without `schemas` (a Flatpak application's: its deployment's).
    private static func index(_ application: InstalledApplication, languages: [String], idiom: Idiom, compact: Bool,
                              schemas: InstalledSchemas?) -> Indexed {
        let source: any PageSource
        var bundle: SettingsBundle?
        if let path = application.bundlePath {
            guard case .success(let opened) = SettingsBundle.open(path: path, languages: languages, idiom: idiom) else {
                return nothing(application, compact: compact)
            }
            bundle = opened
            source = if let schemas, let pages = SchemaPages.besideBundle(application, in: schemas) {
                BundleWithSchemas(bundle: opened, schemas: pages)
            } else {
                opened
            }
        } else {
            guard let schemas, case .success(let pages) = SchemaPages.open(application: application, in: schemas) else {
                return nothing(application, compact: compact)
            }
            source = pages
        }
        // Root untitled: a result's path starts with the application's name instead.
        var root = source.rootPage
        root.title = nil
        return Indexed(application: application, index: SearchIndex(root: root, pageNamed: source.page(named:)), bundle: bundle,
                       compact: compact)
    }

    /// An application found by its name only.
    private static func nothing(_ application: InstalledApplication, compact: Bool) -> Indexed {
        let nothing = Page(name: SettingsBundle.rootPageName, path: nil, title: nil)
        return Indexed(application: application, index: SearchIndex(root: nothing, pageNamed: { _ in nothing }), compact: compact)
    }

    /// The applications with rows a condition may hide from search, each with its bundle, the
    /// bundle's walk and its index (whose entries name those rows).
    var conditionedApplications: [(application: InstalledApplication, bundle: SettingsBundle, walk: BundleWalk, index: SearchIndex)] {
        indexes.compactMap { indexed in
            guard let conditioned = indexed.conditioned, case .index(let index) = indexed.entries else { return nil }
            return (indexed.application, conditioned.bundle, conditioned.walk, index)
        }
    }

    /// The applications indexed, in order.
    public var applications: [InstalledApplication] { indexes.map(\.application) }

    /// Whether `application`, as it is, has been read (not left for later, `pendingCount`).
    public func hasRead(_ application: InstalledApplication) -> Bool {
        positions[application.id].map { indexes[$0].application == application && !indexes[$0].isPending } ?? false
    }

    /// The number of entries indexed in all (for benchmarks and tests).
    public var entryCount: Int { indexes.reduce(0) { $0 + $1.entryCount } }

    /// What `query` finds (case, accents and width ignored; a substring, as the window's search):
    /// applications whose name or a keyword matches first, then rows by how well they match (the
    /// field: titles before choices, headings, subtitles, footers, key names; then how early), then in the
    /// applications' order, then in page order. At most `limit`; `isTruncated` says whether more
    /// matched. Rows `hidden` names (what conditions hide now: the hub and the shell pass
    /// `ApplicationRowVisibility.hiddenRows`) are not results, nor those `isShown` refuses.
    public func search(_ query: String, limit: Int = 50, hidden: HiddenApplicationRows = HiddenApplicationRows(),
                       isShown: (InstalledApplication, SearchIndexEntry) -> Bool = { _, _ in true })
        -> (results: [ApplicationSearchResult], isTruncated: Bool) {
        var hits = ApplicationSearchHits()
        return search(query, limit: limit, hidden: hidden, narrowing: &hits, isShown: isShown)
    }

    /// The same search, as typing runs it: `hits` holds what the last queries matched, and is
    /// given what this one matches. A query containing one of them (a letter typed) reads only
    /// the entries that one matched; one equal to one of them (a letter taken back) reads none.
    /// The results are the same as without `hits`.
    public func search(_ query: String, limit: Int = 50, hidden: HiddenApplicationRows = HiddenApplicationRows(),
                       narrowing hits: inout ApplicationSearchHits,
                       isShown: (InstalledApplication, SearchIndexEntry) -> Bool = { _, _ in true })
        -> (results: [ApplicationSearchResult], isTruncated: Bool) {
        let needle = SearchText(folding: query)
        guard !needle.isEmpty, limit > 0 else { return ([], false) }
        let matched = matches(of: needle, narrowing: &hits)
        var results: [ApplicationSearchResult] = []
        var ranks: [Int] = []
        for (position, indexed) in indexes.enumerated() {
            if indexed.foldedName.contains(where: { $0.firstOffset(of: needle) != nil }) {
                if results.count == limit { return (results, true) }
                results.append(ApplicationSearchResult(application: indexed.application, match: nil))
            }
            guard position < Self.positionLimit else { continue }
            let hiddenEntries = indexed.conditioned == nil
                ? nil : hidden.hiddenEntries(of: indexed.application, entryCount: indexed.entryCount)
            // Every match of every application ranked in one array of integers: results are made
            // only of the best (making one makes its excerpt), so a query matching 60,000 rows
            // costs a sort of integers.
            for rank in matched[position] where hiddenEntries?[rank & SearchIndex.rankPart] != true {
                let quality = min(rank >> 24 & SearchIndex.rankPart, Self.offsetLimit) | (rank >> 48) << 16
                ranks.append(quality << 40 | position << 24 | rank & SearchIndex.rankPart)
            }
        }
        ranks.sort()
        for packed in ranks {
            let indexed = indexes[packed >> 24 & Self.positionLimit]
            let rank = Self.indexRank(of: packed)
            let entry = indexed.entry(at: rank & SearchIndex.rankPart)
            guard isShown(indexed.application, entry) else { continue }
            if results.count == limit { return (results, true) }
            results.append(ApplicationSearchResult(application: indexed.application,
                                                   match: SearchIndex.result(ofRank: rank, entry: entry, needle: needle)))
        }
        return (results, false)
    }

    /// Each application's matches of `needle` (its block's ranks, in entry order; none past
    /// `positionLimit`), read from `hits` as far as they tell, which are then given these.
    private func matches(of needle: SearchText, narrowing hits: inout ApplicationSearchHits) -> [[Int]] {
        let known = hits.generation == generation ? hits.queries : []
        let matched: [[Int]]
        if let same = known.first(where: { $0.needle == needle }) {
            matched = same.matches
        } else if let wider = known.filter({ needle.firstOffset(of: $0.needle) != nil }).max(by: { $0.needle.bytes.count < $1.needle.bytes.count }) {
            matched = zip(indexes, wider.matches).map { indexed, candidates in indexed.block.ranks(of: needle, among: candidates) }
        } else {
            matched = indexes.indices.map { position in position < Self.positionLimit ? indexes[position].block.ranks(of: needle) : [] }
        }
        // Kept: the queries this one contains (typing on, or taking letters back, reads them),
        // at most `ApplicationSearchHits.limit`, the newest.
        let kept = known.filter { $0.needle != needle && needle.firstOffset(of: $0.needle) != nil }
        hits = ApplicationSearchHits(generation: generation,
                                     queries: Array((kept + [(needle, matched)]).suffix(ApplicationSearchHits.limit)))
        return matched
    }

    /// A cross-application rank packs (from the top) the field, the match's offset, the
    /// application's position and the entry's order into one integer: offsets past 65,535 rank
    /// as equal, and applications past the 65,536th are found by name only (a catalogue lists a
    /// few hundred).
    private static let offsetLimit = (1 << 16) - 1
    private static let positionLimit = (1 << 16) - 1

    /// The rank `SearchIndex` gave the entry (its field, offset and order), from a packed one.
    private static func indexRank(of packed: Int) -> Int {
        let quality = packed >> 40
        return (quality >> 16) << 48 | (quality & offsetLimit) << 24 | packed & SearchIndex.rankPart
    }

    /// The result an `ApplicationSearchResult.identifier` names, found again in this index (a
    /// D-Bus search provider gets identifiers back from the shell); nil when the application or
    /// the row is no longer indexed.
    public func result(identifier: String) -> ApplicationSearchResult? {
        guard let (id, row) = ApplicationSearchResult.parse(identifier: identifier),
              let indexed = positions[id].map({ indexes[$0] }) else { return nil }
        guard let row else { return ApplicationSearchResult(application: indexed.application, match: nil) }
        guard let entry = indexed.entries(titled: row.title).first(where: { Self.same($0.target, row.target) })
        else { return nil }
        return ApplicationSearchResult(application: indexed.application,
                                       match: SearchResult(entry: entry, field: .title, offset: 0, excerpt: nil))
    }

    /// The same row: step titles are not in identifiers.
    private static func same(_ left: SearchTarget, _ right: SearchTarget) -> Bool {
        left.row == right.row && left.choice == right.choice && left.isListAddRow == right.isListAddRow
            && left.steps.map(\.page) == right.steps.map(\.page) && left.steps.map(\.openerRow) == right.steps.map(\.openerRow)
    }
}
