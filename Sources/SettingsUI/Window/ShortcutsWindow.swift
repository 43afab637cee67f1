import CGLib
import GtkKit
import SettingsKit

/// The Keyboard Shortcuts window (Ctrl+?): every key the settings window answers to.
/// GTK 4.8 builds a GtkShortcutsWindow's sections only from GtkBuilder XML, so the list is
/// written as XML here, with titles translated through `tr` (not GtkBuilder's own
/// `translatable`, which would look in GTK's domain, not ours).
@MainActor
enum ShortcutsWindow {
    struct Shortcut {
        /// GTK accelerators, several separated by spaces (`<Alt>Left Escape`).
        let accelerators: String
        let title: String
    }

    struct Group {
        let title: String
        let shortcuts: [Shortcut]
    }

    static let objectID = "help_overlay"

    /// What the settings window lists. Ctrl+F (search) and Ctrl+O (open a bundle) are bound by
    /// the search and start-page code.
    static var groups: [Group] {
        [
            general,
            // Translators: a group of the Keyboard Shortcuts window: the keys of the settings pages.
            Group(title: tr("Settings"), shortcuts: [
                Shortcut(accelerators: "<Control>f", title: tr("Search all pages")),
                Shortcut(accelerators: SettingsWindow.backAccelerator + " Escape", title: tr("Go back to the previous page")),
                Shortcut(accelerators: "<Control>z", title: tr("Undo a deletion or Restore Defaults")),
                // Translators: in the Keyboard Shortcuts window; Alt+Delete also works while editing a text item.
                Shortcut(accelerators: "Delete <Alt>Delete", title: tr("Delete the focused list item")),
                Shortcut(accelerators: "Menu <Shift>F10", title: tr("Open the menu of the focused list item")),
                // Translators: in the Keyboard Shortcuts window: Enter on an inline date picker's row moves into its calendar and time; Escape goes back to the row.
                Shortcut(accelerators: "Return", title: tr("Edit the date or time shown in a row")),
            ]),
        ]
    }

    /// The keys of every window, the launcher's (start and status pages) too.
    static var general: Group {
        Group(title: tr("General"), shortcuts: [
            Shortcut(accelerators: "F10", title: tr("Open the main menu")),
            Shortcut(accelerators: "<Control>question", title: tr("Show keyboard shortcuts")),
            Shortcut(accelerators: "<Control>o", title: tr("Open a settings bundle")),
            Shortcut(accelerators: "<Control>w", title: tr("Close the window")),
            Shortcut(accelerators: "<Control>q", title: tr("Quit")),
        ])
    }

    /// The hub's keys: its search across applications.
    static var hub: Group {
        Group(title: tr("Applications"), shortcuts: [
            Shortcut(accelerators: "<Control>f", title: tr("Search all settings")),
        ])
    }

    static func make(_ groups: [Group] = groups) -> BuilderWindow? {
        BuilderWindow(xml: xml(groups), id: objectID)
    }

    static func xml(_ groups: [Group]) -> String {
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <interface>
              <object class="GtkShortcutsWindow" id="\(objectID)">
                <property name="modal">1</property>
                <child>
                  <object class="GtkShortcutsSection">
                    <property name="section-name">shortcuts</property>
                    <property name="max-height">12</property>

            """
        for group in groups {
            xml += "            <child><object class=\"GtkShortcutsGroup\">\n"
            xml += "              <property name=\"title\">\(escaped(group.title))</property>\n"
            for shortcut in group.shortcuts {
                xml += "              <child><object class=\"GtkShortcutsShortcut\">"
                xml += "<property name=\"title\">\(escaped(shortcut.title))</property>"
                xml += "<property name=\"accelerator\">\(escaped(shortcut.accelerators))</property>"
                xml += "</object></child>\n"
            }
            xml += "            </object></child>\n"
        }
        xml += """
                  </object>
                </child>
              </object>
            </interface>

            """
        return xml
    }

    /// Text as XML character data (translations may hold `&` or `<`), as GtkBuilder's own
    /// parser (GMarkup) reads it back.
    private static func escaped(_ text: String) -> String {
        guard let escaped = g_markup_escape_text(text, -1) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }
}
