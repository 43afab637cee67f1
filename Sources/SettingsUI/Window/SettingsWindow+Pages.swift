import GtkKit
import SettingsKit

/// Making the pages of the stack from what they show (`PageOrigin`), the one way pages are
/// made, so live reload can make them again.
extension SettingsWindow {
    /// The page `origin` shows now; nil for the Problems page before the check has run.
    func makePage(_ origin: PageOrigin) -> PageView? {
        let page: PageView
        switch origin {
        case .root:
            page = SettingsPageBuilder.makePage(session.rootPage, title: applicationName, host: self)
        case .bundlePage(let name, let title):
            page = SettingsPageBuilder.makePage(session.page(named: name), title: title, host: self)
        case .choices(let row, let multiValue):
            page = ChoicesPage.makePage(for: row, multiValue, host: self)
        case .problems:
            guard let problems else { return nil }
            page = ProblemsPage.makePage(problems)
        }
        page.origin = origin
        page.column.isSensitive = storeBanner?.isEditable ?? true
        return page
    }

    func push(_ origin: PageOrigin, returningFocusTo focus: Widget?) {
        guard let page = makePage(origin) else { return }
        navigation.push(page, returningFocusTo: focus)
    }

    /// Whether rows can be edited: not while the store cannot be read. Pages still scroll, and
    /// the header bar still goes back.
    func setEditable(_ editable: Bool) {
        for page in navigation.pages { page.column.isSensitive = editable }
        commands?.actions.setEnabled("restore-defaults", editable && session is DefaultsRestoring)
    }

    /// Whether broken rows show in place (for the bundle's author) or are left out, as
    /// Settings.app leaves them out.
    var showsBundleErrors: Bool { mode == .inspect }
}
