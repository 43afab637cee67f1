import GtkKit
import SettingsKit

/// The window's primary menu, as the GNOME HIG lays it out: the window's own commands in the
/// first sections, the standard items (Keyboard Shortcuts, About) in a section at the end.
/// Another command is one more item in `sections` and its action in `WindowActions`.
struct MainMenu {
    /// One menu item: a label with an access key, the action it runs, and the accelerator shown
    /// beside it (bound by `WindowActions`, not by the menu).
    struct Item {
        let label: String
        let action: WindowAction
    }

    var sections: [[Item]]

    /// No "…" on Restore Defaults: it acts at once, and the notification offers Undo.
    @MainActor
    static var standard: MainMenu {
        MainMenu(sections: [
            [Item(label: tr("_Restore Defaults"), action: .restoreDefaults)],
            [Item(label: tr("_Keyboard Shortcuts"), action: .showShortcuts),
             Item(label: tr("_About BundleSettings"), action: .about)],
        ])
    }

    @MainActor
    func makeModel() -> Menu {
        let menu = Menu()
        for items in sections {
            let section = Menu()
            for item in items {
                section.append(item.label, action: item.action.detailedName, accelerator: item.action.accelerators.first)
            }
            menu.appendSection(section)
        }
        return menu
    }

    /// The header-bar button that opens it: primary, so F10 opens it.
    @MainActor
    func makeButton() -> MenuButton {
        let button = MenuButton(iconName: "open-menu-symbolic", menu: makeModel(), primary: true)
        let name = tr("Main Menu")
        button.tooltip = name
        button.setAccessibleName(name)
        return button
    }
}
