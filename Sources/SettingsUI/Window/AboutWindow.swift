import GtkKit
import SettingsKit

/// About Bundle Settings: version, licence and translators. No website: the project holds no
/// domain, and a link to one it does not hold sends its users to whoever registers it.
@MainActor
enum AboutWindow {
    static func make() -> AboutDialog {
        let dialog = AboutDialog()
        // Translators: the application's name, as in the desktop entry's Name; usually left as it is.
        dialog.programName = tr("Bundle Settings")
        dialog.title = tr("About Bundle Settings")
        dialog.version = BuildConfiguration.version
        dialog.comments = tr("Shows the Settings.bundle of an iOS application as a native settings window")
        // Installed, the icon is in hicolor; a build run from its folder has none, and a generic
        // application icon looks better than GTK's "missing image".
        dialog.logoIconName = Image.themeHasIcon(SettingsApplication.identifier) ? SettingsApplication.identifier : "application-x-executable"
        dialog.copyright = tr("© 2026 The Bundle Settings authors")
        dialog.licenseType = .mitX11
        // Translators: replace with your names, one per line, to credit yourselves in the About
        // window ("Ana Silva <ana@example.org>"); GTK shows nothing while it stays untranslated.
        dialog.translatorCredits = tr("translator-credits")
        return dialog
    }
}
