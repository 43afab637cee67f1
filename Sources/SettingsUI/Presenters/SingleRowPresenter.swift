import GtkKit
import SettingsKit

/// What a presenter whose row shows as one list row is built on (every row type but a radio
/// group, one list row per choice, and a list group, one per element): the model row, the view
/// showing it, and the binder its edits go to. A list group puts these rows' views in its
/// elements' rows too (`RowPresenterFactory.elementEditor`).
@MainActor
class SingleRowPresenter {
    let row: Row
    let view: RowView
    /// Weak: the binder's pages own their presenters.
    private(set) weak var binder: PageBinder?
    /// Set while the presenter shows a state in its control, so that showing is not taken for
    /// the user's edit. Made on first use: rows without a control (a child pane, a title and
    /// value) never need one.
    private(set) lazy var showingState = StateShowing()

    /// `view` defaults to the row titled and decorated as the bundle says (`RowView(row:)`).
    init(row: Row, view: RowView? = nil, binder: PageBinder?) {
        self.row = row
        self.view = view ?? RowView(row: row)
        self.binder = binder
    }

    var listRows: [ListBoxRow] { [view.listRow] }
}
