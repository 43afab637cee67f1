import GtkKit
import SettingsKit

/// A row the bundle got wrong (unknown `Type`, missing keys): shown in place as an error naming
/// the problems, so the bundle's author sees it where it would have been.
@MainActor
final class InvalidRowPresenter: RowPresenter {
    let row: Row
    private let view: RowView

    init(row: Row, typeName: String?) {
        self.row = row
        let name = typeName.flatMap { $0.isEmpty ? nil : $0 } ?? tr("Row without a type")
        view = RowView(title: row.title ?? name)
        view.addLeading(Image(iconName: "dialog-error-symbolic"))
        view.listRow.addStyleClass("error-row")
        let problems = row.problems.map(\.message)
        view.setSubtitle(problems.isEmpty ? tr("This row cannot be shown.") : problems.joined(separator: "\n"))
    }

    var listRows: [ListBoxRow] { [view.listRow] }

    /// Only the host's hiding applies: the row has no value to show.
    func update(_ state: RowState) {
        view.listRow.isVisible = !state.isHidden
    }

    func activate(_ listRow: ListBoxRow) {}
}
