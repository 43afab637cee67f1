import GtkKit
import SettingsKit

/// Finding a row of the page by its place in the bundle, for search results.
extension PageView {
    /// The list row showing the bundle row at `index` of this page (or, for a heading, the
    /// first shown row after it), building rows up to it, and showing those up to it that a
    /// change left waiting (`RowsShownLater`); for a radio group, its `choice`-th row. Nil when
    /// no row at or after `index` is shown.
    func listRow(forRowAt index: Int, choice: Int?) -> ListBoxRow? {
        prepare(rowAt: index)
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
        prepare(rowAt: index)
        build { (presenters.last?.row.index ?? -1) > index }
        guard let presenter = presenters.first(where: { $0.row.index == index }) else { return nil }
        showRowsShownLater(through: presenter)
        return (presenter as? ListGroupPresenter)?.addView?.listRow
    }

    /// Focuses `listRow`, scrolls it to the middle of the view and highlights it for a moment
    /// (`landed-row`, then fading out: style.css), as GNOME Settings shows the row a search
    /// result opens: a 1 px focus ring at the view's edge was easy to miss.
    func reveal(_ listRow: ListBoxRow) {
        listRow.grabFocus()
        listRow.removeStyleClass(Self.fadingStyle)
        listRow.addStyleClass(Self.landedStyle)
        MainLoopSource.once(after: Self.landedMilliseconds) { [weak listRow] in
            listRow?.addStyleClass(Self.fadingStyle)
            listRow?.removeStyleClass(Self.landedStyle)
            MainLoopSource.once(after: Self.fadingMilliseconds) { [weak listRow] in listRow?.removeStyleClass(Self.fadingStyle) }
        }
        scrollToCentre(listRow, until: monotonicMicroseconds() + Self.revealPatience)
    }

    /// The style of a row just revealed, and of its highlight fading out (its transition, as
    /// long as `fadingMilliseconds`), taken off after, so the row's hover stays as quick as any.
    static let landedStyle = "landed-row"
    static let fadingStyle = "landed-row-fading"
    static let landedMilliseconds: UInt32 = 1000
    static let fadingMilliseconds: UInt32 = 600

    /// How long a reveal keeps looking (microseconds): a page just pushed has no layout until
    /// its first frame, and rows built on the way to the one shown grow the content for several
    /// frames more; a busy machine takes seconds over that.
    static let revealPatience = 5_000_000

    /// Looks again every frame or so until the row is in the middle, or as near as the end of a
    /// page whose rows are all built lets it be, or the patience runs out.
    private func scrollToCentre(_ listRow: ListBoxRow, until deadline: Int) {
        switch widget.scrollToCentre(listRow) {
        case .centred: return
        case .atContentEnd where isSettled: return
        case .atContentEnd, .pending: break
        }
        guard monotonicMicroseconds() < deadline else { return }
        MainLoopSource.once(after: 20) { [weak self, weak listRow] in
            guard let self, let listRow else { return }
            scrollToCentre(listRow, until: deadline)
        }
    }
}
