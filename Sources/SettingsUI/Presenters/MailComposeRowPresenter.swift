import GtkKit
import SettingsKit

/// `IASKMailComposeSpecifier`: an activatable row that opens the desktop's mail client on a
/// `mailto:` link with the row's recipients, subject and body (RFC 6068).
@MainActor
final class MailComposeRowPresenter: SingleRowPresenter, RowPresenter {
    private let mail: MailComposeRow

    init(row: Row, mail: MailComposeRow, binder: PageBinder) {
        self.mail = mail
        super.init(row: row, binder: binder)
        view.addTrailing(OpenURLRowPresenter.markImage())
        view.listRow.isActivatable = true
        if !mail.to.isEmpty { view.listRow.tooltip = mail.to.joined(separator: ", ") }
    }

    func update(_ state: RowState) {
        view.show(state)
    }

    func activate(_ listRow: ListBoxRow) {
        binder?.openLink(MailtoLink.uri(for: mail))
    }
}
