import GtkKit
import SettingsKit

extension SettingsWindow {
    /// Opens a page of the bundle on top of the current one, as its child pane row would.
    func push(pageNamed name: String, title: String?, returningFocusTo focus: Widget?) {
        navigation.push(SettingsPageBuilder.makePage(session.page(named: name), title: title, host: self),
                        returningFocusTo: focus)
    }
}
