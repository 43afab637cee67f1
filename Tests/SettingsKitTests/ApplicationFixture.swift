import Foundation
@testable import SettingsKit

/// Data folders for one test, as an application's package and a user would fill them: `user`
/// (XDG_DATA_HOME) and `system`, `vendor` (XDG_DATA_DIRS, in that order), in a fresh temporary
/// folder removed when released. Paths are relative to the fixture's folder.
final class ApplicationFixture {
    let files = BundleFixture()
    var base: URL { files.base }

    var environment: [String: String] {
        // Flatpak's installations are the fixture's too (the user's is `user/flatpak`), never the machine's.
        ["HOME": path("home"), "XDG_DATA_HOME": path("user"), "XDG_DATA_DIRS": path("system") + ":" + path("vendor"),
         "FLATPAK_SYSTEM_DIR": path("flatpak-system"), "FLATPAK_CONFIG_DIR": path("flatpak-config")]
    }

    func path(_ relative: String) -> String { files.url(relative).path }

    /// `DATA/bundle-settings/apps/ID/BUNDLE/Root.plist` with one toggle titled `rowTitle` (and the
    /// page's `extra` keys); returns the application's folder, relative.
    @discardableResult
    func install(_ id: String, in data: String = "system", bundle: String = "Settings.bundle", rowTitle: String = "Dark Mode",
                 extra: [String: Any] = [:]) -> String {
        let folder = data + "/bundle-settings/apps/" + id
        files.page(folder + "/" + bundle + "/Root.plist",
                   [["Type": "PSToggleSwitchSpecifier", "Title": rowTitle, "Key": "dark", "DefaultValue": false]], extra: extra)
        return folder
    }

    /// `DATA/applications/ID.desktop` with `Name` and any more lines (`Name[de]=…`, `Icon=…`).
    func desktopEntry(_ id: String, in data: String = "system", name: String, _ lines: String...) {
        files.text(data + "/applications/" + id + ".desktop",
                   (["[Desktop Entry]", "Type=Application", "Exec=true", "Name=" + name] + lines).joined(separator: "\n") + "\n")
    }

    func scan(languages: [String] = ["en"]) -> ApplicationCatalog {
        ApplicationCatalog.scan(environment: environment, languages: languages)
    }
}
