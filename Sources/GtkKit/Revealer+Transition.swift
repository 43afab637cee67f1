import CGtk

extension Revealer {
    /// How a revealer shows and hides its child (GtkRevealerTransitionType).
    public enum Transition: Sendable {
        /// In from below, out downwards.
        case slideUp

        var gtkValue: GtkRevealerTransitionType {
            switch self {
            case .slideUp: GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP
            }
        }
    }
}
