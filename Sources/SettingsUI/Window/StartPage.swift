import CGtk
import GtkKit
import SettingsKit

/// What the window shows when started with no bundle (from the desktop's menu): Open Bundle…
/// and the bundles opened lately (`RecentBundles`), the demo bundle always among them, so there
/// is always something to try. The newest screenful is listed (`shownLimit`); with more, a
/// search entry above the list finds the others by name or folder (a list of thousands of rows
/// took a minute to show). The recent-files list is read on a thread of its own, so the first
/// frame never waits for it, and again whenever it changes.
@MainActor
final class StartPage {
    static let shownLimit = 8

    let status: StatusPage
    private let recentHeading = GroupPresenter.heading(tr("Recent Bundles"))
    private let searchEntry = SearchEntry(accessibleLabel: tr("Search recent bundles"), placeholder: tr("Search recent bundles"))
    private let list = ListBox()
    private let noMatch = Label(tr("No matching bundles"))
    private let emptyState = Label()
    private let recent: RecentBundles
    private let demoPath: String?
    private let onOpenFolder: @MainActor (String) -> Void
    /// Every recent bundle, newest first, and the demo.
    private(set) var entries: [RecentBundles.Entry] = []
    /// The ones listed: the newest that match the search.
    private(set) var shown: [RecentBundles.Entry] = []
    /// Whether the recent-files list has been read.
    private(set) var isRead = false

    var widget: ScrolledWindow { status.widget }

    init(recent: RecentBundles, demoPath: String?, onChoose: @escaping @MainActor () -> Void,
         onOpenFolder: @escaping @MainActor (String) -> Void) {
        self.recent = recent
        self.demoPath = demoPath
        self.onOpenFolder = onOpenFolder
        status = StatusPage(iconName: SettingsApplication.identifier,
                            title: tr("Bundle Settings"),
                            reason: tr("Open a Settings.bundle folder, or a folder holding one, to see its settings as a native window."),
                            onOpen: onChoose)
        status.column.setAlignment(vertical: GTK_ALIGN_START)
        recentHeading.addStyleClass("start-recent-heading")
        searchEntry.isVisible = false
        list.addStyleClass("boxed-list")
        list.isVisible = false
        for label in [noMatch, emptyState] {
            label.addStyleClass("dim-label")
            label.setWraps(true)
            label.isVisible = false
        }
        for part: Widget in [recentHeading, searchEntry, list, noMatch, emptyState] { status.column.append(part) }
        list.onRowActivated { [weak self] pointer in self?.activated(pointer) }
        searchEntry.onSearchChanged { [weak self] in self?.showMatches() }
        recent.onChange { [weak self] in self?.reload() }
        reload()
    }

    private var rows: [(row: ListBoxRow, path: String)] = []

    /// Which reading of the recent bundles is the newest: reads on background threads may end
    /// in any order, and an older list must not replace a newer one.
    private var readings = 0

    /// Reads the recent bundles again, and lists them once read.
    func reload() {
        readings += 1
        let reading = readings
        recent.readEntries { [weak self] found in
            guard let self, reading == readings else { return }
            show(found)
        }
    }

    private func show(_ found: [RecentBundles.Entry]) {
        // The demo is named for what it is, not after its folder ("Resources"), opened lately or not.
        let demo = demoPath.map { RecentBundles.Entry(path: $0, name: tr("Demo Bundle")) }
        entries = found.map { entry in demo.flatMap { $0.path == entry.path ? $0 : nil } ?? entry }
        if let demo, !entries.contains(where: { $0.path == demo.path }) { entries.append(demo) }
        isRead = true
        searchEntry.isVisible = entries.count > Self.shownLimit
        emptyState.text = RecentBundles.isEnabled ? tr("No bundles opened yet.") : tr("Recent files are turned off.")
        emptyState.isVisible = found.isEmpty
        showMatches()
    }

    /// Lists the newest entries matching the search, at most `shownLimit`.
    private func showMatches() {
        for (row, _) in rows { gtk_list_box_remove(list.opaque, row.pointer) }
        rows = []
        let filter = ChoiceFilter(searchEntry.text)
        shown = Array(entries.lazy.filter { filter.matches($0.name) || filter.matches($0.path) }.prefix(Self.shownLimit))
        for entry in shown {
            let view = RowView(title: entry.name)
            view.setSubtitle(entry.path == demoPath ? tr("Every kind of row, to try") : entry.path)
            view.addTrailing(Image(iconName: "go-next-symbolic"))
            view.listRow.isActivatable = true
            list.append(view.listRow)
            rows.append((view.listRow, entry.path))
        }
        list.isVisible = !rows.isEmpty
        noMatch.isVisible = rows.isEmpty && !filter.isEmpty
    }

    /// Searches the recent bundles for `text`, as typing in the search entry does.
    func search(for text: String) {
        searchEntry.text = text
        showMatches()
    }

    private func activated(_ pointer: UnsafeMutablePointer<GtkWidget>) {
        guard let path = rows.first(where: { $0.row.pointer == pointer })?.path else { return }
        onOpenFolder(path)
    }
}
