import CGLib
import GtkKit
import SettingsKit

/// The hub: what the window shows when started with no bundle (from the desktop's menu). First
/// the installed applications (`ApplicationCatalog`: icon and name, sorted by name in the
/// user's collation), each opening its settings in this window; below them the bundles opened
/// lately that are not installed applications (`RecentBundles`), each named by its application
/// with its folder under it; then Open Bundle…. Both lists follow changes while it is open
/// (`ApplicationCatalogMonitor`, the recent-files list's own signal). With nothing installed and nothing opened yet,
/// the status page says in one plain sentence what the window is for, and offers Open Bundle…
/// and the demo bundle, so there is always something to try (the main menu has both too). With
/// applications listed (those whose settings are installed GSettings schemas, and the Desktop
/// entry, count), the list is the first view: Open Bundle… is a developer's command, one menu
/// item away, not a button under a user's applications.
///
/// The first frame reads nothing: the catalogue is listed and the recent-files list read on
/// threads of their own, and shown when done (again whenever either changes). Listing reads
/// desktop entries and a few `stat`s per application, never a bundle's pages; a screenful of
/// application rows is added at once, the rest from idle callbacks (`rowsAddedAtOnce`). The newest
/// screenful of recent bundles is listed (`shownLimit`); with more, a search entry above the
/// list finds the others by name or folder (a list of thousands of rows took a minute to show).
///
/// With applications installed, the header's search (`search`, the design of the settings
/// pages' own) searches every one's settings, the results shown in place of the lists.
@MainActor
final class StartPage {
    static let shownLimit = 8
    /// Results of the search across applications shown at most (more: type more to narrow it).
    static let settingsResultLimit = 50

    let status: StatusPage
    /// The search across every installed application's settings (offered with applications):
    /// its toggle is the hub's header's, its bar is at the top of `widget`.
    let search: HeaderSearch
    let settingsResults = SearchResultsView<ApplicationSearchResult>(describe: { result in
        // The row's title, and under it where it is: "App › Page" (the application itself shows
        // its icon and name alone), under a heading naming the application.
        ResultRow.Shown(title: result.title, path: result.match == nil ? [] : Array(result.pathParts.dropLast()),
                        excerpt: result.match?.excerpt,
                        icon: result.match == nil ? .init(serialized: result.application.icon) : nil)
    }, group: { result in result.application.displayName })
    /// The lists, or in their place the search's results.
    private let content = Stack()
    let widget = Box(.vertical, spacing: 0)
    /// Every installed application's bundle indexed (built off the main thread after each
    /// listing, reusing the indexes of applications unchanged); nil until built.
    private(set) var searchIndex: ApplicationSearchIndex?
    /// What the last keystrokes' queries matched, so the next one reads only what can still
    /// match (a new index ignores them).
    private var searchHits = ApplicationSearchHits()
    private var indexings = 0
    /// What the applications' conditions hide from the search now, followed as their stores
    /// change (a change shows the results again).
    private lazy var rowVisibility = ApplicationRowVisibility(environment: environment, watchesStores: true) { [weak self] in
        self?.showSettingsResults()
    }
    /// Whether results are shown: a search starting reads again the stores not followed.
    private var isSearching = false
    private let applicationsHeading = GroupPresenter.heading(tr("Applications"))
    private let applicationList = ListBox()
    private let recentHeading = GroupPresenter.heading(tr("Recent Bundles"))
    private let searchEntry = SearchEntry(accessibleLabel: tr("Search recent bundles"), placeholder: tr("Search recent bundles"))
    private let list = ListBox()
    private let noMatch = Label(tr("No matching bundles"))
    private let emptyState = Label()
    private let recent: RecentBundles
    private let demoPath: String?
    private let languages: [String]
    private let environment: [String: String]
    private let home = String(cString: g_get_home_dir())
    private let onOpenFolder: @MainActor (String) -> Void
    private let onOpenApplication: @MainActor (InstalledApplication) -> Void
    private let onOpenResult: @MainActor (ApplicationSearchResult) -> Void
    /// Follows installs and removals of applications' bundles and desktop entries while the
    /// hub is open: the list is read again (`reloadApplications`).
    private var monitor: ApplicationCatalogMonitor?
    /// The installed applications, sorted by name.
    private(set) var applications: [InstalledApplication] = []
    private var applicationRows: [(row: ListBoxRow, application: InstalledApplication)] = []
    /// Every recent bundle that is not an installed application, newest first (and the demo
    /// when there is nothing else).
    private(set) var entries: [RecentBundles.Entry] = []
    /// The recent bundles as read, before installed applications are left out.
    private var recentFound: [RecentBundles.Entry] = []
    /// The ones listed: the newest that match the search.
    private(set) var shown: [RecentBundles.Entry] = []
    /// Whether the recent-files list and the installed applications have been read.
    private(set) var isRead = false
    private var isRecentRead = false
    private(set) var isCatalogRead = false
    /// Called once both are read (`whenRead`).
    private var onRead: [@MainActor () -> Void] = []


    /// - `languages`: the window's, in which applications and recent bundles are named.
    /// - `environment`: where applications are looked for (`XDG_DATA_HOME`, `XDG_DATA_DIRS`).
    /// - `onOpenApplication`: opens an installed application's settings (in this window).
    /// - `onOpenResult`: opens a result of the search across applications (its row focused).
    /// - `window`, `scope`: the hub's window, and the view (header and page) where typing searches.
    init(in window: Window, keysFrom scope: Widget,
         recent: RecentBundles, demoPath: String?, languages: [String], environment: [String: String], onChoose: @escaping @MainActor () -> Void,
         onOpenFolder: @escaping @MainActor (String) -> Void,
         onOpenApplication: @escaping @MainActor (InstalledApplication) -> Void,
         onOpenResult: @escaping @MainActor (ApplicationSearchResult) -> Void) {
        self.recent = recent
        self.demoPath = demoPath
        self.languages = languages
        self.environment = environment
        self.onOpenFolder = onOpenFolder
        self.onOpenApplication = onOpenApplication
        self.onOpenResult = onOpenResult
        let (content, settingsResults) = (content, settingsResults)
        search = HeaderSearch(label: tr("Search all settings"), placeholder: tr("Search all settings"),
                              in: window, keysFrom: scope, content: content,
                              focusFirstResult: {
                                  guard content.visibleChild == settingsResults.widget.pointer,
                                        !settingsResults.results.isEmpty else { return false }
                                  settingsResults.focusFirst()
                                  return true
                              },
                              activateFirstResult: { settingsResults.activateFirst() })
        status = StatusPage(iconName: SettingsApplication.identifier,
                            title: tr("Bundle Settings"),
                            reason: tr("Your applications' settings show here once an application that has settings is installed."),
                            onOpen: onChoose)
        status.column.setAlignment(vertical: .start)
        for heading in [applicationsHeading, recentHeading] {
            heading.addStyleClass("start-recent-heading")
            heading.isVisible = false
        }
        searchEntry.isVisible = false
        for listBox in [applicationList, list] {
            listBox.addStyleClass("boxed-list")
            listBox.isVisible = false
        }
        applicationList.setAccessibleLabel(tr("Applications"))
        list.setAccessibleLabel(tr("Recent Bundles"))
        for label in [noMatch, emptyState] {
            label.addStyleClass("dim-label")
            label.setWrapsAsParagraph()
            label.isVisible = false
        }
        for part: Widget in [applicationsHeading, applicationList, recentHeading, searchEntry, list, noMatch, emptyState] {
            status.column.append(part)
        }
        search.isOffered = false
        content.add(status.widget, name: "lists")
        content.onTransitionRunningChanged { [weak self] in self?.answerSearchWaiters() }
        content.add(settingsResults.widget, name: "results")
        content.setExpands(vertically: true)
        widget.append(search.bar)
        widget.append(content)
        search.entry.onSearchChanged { [weak self] in self?.showSettingsResults() }
        // Closing it clears the query: the lists again.
        search.onModeChanged = { [weak self] _ in self?.showSettingsResults() }
        settingsResults.onActivate = { [weak self] result in self?.onOpenResult(result) }
        applicationList.onRowActivated { [weak self] pointer in self?.applicationActivated(pointer) }
        list.onRowActivated { [weak self] pointer in self?.activated(pointer) }
        searchEntry.onSearchChanged { [weak self] in self?.showMatches() }
        recent.onChange { [weak self] in self?.reload() }
        reload()
        reloadApplications()
        monitor = ApplicationCatalogMonitor(dataFolders: ApplicationDataFolder.inLookupOrder(environment: environment),
                                            flatpakInstallations: FlatpakInstallation.all(environment: environment).installations) { [weak self] in
            self?.reloadApplications()
        }
    }

    /// Which listing of the catalogue is the newest, as `readings` for the recent bundles.
    private var listings = 0

    /// Lists the installed applications again, on a thread of their own, and shows them once
    /// listed (in place of those shown). The first listing is the one the process started
    /// before the window, if it did (`ApplicationCatalogPrefetch`). Applications named by their
    /// bundles' titles (no desktop entry) are shown as those are read, on a thread too, after
    /// the others: reading 200 Root pages before showing any made the hub's first frame 1.5
    /// times the empty hub's.
    func reloadApplications() {
        listings += 1
        let (listing, languages, environment) = (listings, languages, environment)
        MainLoopSource.inBackground({
            ApplicationCatalogPrefetch.take(environment: environment, languages: languages)
                ?? ApplicationCatalog.scan(environment: environment, languages: languages, namingBundles: false)
        }, then: { [weak self] found in
            guard let self, listing == listings else { return }
            isNamingApplications = !found.isNamed
            show(applications: found.applications)
            guard !found.isNamed else {
                onListed?(found.applications)
                return
            }
            MainLoopSource.inBackground({ found.named(languages: languages) }, then: { [weak self] named in
                guard let self, listing == listings else { return }
                isNamingApplications = false
                show(applications: named.applications)
                onListed?(named.applications)
            })
        })
    }

    /// Told every installed application once a listing has them all (named): the hub closes
    /// the settings of one that has gone.
    var onListed: (@MainActor ([InstalledApplication]) -> Void)?

    /// Whether applications listed are still being named (see `reloadApplications`): the hub
    /// is not empty meanwhile.
    private(set) var isNamingApplications = false

    /// Which reading of the recent bundles is the newest: reads on background threads may end
    /// in any order, and an older list must not replace a newer one.
    private var readings = 0

    /// Reads the recent bundles again, and lists them once read.
    func reload() {
        readings += 1
        let reading = readings
        recent.readEntries(languages: languages) { [weak self] found in
            guard let self, reading == readings else { return }
            recentFound = found
            isRecentRead = true
            showEntries()
        }
    }

    /// Application rows added at once when the catalogue is read: a screenful of the standard
    /// window. The others follow from idle callbacks, `IncrementalBuild.buildTimePerIdle` at a time, so
    /// the hub's first frame with 200 applications costs what it does with 20 (making and
    /// measuring every row before it took a third more than an empty hub).
    static let rowsAddedAtOnce = IncrementalBuild.rowsBuiltAtOnce
    /// The applications whose rows are still to be added, in order.
    private var pendingApplications: ArraySlice<InstalledApplication> = []
    /// The applications listed under a name another has too: their rows show their IDs.
    private var sameNamed: Set<String> = []
    /// Rows' icons waiting for the paint after their rows (`showIcons`).
    private(set) var iconsToShow: [(image: Image, icon: String?)] = []
    private lazy var iconPaint = AfterNextPaint { [weak self] in self?.showIcons() }
    private var onIconsShown: [@MainActor () -> Void] = []
    private var onSearchAnswered: [@MainActor () -> Void] = []
    private var rowSource: UInt32?

    isolated deinit {
        if let rowSource { MainLoopSource.remove(rowSource) }
    }

    /// Lists `applications` (a new reading of the catalogue), in place of those listed.
    func show(applications found: [InstalledApplication]) {
        applications = found
        sameNamed = SameNamedApplications.ids(among: found)
        isCatalogRead = true
        for (row, _) in applicationRows { applicationList.remove(row) }
        applicationRows = []
        pendingApplications = found[...]
        addApplicationRows { self.applicationRows.count >= Self.rowsAddedAtOnce }
        if !pendingApplications.isEmpty, rowSource == nil {
            rowSource = MainLoopSource.whileIdle { [weak self] in
                guard let self else { return false }
                let deadline = monotonicMicroseconds() + IncrementalBuild.buildTimePerIdle
                addApplicationRows { monotonicMicroseconds() >= deadline }
                if pendingApplications.isEmpty { rowSource = nil }
                return rowSource != nil
            }
        }
        applicationsHeading.isVisible = !found.isEmpty
        applicationList.isVisible = !found.isEmpty
        search.isOffered = !found.isEmpty
        showEntries()
        // After this frame is painted: reading 200 bundles on every core would slow it.
        MainLoopSource.whileIdle { [weak self] in
            self?.index(found)
            return false
        }
    }

    /// Indexes the settings of `found` on a thread of its own (only the applications new or
    /// changed since the last index are read), and searches again once indexed.
    private func index(_ found: [InstalledApplication]) {
        indexings += 1
        let (indexing, languages, previous, environment) = (indexings, languages, searchIndex, environment)
        MainLoopSource.inBackground({
            ApplicationSearchIndex(applications: found, languages: languages, reusing: previous,
                                   schemas: InstalledSchemas.standard(environment: environment))
        }, then: { [weak self] made in
            guard let self, indexing == indexings else { return }
            searchIndex = made
            rowVisibility.update(for: made)
            showSettingsResults()
            answerSearchWaiters()
        })
    }

    /// The results of the search across applications in place of the lists, or the lists when
    /// the search is empty; nothing changes until the index is built (then this runs again).
    private func showSettingsResults() {
        let query = search.entry.text
        guard search.isOpen, !query.allSatisfy(\.isWhitespace) else {
            isSearching = false
            return content.show(status.widget, transition: .crossfade)
        }
        guard let searchIndex else { return }
        if !isSearching {
            isSearching = true
            rowVisibility.reread()
        }
        let found = matchSettings(query, in: searchIndex, narrowing: &searchHits)
        settingsResults.show(ApplicationSearchResult.groupedByApplication(found.results), isTruncated: found.isTruncated)
        content.show(settingsResults.widget, transition: .crossfade)
    }

    /// What a keystroke's query finds, before the results are shown (`search-bench` times it alone).
    func matchSettings(_ query: String, in searchIndex: ApplicationSearchIndex, narrowing hits: inout ApplicationSearchHits)
        -> (results: [ApplicationSearchResult], isTruncated: Bool) {
        // Half the window's limit: each row has an icon, and a keystroke refills them all.
        searchIndex.search(query, limit: Self.settingsResultLimit, hidden: rowVisibility.hiddenRows, narrowing: &hits)
    }

    /// `matchSettings` as the next keystroke would run it, leaving what it remembers unchanged.
    func matchSettingsAsTyped(_ query: String) -> Int {
        guard let searchIndex else { return 0 }
        var hits = searchHits
        return matchSettings(query, in: searchIndex, narrowing: &hits).results.count
    }

    /// Searches every installed application's settings for `text`, as typing it does (the
    /// search bar open).
    func searchSettings(for text: String) {
        search.start()
        search.entry.text = text
        showSettingsResults()
    }

    /// Adds rows for the pending applications, in order, until `done` holds or none is left.
    private func addApplicationRows(until done: () -> Bool) {
        while let application = pendingApplications.first, !done() {
            pendingApplications = pendingApplications.dropFirst()
            let view = RowView(title: application.displayName)
            // One line, cut at the end: a wrapping label is measured for every width the list
            // is tried at, which made 200 rows take seconds.
            view.title.setWraps(false)
            view.title.setEllipsizesAtEnd()
            // Told apart: a Flatpak application (beside the host's of the same ID, or alone),
            // and one of two of the same name, by its ID.
            // Translators: the name of the packaging system, under an application installed with it.
            let tellingApart = (application.flatpak == nil ? [] : [tr("Flatpak")])
                + (sameNamed.contains(application.id) ? [application.flatpak?.application.id ?? application.id] : [])
            if !tellingApart.isEmpty {
                view.setSubtitle(tellingApart.joined(separator: " · "))
                view.setSubtitleEllipsizedInMiddle()
                // Read after the row's name: two rows of one name are told apart by ear too.
                view.listRow.setAccessibleDescription(tellingApart.joined(separator: ", "))
            }
            let icon = Image()
            icon.setPixelSize(32)
            iconsToShow.append((icon, application.icon))
            view.addLeading(icon)
            view.addTrailing(Image(iconName: "go-next-symbolic"))
            view.listRow.isActivatable = true
            applicationList.append(view.listRow)
            applicationRows.append((view.listRow, application))
        }
        // After the frame that first shows the hub read (`whenRead`), not only after these rows'.
        whenRead { [weak self] in
            guard let self, !iconsToShow.isEmpty, !iconPaint.isWaiting else { return }
            if !iconPaint.request(for: applicationList) { showIcons() }
        }
    }

    /// Gives the rows listed so far their applications' icons, once the frame that shows the hub
    /// read has been painted. GTK loads an image's icon (mostly SVG, through librsvg, on its
    /// threads) as the image is first measured, and waits for it to draw it: with Debian's 24
    /// GNOME applications that was 115 of the 228 million instructions the hub's first frame
    /// gained (1.47 times the hub without them, callgrind); a frame later, the list is up and the
    /// icons follow.
    private func showIcons() {
        for (image, icon) in iconsToShow { image.setIcon(serialized: icon, fallback: "application-x-executable") }
        iconsToShow = []
        let waiting = onIconsShown
        onIconsShown = []
        for handler in waiting { handler() }
    }

    /// Calls `handler` once the rows listed so far have their icons (at once if they have): a
    /// screenshot of the hub shows it as a user sees it a moment after it opens.
    func whenIconsShown(_ handler: @escaping @MainActor () -> Void) {
        if iconsToShow.isEmpty { handler() } else { onIconsShown.append(handler) }
    }

    /// Calls `handler` once the search across applications shows its results (at once when no
    /// search is open, or its index is built): a screenshot of the hub opened on a search
    /// (`--search`) shows what it found, not the lists it shows while indexing.
    func whenSearchAnswered(_ handler: @escaping @MainActor () -> Void) {
        onSearchAnswered.append(handler)
        answerSearchWaiters()
    }

    /// Calls back `whenSearchAnswered`'s handlers once the results are in and the crossfade to
    /// them has ended (a frame in the middle of it shows the lists).
    private func answerSearchWaiters() {
        guard !onSearchAnswered.isEmpty, !search.isOpen || searchIndex != nil, !content.isTransitionRunning else { return }
        let waiting = onSearchAnswered
        onSearchAnswered = []
        for handler in waiting { handler() }
    }

    /// Focuses where the hub starts: Open Bundle… when shown, else the first application.
    func focusFirst() {
        if status.openButton.isVisible {
            status.openButton.grabFocus()
        } else {
            applicationRows.first?.row.grabFocus()
        }
    }

    /// Calls `handler` once the recent bundles and the installed applications have been read and
    /// listed (at once if they have): the hub's first frame as a user sees it follows.
    func whenRead(_ handler: @escaping @MainActor () -> Void) {
        if isRead { handler() } else { onRead.append(handler) }
    }

    /// The row of the application `id`, when listed (added now if it was still to come).
    func row(ofApplication id: String) -> ListBoxRow? {
        if pendingApplications.contains(where: { $0.id == id }) {
            addApplicationRows { applicationRows.last?.application.id == id }
        }
        return applicationRows.first { $0.application.id == id }?.row
    }

    private func showEntries() {
        guard isRecentRead else { return }
        // An installed application is listed above, under its own name; the demo is not a
        // bundle the user opened.
        let installed = applications.compactMap(\.bundlePath)
        entries = recentFound.filter { entry in
            entry.path != demoPath && !installed.contains { entry.path == $0 || entry.path.hasPrefix($0 + "/") }
        }
        let isEmpty = entries.isEmpty && applications.isEmpty && !isNamingApplications
        if isEmpty, isCatalogRead, let demoPath { entries = [RecentBundles.Entry(path: demoPath, name: tr("Demo Bundle"))] }
        isRead = isCatalogRead
        // The status page's words are for a hub with nothing in it; with applications listed
        // they would push the list down, and Open Bundle… goes after the lists.
        for part in [status.icon, status.title, status.reason] { part.isVisible = isEmpty }
        // Lists start where a settings page's do, right under the header (or the search bar).
        if isEmpty { status.column.removeStyleClass("start-lists") } else { status.column.addStyleClass("start-lists") }
        status.column.move(status.openButton, after: isEmpty ? status.reason : emptyState)
        // The window opened with the focus on Open Bundle…, before the applications came: it
        // goes to the first of them, not nowhere.
        let hadFocus = status.openButton.containsFocus
        status.openButton.isVisible = applications.isEmpty
        if hadFocus, !applications.isEmpty { focusFirst() }
        recentHeading.isVisible = !entries.isEmpty && !(entries.count == 1 && entries[0].path == demoPath)
        searchEntry.isVisible = entries.count > Self.shownLimit
        emptyState.text = RecentBundles.isEnabled ? tr("No bundles opened yet.") : tr("Recent files are turned off.")
        emptyState.isVisible = recentFound.isEmpty && applications.isEmpty
        showMatches()
        if isRead {
            let waiting = onRead
            onRead = []
            for handler in waiting { handler() }
        }
    }

    private(set) var rows: [(row: ListBoxRow, path: String)] = []

    /// Lists the newest entries matching the search, at most `shownLimit`. Rows already showing
    /// them stay (the list read again, or its older entries named, keeps focus where it is).
    private func showMatches() {
        let filter = ChoiceFilter(searchEntry.text)
        let matches = Array(entries.lazy.filter { filter.matches($0.name) || filter.matches($0.path) }.prefix(Self.shownLimit))
        defer {
            list.isVisible = !rows.isEmpty
            noMatch.isVisible = rows.isEmpty && !filter.isEmpty
        }
        if matches == shown, rows.count == shown.count { return }
        for (row, _) in rows { list.remove(row) }
        rows = []
        shown = matches
        for entry in shown {
            let view = RowView(title: entry.name)
            if entry.path == demoPath {
                view.setSubtitle(tr("Every kind of row, to try"))
            } else {
                view.setSubtitle(RecentBundles.shortened(entry.path, home: home))
                view.setSubtitleEllipsizedInMiddle()
            }
            view.addTrailing(Image(iconName: "go-next-symbolic"))
            view.listRow.isActivatable = true
            list.append(view.listRow)
            rows.append((view.listRow, entry.path))
        }
    }

    /// Searches the recent bundles for `text`, as typing in the search entry does.
    func search(for text: String) {
        searchEntry.text = text
        showMatches()
    }

    private func activated(_ pointer: WidgetPointer) {
        guard let path = rows.first(where: { $0.row.pointer == pointer })?.path else { return }
        onOpenFolder(path)
    }

    private func applicationActivated(_ pointer: WidgetPointer) {
        guard let application = applicationRows.first(where: { $0.row.pointer == pointer })?.application else { return }
        onOpenApplication(application)
    }
}
