import CGtk

/// How selectable labels behave on the default display.
@MainActor
public enum LabelSelection {
    /// Whether a selectable label selects all of its text when it gets focus (GTK's default).
    /// Off, a footer that Tab focuses does not show its whole text selected.
    public static func setSelectsAllOnFocus(_ selects: Bool) {
        guard let settings = gtk_settings_get_default() else { return }
        bs_object_set_boolean(UnsafeMutableRawPointer(settings), "gtk-label-select-on-focus", selects ? 1 : 0)
    }

}
