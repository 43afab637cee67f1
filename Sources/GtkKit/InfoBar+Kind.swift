import CGtk

extension InfoBar {
    /// What an info bar's message is, which its colour says (GtkMessageType).
    public enum Kind: Sendable {
        case warning, error

        var gtkValue: GtkMessageType {
            switch self {
            case .warning: GTK_MESSAGE_WARNING
            case .error: GTK_MESSAGE_ERROR
            }
        }
    }
}
