import GtkKit
import SettingsKit

/// `IASKOpenURLSpecifier`: an activatable row marked as opening elsewhere; activating it hands
/// the URL to the desktop's browser (or mail client for `mailto:`).
@MainActor
final class OpenURLRowPresenter: SingleRowPresenter, RowPresenter {
    /// Our own glyph (`Resources/icons`): Adwaita 43 has no external-link icon, and its
    /// share glyph (`send-to`) says "send", not "opens elsewhere".
    static let mark = "bundle-settings-external-link-symbolic"

    /// The mark beside rows that open elsewhere (links, mail, web pages).
    static func markImage() -> Image { SettingsStyle.glyph(mark, fallback: "send-to-symbolic") }

    private let link: OpenURLRow
    /// Why the link cannot be opened here (only `--inspect` shows such a row).
    private let refusal: String?

    init(row: Row, link: OpenURLRow, binder: PageBinder) {
        self.link = link
        refusal = row.iOSOnlyReason(hostDrawsCustomViews: binder.drawsCustomViews)
        super.init(row: row, binder: binder)
        if refusal == nil { view.addTrailing(Self.markImage()) }
        view.listRow.isActivatable = true
        view.listRow.tooltip = link.url
    }

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
