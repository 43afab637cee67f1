import CGtk

/// Application CSS for every window on the default display.
@MainActor
public enum StyleSheet {
    /// Loads the CSS file at `path`, above the theme. Answers false when there is no display
    /// or no such file; parse errors are reported by GTK on stderr and skip only the bad rule.
    @discardableResult
    public static func load(path: String) -> Bool {
        guard let display = gdk_display_get_default(), g_file_test(path, G_FILE_TEST_IS_REGULAR) != 0
        else { return false }
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_path(provider, path)
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider)
        return true
    }
}
