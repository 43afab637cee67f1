import GtkKit
import SettingsKit

/// `--inspect`'s live reload: when a file of the bundle changes (a page, a `.strings` table, an
/// image), the session forgets what it read and every page on the stack is made again from the
/// files, in place: the same pages, each scrolled where it was, the focus on the same row. A
/// page that no longer exists (its file deleted, or the row leading to it gone) is dropped with
/// the pages above it, so the user lands on the nearest page that still exists. A page whose
/// file is now broken shows its error, and the rest keeps working.
@MainActor
final class LiveReload {
    private weak var window: SettingsWindow?
    private var monitor: BundleChangeMonitor?

    init(window: SettingsWindow) {
        self.window = window
        let folders = window.session.bundleFolders
        guard !folders.isEmpty else { return }
        monitor = BundleChangeMonitor(roots: folders) { [weak self] in self?.reload() }
    }

    func reload() {
        guard let window else { return }
        window.rebuildPages()
        window.search.bundleReread()
        // What the check found may have changed too.
        if window.problems != nil { window.checkBundle() }
    }

    /// The check of the bundle finished: a Problems page on screen shows the new findings.
    func problemsChecked() {
        guard let window, window.navigation.current?.origin?.isProblems == true,
              let page = window.makePage(.problems) else { return }
        window.navigation.replacePages(Array(window.navigation.pages.dropLast()) + [page],
                                       focusToRestore: window.navigation.focusToRestore)
    }
}

extension SettingsWindow {
    /// Makes every page of the stack again from the session's (re-read) files, keeping each
    /// one's scroll position and the focus; stops at the first page that no longer exists.
    /// `rereading` false: the session's pages are new already (Show All Settings).
    func rebuildPages(rereading: Bool = true) {
        for page in navigation.pages { page.commitPendingEdits() }
        if rereading { session.rereadBundle() }
        let old = navigation.pages
        let focus = window.focusWidget
        let focusPlace = focus.flatMap { FocusPlace(of: $0, in: old) }
        let restorePlaces = navigation.focusToRestore.map { widget in widget.flatMap { FocusPlace(of: $0, in: old) } }
        var rebuilt: [PageView] = []
        for page in old {
            guard let origin = page.origin,
                  let current = stillExisting(origin, below: rebuilt.last?.origin),
                  let made = makePage(current) else { break }
            made.buildPresenters(atLeast: page.presenters.count)
            pageErrors.move(from: page, to: made)
            rebuilt.append(made)
        }
        for page in old { page.stopBuilding() }
        let offsets = old.map { $0.widget.verticalOffset }
        let restore = restorePlaces.prefix(max(rebuilt.count - 1, 0)).map { $0?.widget(in: rebuilt) }
        navigation.replacePages(rebuilt, focusToRestore: restore)
        if rebuilt.count == old.count, let place = focusPlace, let widget = place.widget(in: rebuilt) {
            widget.grabFocus()
        } else if rebuilt.count < old.count, let widget = restorePlaces[rebuilt.count - 1]?.widget(in: rebuilt) {
            widget.grabFocus()
        }
        // The scroll range is known once the new rows have been laid out.
        MainLoopSource.whileIdle {
            for (page, offset) in zip(rebuilt, offsets) {
                page.widget.verticalOffset = offset
            }
            return false
        }
    }

    /// `origin` as it is in the re-read bundle, nil when its page is gone: its file deleted
    /// (a broken file still exists, and shows its error), or the row that led to it no longer
    /// on the page below.
    private func stillExisting(_ origin: PageOrigin, below parent: PageOrigin?) -> PageOrigin? {
        switch origin {
        case .root, .problems:
            return origin
        case .bundlePage(let name, _):
            guard session.page(named: name).path != nil else { return nil }
            guard let parent, let parentRows = rows(of: parent) else { return origin }
            let stillLinked = parentRows.contains { $0.pageOpened == name }
            return stillLinked ? origin : nil
        case .choices(let row, _):
            guard let parent, let parentRows = rows(of: parent) else { return nil }
            let found = parentRows.first { $0.file == row.file && $0.index == row.index && $0.key == row.key }
                ?? parentRows.first { $0.key == row.key && row.key != nil }
            guard let found, case .multiValue(let multiValue) = found.kind else { return nil }
            return .choices(found, multiValue)
        }
    }

    private func rows(of origin: PageOrigin) -> [Row]? {
        switch origin {
        case .root: session.rootPage.rows
        case .bundlePage(let name, _): session.page(named: name).rows
        case .choices, .problems: nil
        }
    }
}
