import GtkKit
import SettingsKit

/// Making the pages of the stack from what they show (`PageOrigin`), the one way pages are
/// made, so live reload can make them again.
extension SettingsWindow {
    /// The page `origin` shows now; nil for the Problems page before the check has run.
    func makePage(_ origin: PageOrigin) -> PageView? { binder.makePage(origin) }

    /// The pages only the window makes: what the check of the bundle found.
    func makeOwnPage(_ origin: PageOrigin) -> PageView? {
        guard case .problems = origin, let problems else { return nil }
        let places = ProblemPlaces(root: session.rootPage, pageNamed: session.page(named:))
        return ProblemsPage.makePage(problems, places: places) { [weak self] target in self?.open(target) }
    }

    func push(_ origin: PageOrigin, returningFocusTo focus: Widget?) {
        binder.push(origin, returningFocusTo: focus)
    }

    /// Opens `target`'s page from Root, page after page (so Back retraces the way), and
    /// focuses its row: a search result's, a problem's.
    func open(_ target: SearchTarget) {
        while navigation.pages.count > 1 { navigation.pop() }
        for step in target.steps {
            let opener = navigation.current?.listRow(forRowAt: step.openerRow, choice: nil)
            // Made as a child pane row makes it (`PageOrigin`), so live reload and the store's
            // banner treat it as any page.
            push(.bundlePage(name: step.page, title: step.title), returningFocusTo: opener)
        }
        guard let page = navigation.current,
              let row = (target.isListAddRow ? page.addRow(ofListAt: target.row) : nil)
                ?? page.listRow(forRowAt: target.row, choice: target.choice) else { return }
        page.reveal(row)
    }

    /// Whether rows can be edited: not while the store cannot be read. Pages still scroll, and
    /// the header bar still goes back.
    func setEditable(_ editable: Bool) {
        binder.setEditable(editable)
        commands?.actions.setEnabled("restore-defaults", editable && session is DefaultsRestoring)
    }
}
