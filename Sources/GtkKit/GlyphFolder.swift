import CGtk

/// Glyphs the application ships itself, for those the icon theme lacks: symbolic SVGs in a
/// folder laid out as an icon theme's base folder (`hicolor/scalable/actions/…`), looked up by
/// an icon theme of their own that reads that folder only (as a theme: a loose file in a search
/// folder is found, but not drawn as a symbolic icon). Not added to
/// the display's icon theme: a folder added to its search path makes GTK read every theme
/// again, which took 20 ms of a processor at start-up, as much as the rest of the start page's
/// extra work; and a file icon is not recoloured, so it stayed dark in a dark window. A glyph
/// found by a theme is a symbolic icon, drawn in the colours of the widget's style.
@MainActor
public final class GlyphFolder {
    private let theme: OpaquePointer

    public init(path: String) {
        theme = gtk_icon_theme_new()
        path.withCString { folder in
            var folders: [UnsafePointer<CChar>?] = [folder, nil]
            gtk_icon_theme_set_search_path(theme, &folders)
        }
    }

    isolated deinit { g_object_unref(UnsafeMutableRawPointer(theme)) }

    /// An image of the glyph `name` at `size` pixels; nil when the folder has none of that name.
    public func image(_ name: String, size: Int32 = 16) -> Image? {
        guard gtk_icon_theme_has_icon(theme, name) != 0,
              let icon = gtk_icon_theme_lookup_icon(theme, name, nil, size, 1, GTK_TEXT_DIR_NONE, GtkIconLookupFlags(0)) else {
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(icon)) }
        return Image(paintable: icon)
    }
}
