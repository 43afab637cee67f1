import GtkKit
import SettingsKit

/// A row the bundle got wrong (unknown `Type`, missing keys): shown in place as an error naming
/// the problems, so the bundle's author sees it where it would have been.
@MainActor
final class InvalidRowPresenter: SingleRowPresenter, RowPresenter {
    init(row: Row, typeName: String?) {
        let name = typeName.flatMap { $0.isEmpty ? nil : $0 } ?? tr("Row without a type")
        super.init(row: row, view: RowView(title: row.title ?? name), binder: nil)
        view.addLeading(Image(iconName: "dialog-error-symbolic"))
        view.listRow.addStyleClass("error-row")
        let problems = row.problems.map(\.message)
        view.setSubtitle(problems.isEmpty ? tr("This row cannot be shown.") : problems.joined(separator: "\n"))
    }

    /// Only the host's hiding applies: the row has no value to show.
    func update(_ state: RowState) {
        view.listRow.isVisible = !state.isHidden
    }

    func activate(_ listRow: ListBoxRow) {}
}
