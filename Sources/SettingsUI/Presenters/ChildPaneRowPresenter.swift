import GtkKit
import SettingsKit

/// `PSChildPaneSpecifier`: a row with a forward arrow that opens another page of the bundle
/// (or, for web panes, the URL in the desktop's browser).
@MainActor
final class ChildPaneRowPresenter: SingleRowPresenter, RowPresenter {
    private let pane: ChildPaneRow
    /// The value of the pane's `Key`, beside the arrow (IASK), when it has one.
    let value = RowView.valueLabel()

    init(row: Row, pane: ChildPaneRow, binder: PageBinder) {
        self.pane = pane
        super.init(row: row, binder: binder)
        value.isVisible = false
        view.addTrailing(value)
        switch pane.target {
        case .page:
            view.addTrailing(Image(iconName: "go-next-symbolic"))
        case .url:
            view.addTrailing(OpenURLRowPresenter.markImage())
        case .unavailable, .none:
            break
        }
        view.listRow.isActivatable = true
    }

    func update(_ state: RowState) {
        view.show(state)
        value.show(state.text ?? "", as: .line)
        value.isVisible = !value.text.isEmpty
        if row.key != nil, view.hasTitle, let title = row.title {
            view.setAccessibleName(value.isVisible ? RowView.titleAndValue(title, value.text) : title)
        }
        switch pane.target {
        case .page, .url:
            break
        case .unavailable(let reason):
            view.listRow.isSensitive = false
            view.setSubtitle(reason)
        case .none:
            view.listRow.isSensitive = false
        }
    }

    func activate(_ listRow: ListBoxRow) {
        switch pane.target {
        case .page(let name): binder?.openPage(named: name, title: PageTitle.first(pane.childTitle, row.title))
        case .url(let url): binder?.openLink(url)
        case .unavailable, .none: break
        }
    }
}
