import CGtk

/// A GtkInfoBar showing an error message the user can dismiss. (Deprecated only from 4.10.)
@MainActor
public final class InfoBar: Widget {
    public let message = Label()

    /// `dismissLabel`: names the close button; nil shows none (the bar goes when its cause goes).
    public init(type: Kind, dismissLabel: String?) {
        super.init(gtk_info_bar_new())
        gtk_info_bar_set_message_type(opaque, type.gtkValue)
        message.setWraps(true)
        message.alignToStart()
        message.setExpands(horizontally: true)
        gtk_info_bar_add_child(opaque, message.pointer)
        // Our own close button: the built-in one has no accessible name ("GtkImage").
        if let dismissLabel {
            let dismiss = Button(iconName: "window-close-symbolic", accessibleLabel: dismissLabel)
            gtk_info_bar_add_action_widget(opaque, dismiss.pointer, GTK_RESPONSE_CLOSE.rawValue)
        }
        isRevealed = false
        on("response") { [weak self] (_: UnsafeMutableRawPointer?) in self?.isRevealed = false }
    }

    /// Whether the bar shows. Hidden, it is also out of the accessibility tree.
    public var isRevealed: Bool {
        get { gtk_info_bar_get_revealed(opaque) != 0 }
        set {
            if newValue { isVisible = true }
            gtk_info_bar_set_revealed(opaque, newValue ? 1 : 0)
            if !newValue { isVisible = false }
        }
    }

    /// A button after the message, for what the user can do about it. (Not an action widget:
    /// those answer "response", which closes the bar.)
    public func addAction(_ button: Button) {
        button.setAlignment(vertical: .center)
        gtk_info_bar_add_child(opaque, button.pointer)
    }

    public func show(_ text: String) {
        message.text = text
        isRevealed = true
    }
}
