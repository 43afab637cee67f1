import CGtk

extension Stack {
    /// How a stack shows the child it switches to (GtkStackTransitionType).
    public enum Transition: Sendable {
        case none, crossfade
        /// The new child comes in from the right (going deeper) or the left (going back).
        case slideLeft, slideRight

        var gtkValue: GtkStackTransitionType {
            switch self {
            case .none: GTK_STACK_TRANSITION_TYPE_NONE
            case .crossfade: GTK_STACK_TRANSITION_TYPE_CROSSFADE
            case .slideLeft: GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT
            case .slideRight: GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT
            }
        }
    }
}
