import CGtk

/// Icons the application ships itself, for glyphs the icon theme lacks.
@MainActor
public enum IconSearchPath {
    /// Adds `path` (a folder laid out as an icon theme's base folder, `hicolor/scalable/…`) to
    /// where the default display's icon theme looks. Answers false when there is no display.
    @discardableResult
    public static func add(_ path: String) -> Bool {
        guard let display = gdk_display_get_default() else { return false }
        gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), path)
        return true
    }
}
