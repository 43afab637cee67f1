import CGLib
import Dispatch
import FoundationEssentials

/// What Bundle Settings answers the desktop shell's search (GNOME Shell's
/// `org.gnome.Shell.SearchProvider2` and Plasma's KRunner `org.kde.krunner1`, both served by
/// `ShellSearchService`): the settings of every installed application matching the terms typed
/// in the Activities overview or KRunner, as result IDs, and what each result shows.
///
/// The index is the hub's (`ApplicationSearchIndex`), so the overview finds what the hub's
/// search finds. It is built at start and kept warm while the service runs. Given a
/// `readingTime`, a start (or a new listing) reads the applications it can in that time and
/// leaves the rest for a thread of their own (found by their names until read; the index is
/// put in place on the main loop once they are): the shell's first call waits for the start,
/// and with 2,000 applications and no cache reading them all took 6–7 s, where the bus gives up
/// after 25 s and the overview wants its answer within a second or two. When the installed
/// applications may have changed (`catalogueChanged`, which the service's
/// `ApplicationCatalogMonitor` calls), the next new search (`initialResults`) lists them again
/// and indexes again only those installed, removed or changed (`ApplicationSearchIndex(reusing:)`).
/// Listing 200 applications costs about 40 ms (their desktop entries), too much for every search.
///
/// Rows a condition hides now are not offered (`ApplicationRowVisibility`): each new search reads
/// again the stores of the applications whose rows have conditions, a more-typed search reuses
/// what it read, so a row shows again at the first search after its condition holds.
///
/// Result IDs are `ApplicationSearchResult.identifier`s (application ID and row reference): stable
/// across calls and across restarts of the service, so the shell can hand back an ID from an
/// earlier search. An ID no longer found (application removed, bundle changed) is skipped.
@MainActor
public final class ShellSearchProvider {
    /// At most this many IDs per answer: the overview shows a handful, and asks metas only for those.
    public static let resultLimit = 20
    /// At most this many IDs of one request are read (`metas`): the overview asks for those it
    /// shows, never more than `resultLimit`; the rest of a longer list is ignored, so a caller
    /// handing 100,000 IDs costs what 100 do.
    public static let requestLimit = 100
    /// The characters of a query searched (the terms joined, `WindowHandOver.searchTextLimit`):
    /// the rest is cut, as it is when the search is handed to the window.
    public static let queryLimit = WindowHandOver.searchTextLimit
    /// How long the service's start reads applications before it answers (`init`'s
    /// `readingTime`): the shell's first call waits for it, and the overview wants its answer
    /// within 2 s of that call, of which the process's start, the listing and the bus take
    /// their part (script/bench-search-provider: 1.1 s to a first answer with 2,000 or 10,000
    /// applications, where listing 10,000 took most of the second).
    public nonisolated static let startReadingTime = Duration.milliseconds(1_000)

    private let environment: [String: String]
    private let languages: [String]
    /// Each application's index kept between runs (`ApplicationSearchIndexCache`): a start reads
    /// only the bundles changed since.
    private let cache: ApplicationSearchIndexCache?
    private(set) var index: ApplicationSearchIndex
    /// How long a listing reads before leaving the rest for later (nil: it reads everything).
    private let readingTime: Duration?
    /// Which listing `index` is, so that a rest read after another listing replaced it is dropped.
    private var listing = 0
    private var isStale = false
    private let visibility: ApplicationRowVisibility
    /// The data folders the applications are listed from (what to watch for installs).
    public let dataFolders: [ApplicationDataFolder]
    /// The Flatpak installations whose applications it searches (followed for installs).
    public let flatpakInstallations: [FlatpakInstallation]

    /// Lists and indexes the applications installed for `environment` (its `XDG_DATA_HOME` and
    /// `XDG_DATA_DIRS`), named in the languages it asks for; with a `readingTime`, those it
    /// could read by then, the rest after on another thread (which needs the main loop run).
    public init(environment: [String: String] = ProcessEnvironment.variables, readingTime: Duration? = nil) {
        let deadline = readingTime.map { ContinuousClock.now + $0 }
        self.environment = environment
        self.readingTime = readingTime
        languages = LanguagePreferences.fromEnvironment(environment)
        dataFolders = ApplicationDataFolder.inLookupOrder(environment: environment)
        flatpakInstallations = FlatpakInstallation.all(environment: environment).installations
        let cache = ApplicationSearchIndexCache(environment: environment)
        self.cache = cache
        let schemas = InstalledSchemas.standard(environment: environment)
        index = ApplicationSearchIndex(applications: ApplicationCatalog.scan(environment: environment, languages: languages).applications,
                                       languages: languages, compact: true, cache: cache, schemas: schemas, deadline: deadline)
        visibility = ApplicationRowVisibility(environment: environment, watchesStores: false)
        visibility.update(for: index)
        readRest(schemas: schemas)
    }

    /// Applications may have been installed, removed or changed: listed again at the next search.
    public func catalogueChanged() { isStale = true }

    /// A new search begins (GNOME Shell's first terms, KRunner's first query after a
    /// `Teardown`): the applications listed again if they may have changed, the stores their
    /// conditions read read again. The searches after it, until the next, reuse what it read.
    public func beginSearch() {
        if isStale {
            isStale = false
            let deadline = readingTime.map { ContinuousClock.now + $0 }
            let catalog = ApplicationCatalog.scan(environment: environment, languages: languages)
            let schemas = InstalledSchemas.standard(environment: environment)
            index = ApplicationSearchIndex(applications: catalog.applications, languages: languages, reusing: index, compact: true,
                                           cache: cache, schemas: schemas, deadline: deadline)
            listing += 1
            visibility.update(for: index)
            readRest(schemas: schemas)
        }
        visibility.reread()
    }

    /// Reads what the listing left for later (`ApplicationSearchIndex.pendingCount`) on a thread
    /// of its own, and puts the whole index in place on the main loop, unless a new listing
    /// replaced this one meanwhile (it reads its own rest).
    private func readRest(schemas: InstalledSchemas?) {
        guard index.pendingCount > 0 else { return }
        let (partial, languages, cache, listing) = (index, languages, cache, listing)
        let delivery = Unmanaged.passRetained(RestDelivery { [weak self] whole in
            guard let self, self.listing == listing else { return }
            index = whole
            visibility.update(for: index)
        })
        DispatchQueue.global(qos: .utility).async {
            delivery.takeUnretainedValue().whole = ApplicationSearchIndex(applications: partial.applications, languages: languages,
                                                                          reusing: partial, compact: true, cache: cache, schemas: schemas)
            // Safe from any thread; the callback runs on the main thread, which runs the default context.
            g_idle_add_full(G_PRIORITY_DEFAULT, { data in
                guard let data else { return 0 }
                let delivery = Unmanaged<RestDelivery>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated { delivery.deliver() }
                return 0
            }, delivery.toOpaque(), { data in
                guard let data else { return }
                Unmanaged<RestDelivery>.fromOpaque(data).release()
            })
        }
    }

    /// A new search (`beginSearch`), then `terms` searched.
    public func initialResults(terms: [String]) -> [String] {
        beginSearch()
        return search(terms)
    }

    /// The same search with more typed: searched again rather than filtered from `previous`,
    /// since `previous` holds only the first `resultLimit` results. What the longer terms find
    /// is what the shorter found and still matches.
    public func subsearchResults(previous: [String], terms: [String]) -> [String] {
        search(terms)
    }

    /// The terms as one text, as typed in the hub's search field ("dark mode" finds "Dark Mode").
    private func search(_ terms: [String]) -> [String] {
        results(for: terms.joined(separator: " ")).map(\.identifier)
    }

    /// What `query` (its first `queryLimit` characters) finds, ranked, at most `resultLimit`,
    /// with the rows hidden at the search's start left out.
    public func results(for query: String) -> [ApplicationSearchResult] {
        index.search(String(query.prefix(Self.queryLimit)), limit: Self.resultLimit, hidden: visibility.hiddenRows).results
    }

    /// What each result shows, for those of the first `requestLimit` `identifiers` still found,
    /// in their order.
    public func metas(identifiers: [String]) -> [ShellSearchResultMeta] {
        identifiers.prefix(Self.requestLimit).compactMap { identifier in
            index.result(identifier: identifier).map { ShellSearchResultMeta(identifier: identifier, result: $0) }
        }
    }

    /// The window's arguments that open the result `identifier` names (`WindowHandOver`), nil
    /// when it names nothing to open: no result of ours, its application no longer installed, or
    /// its row gone. Its application is looked up now, alone (a few `stat`s and its desktop
    /// entry), not taken from the last listing: an application removed since is not opened,
    /// even before the monitor tells (the window would otherwise start on its start page). A
    /// changed application's bundle is indexed again, alone, to find the row.
    public func windowArguments(opening identifier: String) -> [String]? {
        guard let (id, _) = ApplicationSearchResult.parse(identifier: identifier),
              let installed = ApplicationCatalog.find(id: id, environment: environment, languages: languages).application
        else { return nil }
        let current = index.hasRead(installed)
            ? index : ApplicationSearchIndex(applications: [installed], languages: languages, compact: true, cache: cache,
                                             schemas: InstalledSchemas.standard(environment: environment))
        guard current.result(identifier: identifier) != nil else { return nil }
        return WindowHandOver.result(identifier, applicationID: id)
    }
}

/// The whole index a background reading made (`ShellSearchProvider.readRest`), handed from its
/// thread to the main loop.
private final class RestDelivery: @unchecked Sendable {
    // @unchecked: `whole` is written once on the reading thread before the main loop's callback
    // is queued (g_idle_add orders the two), and read only by that callback.
    var whole: ApplicationSearchIndex?
    private let receive: @MainActor (ApplicationSearchIndex) -> Void

    init(_ receive: @escaping @MainActor (ApplicationSearchIndex) -> Void) { self.receive = receive }

    @MainActor func deliver() {
        if let whole { receive(whole) }
    }
}
