import GtkKit

/// The application's CSS (`style.css`): the GNOME look plain GTK 4.8 lacks (boxed lists, row
/// padding, headings, footers), and the glyphs Adwaita 43 lacks (`icons/`).
@MainActor
public enum SettingsStyle {
    public static let fileName = "style.css"
    public static let iconsFolder = "icons"
    /// Our glyphs, once `load` is told where the resources are.
    private static var glyphs: GlyphFolder?

    @discardableResult
    public static func load(resourcesDirectory: String) -> Bool {
        glyphs = GlyphFolder(path: resourcesDirectory + "/" + iconsFolder)
        return StyleSheet.load(path: resourcesDirectory + "/" + fileName)
    }

    /// An image of our glyph `name` (`…-symbolic`); the theme's icon `fallback` when ours are
    /// not installed.
    static func glyph(_ name: String, fallback: String) -> Image {
        glyphs?.image(name) ?? Image(iconName: fallback)
    }
}
