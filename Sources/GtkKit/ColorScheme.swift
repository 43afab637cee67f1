import CGtk

/// The desktop's light or dark style preference.
@MainActor
public enum ColorScheme {
    /// Follows the desktop's light/dark preference from now on (see the C shim: GTK 4.8 alone
    /// reads only `gtk-application-prefer-dark-theme` from its settings files).
    public static func followDesktop() { bs_follow_color_scheme() }

    /// Whether GTK currently uses the dark variant of the theme.
    public static var prefersDark: Bool { bs_prefers_dark_theme() != 0 }
}
