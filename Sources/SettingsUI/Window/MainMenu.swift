import GtkKit
import SettingsKit

/// The window's primary menu, as the GNOME HIG lays it out: the window's own commands in the
/// first sections, the standard items (Keyboard Shortcuts, About) in a section at the end.
/// A command is one `Item`: its label, its action, its keys and what it runs; another one is
/// one more line in `standard(for:dialogs:)`.
struct MainMenu {
    struct Item {
        /// The label, with an access key (`_Restore Defaults`).
        let label: String
        /// The action's name in the window's action group (`restore-defaults`).
        let action: String
        /// Keys that run it anywhere in the window, in GTK's syntax; the first is shown in the menu.
        let accelerators: [String]
        /// Nil for an action installed by other code (Open Bundle…): the menu only names it.
        let run: (@MainActor () -> Void)?
        /// A check item's (Show All Settings): its first state and what a change runs.
        let toggle: (isOn: Bool, run: @MainActor (Bool) -> Void)?

        init(_ label: String, action: String, accelerators: [String] = [], run: (@MainActor () -> Void)? = nil) {
            self.label = label
            self.action = action
            self.accelerators = accelerators
            self.run = run
            toggle = nil
        }

        init(_ label: String, action: String, isOn: Bool, toggled: @escaping @MainActor (Bool) -> Void) {
            self.label = label
            self.action = action
            accelerators = []
            run = nil
            toggle = (isOn, toggled)
        }

        var detailedAction: String { WindowActions.prefix + "." + action }
    }

    var sections: [[Item]]

    var items: [Item] { sections.flatMap { $0 } }

    /// No "…" on Restore Defaults: it acts at once, and the notification offers Undo. Installed
    /// schemas' pages have Show All Settings, off at first: the keys `SchemaStateRule` hides.
    @MainActor
    static func standard(for window: SettingsWindow, dialogs: HelpDialogs) -> MainMenu {
        let showsAll = window.session.showsAllSettings
        weak let window = window
        var settings = [Item(tr("_Restore Defaults"), action: "restore-defaults") { window?.restoreDefaults() }]
        if let showsAll {
            settings.append(Item(tr("Show _All Settings"), action: showAllSettingsAction, isOn: showsAll) { window?.showAllSettings($0) })
        }
        return MainMenu(sections: [[openBundle], settings, help(dialogs)])
    }

    static let showAllSettingsAction = "show-all-settings"

    /// The launcher's (the hub and status pages): no bundle is open, so there are no defaults to
    /// restore; an item that could never be used is left out rather than greyed. The hub has
    /// Open Demo Bundle (`openDemo`), which it lists only when it has nothing else.
    @MainActor
    static func launcher(dialogs: HelpDialogs, openDemo: (@MainActor () -> Void)? = nil) -> MainMenu {
        let demo = openDemo.map { Item(tr("Open _Demo Bundle"), action: "open-demo", run: $0) }
        return MainMenu(sections: [[openBundle] + (demo.map { [$0] } ?? []), help(dialogs)])
    }

    @MainActor
    private static var openBundle: Item {
        Item(tr("_Open Bundle…"), action: OpenBundleAction.name, accelerators: [OpenBundleAction.accelerator])
    }

    /// The HIG's standard section, last.
    @MainActor
    private static func help(_ dialogs: HelpDialogs) -> [Item] {
        weak let dialogs = dialogs
        return [
            Item(tr("_Keyboard Shortcuts"), action: "show-help-overlay", accelerators: ["<Control>question"]) {
                dialogs?.showShortcuts()
            },
            Item(tr("_About Bundle Settings"), action: "about") { dialogs?.showAbout() },
        ]
    }

    @MainActor
    func makeModel() -> Menu {
        let menu = Menu()
        for items in sections {
            let section = Menu()
            for item in items { section.append(item.label, action: item.detailedAction, accelerator: item.accelerators.first) }
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
