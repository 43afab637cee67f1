import CGtk

extension Frame {
    /// What a frame is to assistive technologies (its GtkAccessibleRole).
    public enum Role: Sendable {
        /// A group of controls, GtkFrame's own role.
        case group
        /// An in-window notification, which screen readers announce as it appears.
        case alert

        var gtkValue: GtkAccessibleRole {
            switch self {
            case .group: GTK_ACCESSIBLE_ROLE_GROUP
            case .alert: GTK_ACCESSIBLE_ROLE_ALERT
            }
        }
    }
}
