import GtkKit
import SettingsKit

/// Which rows an update shows will lie further below the view than a reach, judged before the
/// update on the layout the user sees (`PageView` shows those later, `RowsShownLater`).
///
/// A row hidden now has no place in the current layout, nor has a section hidden with its
/// rows: a row's top is taken to be the bottom of the nearest row above it that is shown now and
/// stays (its place in the layout the user sees), plus the rows this same update shows in
/// between, estimated from their lines (`TextLinesEstimate`) at `lineHeightAtLeast`, less the
/// height of every row this update hides (they hold their places until the next layout).
/// Headings and footers that show are left out. Every part errs short, so a row is never left
/// waiting while it would be in view. Sections that their group hides in the same refresh are
/// not known here: what that leaves waiting shows with the first slice, in the next frame.
@MainActor
struct RowsBeyondReach {
    /// The least height of a line of a row's text, in pixels: short of the truth (rows are 50
    /// pixels high at least).
    static let lineHeightAtLeast = 16.0

    let view: ScrolledWindow
    let column: Widget
    /// The page's presenters, in page order.
    let presenters: [RowPresenter]

    /// The presenters among `changes` (with their places in `presenters`) that show rows hidden
    /// now whose tops will lie more than `reach` pixels below the top of the view.
    func among(_ changes: [(place: Int, presenter: RowPresenter, state: RowState)], reach: Double) -> Set<ObjectIdentifier> {
        let showing = changes.filter { !$0.state.isHidden && !Self.isMapped($0.presenter) }.sorted { $0.place < $1.place }
        guard !showing.isEmpty else { return [] }
        let hiding = changes.filter { $0.state.isHidden && Self.isMapped($0.presenter) }
        let hidingIDs = Set(hiding.map { ObjectIdentifier($0.presenter) })
        let reach = reach + hiding.reduce(0) { $0 + height(of: $1.presenter) }
        // In the view's coordinates: the top of the visible part is 0.
        var top = column.bounds(in: view).map { Double($0.y) } ?? 0
        var scanned = 0
        var beyond: Set<ObjectIdentifier> = []
        for change in showing {
            if top > reach {
                beyond.insert(ObjectIdentifier(change.presenter))
                continue
            }
            let staying = presenters[scanned..<change.place].last { Self.isMapped($0) && !hidingIDs.contains(ObjectIdentifier($0)) }
            if let staying, let bottom = bottom(of: staying) { top = bottom }
            scanned = change.place + 1
            if top > reach { beyond.insert(ObjectIdentifier(change.presenter)) }
            let lines = TextLinesEstimate.lines(ofRowTitled: change.presenter.row.title, subtitle: change.state.subtitle,
                                                listRows: change.presenter.listRows.count)
            top += Double(lines) * Self.lineHeightAtLeast
        }
        return beyond
    }

    private static func isMapped(_ presenter: RowPresenter) -> Bool {
        presenter.listRows.contains { $0.isMapped }
    }

    private func bottom(of presenter: RowPresenter) -> Double? {
        presenter.listRows.last { $0.isMapped }
            .flatMap { $0.bounds(in: view) }.map { Double($0.y + $0.height) }
    }

    private func height(of presenter: RowPresenter) -> Double {
        presenter.listRows.filter { $0.isMapped }
            .reduce(0) { $0 + Double($1.height) }
    }
}
