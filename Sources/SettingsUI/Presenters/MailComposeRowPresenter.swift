import GtkKit
import SettingsKit

/// `IASKMailComposeSpecifier`: an activatable row that opens the desktop's mail client on a
/// `mailto:` link with the row's recipients, subject and body (RFC 6068).
@MainActor
final class MailComposeRowPresenter: RowPresenter {
    let row: Row
    private let mail: MailComposeRow
    private let view: RowView
    private weak var binder: PageBinder?

    init(row: Row, mail: MailComposeRow, binder: PageBinder) {
        self.row = row
        self.mail = mail
        self.binder = binder
        view = RowView(row: row)
        view.addTrailing(OpenURLRowPresenter.markImage())
        view.listRow.isActivatable = true
        if !mail.to.isEmpty { view.listRow.tooltip = mail.to.joined(separator: ", ") }
    }

    var listRows: [ListBoxRow] { [view.listRow] }

    func update(_ state: RowState) {
        view.show(state)
    }

    func activate(_ listRow: ListBoxRow) {
        binder?.openLink(MailtoLink.uri(for: mail))
    }
}
