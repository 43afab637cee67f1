import GtkKit

/// The application's CSS (`style.css`): the GNOME look plain GTK 4.8 lacks (boxed lists, row
/// padding, headings, footers), and the glyphs Adwaita 43 lacks (`icons/`).
@MainActor
public enum SettingsStyle {
    public static let fileName = "style.css"
    public static let iconsFolder = "icons"

    @discardableResult
    public static func load(resourcesDirectory: String) -> Bool {
        IconSearchPath.add(resourcesDirectory + "/" + iconsFolder)
        return StyleSheet.load(path: resourcesDirectory + "/" + fileName)
    }
}
