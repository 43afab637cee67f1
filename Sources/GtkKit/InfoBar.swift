import CGtk

/// A GtkInfoBar showing an error message the user can dismiss. (Deprecated only from 4.10.)
@MainActor
public final class InfoBar: Widget {
    public let message = Label()

    public init(type: GtkMessageType) {
        super.init(gtk_info_bar_new())
        gtk_info_bar_set_message_type(opaque, type)
        gtk_info_bar_set_show_close_button(opaque, 1)
        message.setWraps(true)
        message.alignToStart()
        message.setExpands(horizontally: true)
        gtk_info_bar_add_child(opaque, message.pointer)
        isRevealed = false
        on("response") { [weak self] (_: UnsafeMutableRawPointer?) in self?.isRevealed = false }
    }

    public var isRevealed: Bool {
        get { gtk_info_bar_get_revealed(opaque) != 0 }
        set { gtk_info_bar_set_revealed(opaque, newValue ? 1 : 0) }
    }

    public func show(_ text: String) {
        message.text = text
        isRevealed = true
    }
}
