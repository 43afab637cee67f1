import GtkKit

/// The window's actions (`win.…`), what its menu items and shortcuts run. They live on the
/// window, not on the application, so a host application embedding the window keeps its own
/// `app.about`, and a window without an application (tests, hosts) has them too.
enum WindowAction: String, CaseIterable {
    case restoreDefaults = "restore-defaults"
    case undo
    case showShortcuts = "show-help-overlay"
    case about

    static let prefix = "win"

    var detailedName: String { "\(Self.prefix).\(rawValue)" }

    /// Keys that run the action anywhere in the window (GTK's accelerator syntax).
    var accelerators: [String] {
        switch self {
        case .restoreDefaults, .about: []
        // Entries handle Ctrl+Z themselves first (their own undo), so this never takes it from them.
        case .undo: ["<Control>z"]
        case .showShortcuts: ["<Control>question"]
        }
    }
}

/// Installs the actions on a window with their shortcuts.
@MainActor
final class WindowActions {
    private let group: ActionGroup

    init(on window: Window, handlers: [WindowAction: @MainActor () -> Void]) {
        group = ActionGroup(insertedOn: window, prefix: WindowAction.prefix)
        let shortcuts = ShortcutController(on: window)
        for action in WindowAction.allCases {
            guard let handler = handlers[action] else { continue }
            group.add(action.rawValue, handler)
            for accelerator in action.accelerators { shortcuts.add(accelerator, action: action.detailedName) }
        }
    }

    func setEnabled(_ action: WindowAction, _ enabled: Bool) { group.setEnabled(action.rawValue, enabled) }
    func isEnabled(_ action: WindowAction) -> Bool { group.isEnabled(action.rawValue) }
}
