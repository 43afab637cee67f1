import CGtk

/// Which way a box, a scale or a layout runs (GtkOrientation).
public enum Orientation: Sendable {
    case horizontal, vertical

    var gtkValue: GtkOrientation {
        switch self {
        case .horizontal: GTK_ORIENTATION_HORIZONTAL
        case .vertical: GTK_ORIENTATION_VERTICAL
        }
    }
}
