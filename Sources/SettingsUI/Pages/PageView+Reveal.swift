import GtkKit
import SettingsKit

/// Finding a row of the page by its place in the bundle, for search results.
extension PageView {
    /// The list row showing the bundle row at `index` of this page (or, for a heading, the
    /// first shown row after it), building rows up to it, and showing those up to it that a
    /// change left waiting (`RowsShownLater`); for a radio group, its `choice`-th row. Nil when
    /// no row at or after `index` is shown.
    func listRow(forRowAt index: Int, choice: Int?) -> ListBoxRow? {
        build { (presenters.last?.row.index ?? -1) > index }
        for presenter in presenters where presenter.row.index >= index {
            showRowsShownLater(through: presenter)
            let rows = presenter.listRows
            if let choice, presenter.row.index == index, rows.indices.contains(choice), rows[choice].isVisible {
                return rows[choice]
            }
            if let shown = rows.first(where: \.isVisible) { return shown }
        }
        return nil
    }

    /// The add row of the list group at `index` (after its items), building rows up to it and
    /// showing it if it waits to be shown.
    func addRow(ofListAt index: Int) -> ListBoxRow? {
        build { (presenters.last?.row.index ?? -1) > index }
        guard let presenter = presenters.first(where: { $0.row.index == index }) else { return nil }
        showRowsShownLater(through: presenter)
        return (presenter as? ListGroupPresenter)?.addView?.listRow
    }

    /// Focuses `listRow` and scrolls it into view.
    func reveal(_ listRow: ListBoxRow) {
        listRow.grabFocus()
        scrollToShow(listRow, until: monotonicMicroseconds() + Self.revealPatience)
    }

    /// How long a reveal keeps looking (microseconds): a page just pushed has no layout until
    /// its first frame, and rows built on the way to the one shown grow the content for several
    /// frames more; a busy machine takes seconds over that.
    static let revealPatience = 5_000_000

    /// Looks again every frame or so until the row is in view, or the patience runs out.
    private func scrollToShow(_ listRow: ListBoxRow, until deadline: Int) {
        guard !widget.scrollToShow(listRow), monotonicMicroseconds() < deadline else { return }
        MainLoopSource.once(after: 20) { [weak self, weak listRow] in
            guard let self, let listRow else { return }
            scrollToShow(listRow, until: deadline)
        }
    }
}
