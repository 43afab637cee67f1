import CGtk

/// Where a widget sits in the room its parent gives it, along one axis (GtkAlign).
public enum Alignment: Sendable {
    /// Takes all the room (GTK's default).
    case fill
    case start, center, end

    var gtkValue: GtkAlign {
        switch self {
        case .fill: GTK_ALIGN_FILL
        case .start: GTK_ALIGN_START
        case .center: GTK_ALIGN_CENTER
        case .end: GTK_ALIGN_END
        }
    }
}
