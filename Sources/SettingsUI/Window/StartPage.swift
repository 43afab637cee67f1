import CGtk
import GtkKit
import SettingsKit

/// What the window shows when started with no bundle (from the desktop's menu): Open Bundle…
/// and the bundles opened lately (`RecentBundles`), the demo bundle always among them, so there
/// is always something to try. The list follows the recent-files list as it changes.
@MainActor
final class StartPage {
    let status: StatusPage
    private let recentHeading = GroupPresenter.heading(tr("Recent Bundles"))
    private let list = ListBox()
    private let emptyState = Label()
    private let recent: RecentBundles
    private let demoPath: String?
    private let onOpenFolder: @MainActor (String) -> Void
    private(set) var entries: [RecentBundles.Entry] = []

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
        list.addStyleClass("boxed-list")
        emptyState.addStyleClass("dim-label")
        emptyState.setWraps(true)
        status.column.append(recentHeading)
        status.column.append(list)
        status.column.append(emptyState)
        list.onRowActivated { [weak self] pointer in self?.activated(pointer) }
        recent.onChange { [weak self] in self?.reload() }
        reload()
    }

    private var rows: [(row: ListBoxRow, path: String)] = []

    /// Lists the recent bundles again.
    func reload() {
        for (row, _) in rows { gtk_list_box_remove(list.opaque, row.pointer) }
        rows = []
        // The demo is named for what it is, not after its folder ("Resources"), opened lately or not.
        let demo = demoPath.map { RecentBundles.Entry(path: $0, name: tr("Demo Bundle")) }
        entries = recent.entries.map { entry in demo.flatMap { $0.path == entry.path ? $0 : nil } ?? entry }
        if let demo, !entries.contains(where: { $0.path == demo.path }) { entries.append(demo) }
        for entry in entries {
            let view = RowView(title: entry.name)
            view.setSubtitle(entry.path == demoPath ? tr("Every kind of row, to try") : entry.path)
            view.addTrailing(Image(iconName: "go-next-symbolic"))
            view.listRow.isActivatable = true
            list.append(view.listRow)
            rows.append((view.listRow, entry.path))
        }
        list.isVisible = !rows.isEmpty
        emptyState.text = RecentBundles.isEnabled ? tr("No bundles opened yet.") : tr("Recent files are turned off.")
        emptyState.isVisible = recent.entries.isEmpty
    }

    private func activated(_ pointer: UnsafeMutablePointer<GtkWidget>) {
        guard let path = rows.first(where: { $0.row.pointer == pointer })?.path else { return }
        onOpenFolder(path)
    }
}
