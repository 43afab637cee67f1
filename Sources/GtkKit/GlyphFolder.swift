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
    /// Drawn for the display's scale once the image is in a window (realized), and again when
    /// the window moves to a screen of another scale, as a themed icon is.
    public func image(_ name: String, size: Int32 = 16) -> Image? {
        guard gtk_icon_theme_has_icon(theme, name) != 0 else { return nil }
        let icon = lookUp(name, size: size, scale: 1)
        let image = Image(paintable: icon)
        g_object_unref(UnsafeMutableRawPointer(icon))
        var shownScale: Int32 = 1
        let showForScale: @MainActor (Image) -> Void = { [self] image in
            let scale = gtk_widget_get_scale_factor(image.pointer)
            guard scale != shownScale else { return }
            shownScale = scale
            let icon = lookUp(name, size: size, scale: scale)
            gtk_image_set_from_paintable(image.opaque, icon)
            g_object_unref(UnsafeMutableRawPointer(icon))
        }
        image.on("realize") { [weak image] in if let image { showForScale(image) } }
        image.on("notify::scale-factor") { [weak image] (_: UnsafeMutableRawPointer?) in if let image { showForScale(image) } }
        return image
    }

    /// The glyph `name` at `size` and `scale`: a reference the caller drops.
    private func lookUp(_ name: String, size: Int32, scale: Int32) -> OpaquePointer {
        gtk_icon_theme_lookup_icon(theme, name, nil, size, scale, GTK_TEXT_DIR_NONE, GtkIconLookupFlags(0))
    }
}
