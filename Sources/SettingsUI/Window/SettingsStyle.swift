import GtkKit

/// The application's CSS (`style.css`): the GNOME look plain GTK 4.8 lacks (boxed lists, row
/// padding, headings, footers).
@MainActor
public enum SettingsStyle {
    public static let fileName = "style.css"

    @discardableResult
    public static func load(resourcesDirectory: String) -> Bool {
        StyleSheet.load(path: resourcesDirectory + "/" + fileName)
    }
}
