import CGtk

/// Which way text and widgets run (GtkTextDirection).
public enum TextDirection: Sendable {
    case leftToRight, rightToLeft

    var gtkValue: GtkTextDirection {
        switch self {
        case .leftToRight: GTK_TEXT_DIR_LTR
        case .rightToLeft: GTK_TEXT_DIR_RTL
        }
    }

    /// GTK's `GTK_TEXT_DIR_NONE` (no direction of its own: its parent's, or the default) reads
    /// as left to right, as GTK lays it out.
    init(_ value: GtkTextDirection) {
        self = value == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight
    }
}
