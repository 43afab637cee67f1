import GtkKit
import SettingsKit

/// `IASKOpenURLSpecifier`: an activatable row marked as opening elsewhere; activating it hands
/// the URL to the desktop's browser (or mail client for `mailto:`).
@MainActor
final class OpenURLRowPresenter: RowPresenter {
    /// Our own glyph (`Resources/icons`): Adwaita 43 has no external-link icon, and its
    /// share glyph (`send-to`) says "send", not "opens elsewhere".
    static let mark = "bundle-settings-external-link-symbolic"

    /// The mark beside rows that open elsewhere (links, mail, web pages).
    static func markImage() -> Image { SettingsStyle.glyph(mark, fallback: "send-to-symbolic") }

    let row: Row
    private let link: OpenURLRow
    private let view: RowView
    private weak var binder: PageBinder?
    /// Why the link cannot be opened here (only `--inspect` shows such a row).
    private let refusal: String?

    init(row: Row, link: OpenURLRow, binder: PageBinder) {
        self.row = row
        self.link = link
        self.binder = binder
        refusal = row.iOSOnlyReason(hostDrawsCustomViews: binder.drawsCustomViews)
        view = RowView(row: row)
        if refusal == nil { view.addTrailing(Self.markImage()) }
        view.listRow.isActivatable = true
        view.listRow.tooltip = link.url
    }

    var listRows: [ListBoxRow] { [view.listRow] }

    func update(_ state: RowState) {
        view.show(state)
        if let refusal {
            view.listRow.isSensitive = false
            view.setSubtitle(refusal)
        }
    }

    func activate(_ listRow: ListBoxRow) {
        guard let url = link.url, !url.isEmpty else {
            binder?.showError(row.title.map { tr("%s has no address to open.", $0) } ?? tr("This link has no address to open."))
            return
        }
        binder?.openLink(url)
    }
}
