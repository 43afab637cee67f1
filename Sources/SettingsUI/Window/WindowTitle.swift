import CGLib
import SettingsKit

/// The window's title, as the window switcher and the desktop's overview show it: it tells
/// one bundle's window from another's. An installed application's window is titled with its
/// name (`--app`, a row of the hub); a bundle's with its application's name (the `.app`
/// around it, `--title`, the folder `--bundle` named). A bundle whose folder names nothing
/// (`…/Settings.bundle`, titled "Settings" in the window) gets its folder after the word,
/// "Settings (~/src/vlc/Resources/iOS)", cut in the middle to `folderLimit` characters: the
/// header bar keeps the short name.
enum WindowTitle {
    static let folderLimit = 48

    @MainActor
    static func of(controller: SettingsController, folder: String, application: InstalledApplication?) -> String {
        if let application { return ShownText.bounded(application.displayName, as: .line) }
        let name = controller.applicationName
        guard name == tr("Settings") else { return ShownText.bounded(name, as: .line) }
        let around = BundleLocationNames.isGeneric(PathText.lastComponent(of: folder)) ? PathText.parent(of: folder) : folder
        // Translators: a window's title, the bundle's name and (in brackets) its folder: "Settings (~/src/vlc/iOS)".
        return tr("%1$s (%2$s)", name, cutInMiddle(RecentBundles.shortened(around, home: String(cString: g_get_home_dir()))))
    }

    static func cutInMiddle(_ text: String) -> String {
        guard text.count > folderLimit else { return text }
        let kept = folderLimit - 1
        return String(text.prefix(kept / 3)) + "…" + String(text.suffix(kept - kept / 3))
    }
}
