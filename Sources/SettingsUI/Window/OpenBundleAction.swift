import GtkKit

/// `win.open-bundle` (Ctrl+O): opens a folder chooser and then the bundle chosen. An action, so
/// that a menu item can name it; the shortcut also works in a window of no application.
@MainActor
enum OpenBundleAction {
    static let name = "open-bundle"
    static let accelerator = "<Control>o"

    static func install(on window: Widget, shortcuts: ShortcutController, _ handler: @escaping @MainActor () -> Void) {
        window.addAction(named: name, handler)
        shortcuts.add(accelerator, handler)
    }
}
