import CGtk

/// How selectable labels behave on the default display.
@MainActor
public enum LabelSelection {
    /// Whether a selectable label selects all of its text when it gets focus (GTK's default).
    /// Off, opening a page whose first focusable widget is a footer does not show it selected.
    public static func setSelectsAllOnFocus(_ selects: Bool) {
        guard let settings = gtk_settings_get_default() else { return }
        bs_object_set_boolean(UnsafeMutableRawPointer(settings), "gtk-label-select-on-focus", selects ? 1 : 0)
    }

}
