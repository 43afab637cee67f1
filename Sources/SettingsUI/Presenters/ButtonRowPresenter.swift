import GtkKit
import SettingsKit

/// `IASKButtonSpecifier`: an activatable row whose title is centred (start-aligned when it has
/// an image or a subtitle); a non-empty string stored under its key replaces the title. Activating it tells
/// the host application; a failure shows in the window.
@MainActor
final class ButtonRowPresenter: SingleRowPresenter, RowPresenter {
    init(row: Row, binder: PageBinder) {
        // IASK: centred, unless an image or a subtitle makes it start-aligned.
        super.init(row: row, view: RowView(row: row, defaultAlignment: row.image == nil && row.subtitle == nil ? .center : .left),
                   binder: binder)
        view.title.isVisible = true
        view.listRow.addStyleClass("button-row")
        view.listRow.isActivatable = true
    }

    /// The title shown: the stored one, else the bundle's.
    var title: String { view.title.text }

    func update(_ state: RowState) {
        let title = state.text ?? row.title ?? row.key?.text ?? tr("Button")
        view.showTitle(title)
        view.show(state)
        view.setAccessibleName(title)
    }

    func activate(_ listRow: ListBoxRow) {
        binder?.press(row)
    }
}
