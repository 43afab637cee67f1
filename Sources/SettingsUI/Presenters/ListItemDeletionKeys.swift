import GtkKit

/// The keys that delete a list group's focused element, so that its delete button need not be
/// a Tab stop of its own: Delete on the element's row (or on its menu of choices), and
/// Alt+Delete everywhere in it, text elements too, whose entry keeps Delete for the text.
/// Both go through the button's own deletion, with its Undo.
@MainActor
enum ListItemDeletionKeys {
    static let accelerators = ["Delete", "KP_Delete", "<Alt>Delete", "<Alt>KP_Delete"]

    static func install(on row: ListBoxRow, button: Button, delete: @escaping @MainActor () -> Void) {
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
    }
}
