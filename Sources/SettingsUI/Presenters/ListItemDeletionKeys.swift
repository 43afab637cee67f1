import GtkKit
import SettingsKit

/// The keys that delete a list group's focused element, so that its delete button need not be
/// a Tab stop of its own: Delete on the element's row (or on its menu of choices), and
/// Alt+Delete everywhere in it, text elements too, whose entry keeps Delete for the text; and
/// the row's context menu (right click, Menu, Shift+F10), where a keyboard user looks for what a
/// row can do (its Delete shows no key beside it: "Delete   Delete" reads as a stutter, and
/// Keyboard Shortcuts lists the key). All go through the button's own deletion,
/// with its Undo.
@MainActor
enum ListItemDeletionKeys {
    static let accelerators = ["Delete", "KP_Delete", "<Alt>Delete", "<Alt>KP_Delete"]

    /// Answers the row's context menu, which the caller keeps.
    static func install(on row: ListBoxRow, button: Button, delete: @escaping @MainActor () -> Void) -> ContextMenu {
        let menu = ContextMenu(on: row)
        // Translators: the item of a list element's context menu (right click, Menu key) that deletes it.
        menu.add(tr("_Delete"), name: "delete") { [weak row] in
            guard row?.isSensitive == true else { return }
            delete()
        }
        // Still clickable and named ("Delete red"), but not a second stop in the row.
        button.isFocusable = false
        let shortcuts = ShortcutController(on: row)
        for accelerator in accelerators {
            shortcuts.add(accelerator, handledIf: { [weak row] in
                guard row?.isSensitive == true else { return false }
                delete()
                return true
            })
        }
        return menu
    }
}
