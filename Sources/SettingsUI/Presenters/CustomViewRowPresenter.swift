import GtkKit
import SettingsKit

/// `IASKCustomViewSpecifier`: the widget a Swift host gives for the row, under its title if it
/// has one. Without a host widget (standalone), the row shows its title (and value, if any);
/// with a `File` it leads to that page like a child pane.
@MainActor
final class CustomViewRowPresenter: SingleRowPresenter, RowPresenter {
    private let custom: CustomViewRow
    private let value = RowView.valueLabel()

    init(row: Row, custom: CustomViewRow, binder: PageBinder) {
        self.custom = custom
        super.init(row: row, binder: binder)
        if let widget = binder.customView(for: row) {
            if !view.hasTitle { view.removeTexts() }
            view.addBelow(widget)
            widget.setExpands(horizontally: true)
            if !view.hasTitle { view.setAccessibleName(row.key?.text ?? tr("Custom setting")) }
            return
        }
        view.addTrailing(value)
        if custom.file != nil {
            view.addTrailing(Image(iconName: "go-next-symbolic"))
            view.listRow.isActivatable = true
        }
        if !view.hasTitle { view.setAccessibleName(row.key?.text ?? tr("Custom setting")) }
        refusal = row.iOSOnlyReason(hostDrawsCustomViews: false)
    }

    /// Why the row shows nothing of its own here (only `--inspect` shows such a row).
    private var refusal: String?

    func update(_ state: RowState) {
        if case .dictionary? = state.value { value.text = "" } else { value.show(state.text ?? state.value?.plainText ?? "", as: .line) }
        view.show(state)
        if let refusal {
            view.listRow.isSensitive = false
            view.setSubtitle(refusal)
        }
    }

    func activate(_ listRow: ListBoxRow) {
        guard let file = custom.file else { return }
        binder?.openPage(named: file, title: row.title)
    }
}
