import CGtk

/// Whether GTK animates in this process (slides, fades, GtkSettings' `gtk-enable-animations`).
@MainActor
public enum Animations {
    /// Off, a slide or a fade ends at once (tests then see its end state); true without GTK's
    /// settings, before GTK is initialised.
    public static var areEnabled: Bool {
        get {
            guard let settings = gtk_settings_get_default() else { return true }
            return bs_object_get_boolean(UnsafeMutableRawPointer(settings), "gtk-enable-animations") != 0
        }
        set {
            guard let settings = gtk_settings_get_default() else { return }
            bs_object_set_boolean(UnsafeMutableRawPointer(settings), "gtk-enable-animations", newValue ? 1 : 0)
        }
    }
}
