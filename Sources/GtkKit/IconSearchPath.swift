import CGtk
import Dispatch

/// Icons the application ships itself, for glyphs the icon theme lacks.
@MainActor
public enum IconSearchPath {
    /// Adds `path` (a folder laid out as an icon theme's base folder, `hicolor/scalable/…`) to
    /// where the default display's icon theme looks. Answers false when there is no display.
    ///
    /// A new search path makes GTK read its themes again, on whichever thread asks first; the
    /// read is started here on a thread of its own (GtkIconTheme takes lookups from any thread
    /// once set up), so the window is built meanwhile. Asked first by the main thread, the read
    /// held up the start page's first frame by 14 ms.
    @discardableResult
    public static func add(_ path: String) -> Bool {
        guard let display = gdk_display_get_default(), let theme = gtk_icon_theme_get_for_display(display) else { return false }
        gtk_icon_theme_add_search_path(theme, path)
        let reference = UncheckedThemeReference(theme: g_object_ref(UnsafeMutableRawPointer(theme)))
        DispatchQueue.global(qos: .userInitiated).async {
            _ = gtk_icon_theme_has_icon(OpaquePointer(reference.theme), "image-missing")
            g_object_unref(reference.theme)
        }
        return true
    }
}

/// The icon theme handed to the reading thread (GtkIconTheme locks itself for lookups).
private struct UncheckedThemeReference: @unchecked Sendable {
    let theme: UnsafeMutableRawPointer?
}
