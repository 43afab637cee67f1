import GtkKit
import SettingsKit

/// What the InAppSettingsKit rows ask of the window: links, button presses, list editing.
extension SettingsWindow {
    func openLink(_ link: String) {
        do {
            try linkOpener(link)
        } catch {
            showError(error.description)
        }
    }

    func press(_ row: Row) {
        session.press(row) { [weak self] error in
            if let error { self?.showError(error.description) }
        }
    }


    func editList(_ row: Row, _ edit: (SettingsSession) throws(SettingsError) -> Void) {
        do {
            try edit(session)
        } catch {
            showError(error.description)
        }
        if let key = row.key { refresh(keys: [key]) }
    }

    func listItems(of row: Row) -> [PlistValue] { session.listItems(of: row) }

    func listItemEditor(for pageName: String, editing element: PlistValue?) -> ListItemEditor? {
        session.listItemEditor(for: pageName, editing: element)
    }

    func isHidden(_ section: Section) -> Bool { session.isHidden(section) }

    func rows(ofPage name: String) -> [Row] { session.page(named: name).rows }

    var dialogParent: Window? { window }

    func customView(for row: Row) -> Widget? { customViews?(row) }

    var drawsCustomViews: Bool { customViews != nil }
}
