import GtkKit
import SettingsKit

/// Search across every page of a settings window: the header's search (`HeaderSearch`: the
/// toggle, the bar under the header, its keys), and the results shown in place of the pages
/// while a query is typed.
///
/// The index (every page read) is built on first search, off the main thread when the session
/// can (`SettingsSession.searchIndexMaker`), so the window's first frame never waits for it;
/// a query typed meanwhile is answered when it is ready.
@MainActor
final class WindowSearch {
    /// The header's toggle, the bar and its entry, and their keys.
    let header: HeaderSearch
    var button: ToggleButton { header.button }
    var entry: SearchEntry { header.entry }
    var bar: SearchBar { header.bar }
    let results = SearchResultsView<SearchResult> { result in
        ResultRow.Shown(title: result.entry.title, path: result.entry.path, excerpt: result.excerpt)
    }
    /// The pages, or the results in their place.
    let content = Stack()
    private unowned let window: SettingsWindow
    private let pages: Widget
    private(set) var index: SearchIndex?
    private var isIndexing = false
    /// Counts the bundle's re-readings (live reload): an index whose build started before the
    /// last one read the old files, and is dropped when it arrives.
    private var bundleGeneration = 0
    /// Hidden keys change while results show: they are searched again.
    private var observation: ChangeObservation?

    init(window: SettingsWindow, pages: Widget) {
        self.window = window
        self.pages = pages
        let (content, results) = (content, results)
        header = HeaderSearch(
            // Translators: the header bar's search button, and the search field for screen readers.
            label: tr("Search"),
            // Translators: the hint shown in the empty search field.
            placeholder: tr("Search settings"),
            in: window.window, keysFrom: window.scope, content: content,
            focusFirstResult: {
                guard content.visibleChild == results.widget.pointer, !results.results.isEmpty else { return false }
                results.focusFirst()
                return true
            },
            activateFirstResult: { results.activateFirst() })
        content.add(pages, name: "pages")
        content.add(results.widget, name: "search")
        entry.onSearchChanged { [weak self] in self?.update() }
        header.onModeChanged = { [weak self] isOpen in
            if isOpen { self?.buildIndexIfNeeded() } else { self?.showPages() }
        }
        results.onActivate = { [weak self] result in self?.open(result) }
        observation = window.session.observeChanges { [weak self] _ in
            guard let self, isShowingResults else { return }
            update()
        }
    }

    private var isShowingResults: Bool { content.visibleChild == results.widget.pointer }

    /// Ctrl+F: shows the bar and focuses the entry (again, if it was open).
    func start() { header.start() }

    /// Opens the window searching for `query`: the index is built here, so the first frame
    /// shows the results (for `--search`).
    func start(query: String) {
        if index == nil, !isIndexing { index = window.session.makeSearchIndex() }
        start()
        entry.text = query
        update()
    }

    func stop() { header.stop() }

    /// Shows the results of the entry's text, or the pages when it is empty.
    func update() {
        let query = entry.text
        guard bar.isSearchMode, !query.allSatisfy(\.isWhitespace) else { return showPages() }
        guard let index else { return buildIndexIfNeeded() }
        let session = window.session
        let drawsCustomViews = window.binder.drawsCustomViews
        let found = index.search(query, isShown: { entry in (drawsCustomViews || !entry.isDrawnByHost) && session.isShown(entry) },
                                 limit: SearchResultsView<SearchResult>.limit)
        results.show(found.results, isTruncated: found.isTruncated)
        content.show(results.widget, transition: .crossfade)
    }

    private func showPages() {
        content.show(pages, transition: .crossfade)
    }

    private func buildIndexIfNeeded() {
        guard index == nil, !isIndexing else { return }
        guard let maker = window.session.searchIndexMaker else {
            index = window.session.makeSearchIndex()
            return update()
        }
        isIndexing = true
        let generation = bundleGeneration
        MainLoopSource.inBackground(maker) { [weak self] made in
            guard let self, generation == bundleGeneration else { return }
            index = made
            isIndexing = false
            update()
        }
    }

    /// The bundle's files were read again (`--inspect`'s live reload): the index is of the old
    /// ones. It is dropped, and built again now if the search is open (the results shown are
    /// searched again when it is ready), else on the next search.
    func bundleReread() {
        bundleGeneration += 1
        index = nil
        isIndexing = false
        if bar.isSearchMode { buildIndexIfNeeded() }
    }

    private func open(_ result: SearchResult) { open(result.entry.target) }

    /// Opens the target's page from Root and focuses its row (`SettingsWindow.open(_:)`): a
    /// search result, here or from the desktop's search (`--search-result`).
    func open(_ target: SearchTarget) {
        header.stopForResult()
        window.open(target)
    }
}
