import CGtk
import CGtkKit

/// The desktop's light or dark style preference.
@MainActor
public enum ColorScheme {
    /// Follows the desktop's light/dark preference from now on (see CGtkKit/color_scheme.c: GTK 4.8 alone
    /// reads only `gtk-application-prefer-dark-theme` from its settings files).
    public static func followDesktop() { bs_follow_color_scheme() }

    /// Whether GTK currently uses the dark variant of the theme.
    public static var prefersDark: Bool { bs_prefers_dark_theme() != 0 }
}
