import CGtk
import GtkKit
import SettingsKit

/// An in-window notification ("toast") at the bottom centre of the window, as the GNOME HIG
/// places toasts: a message, an Undo button when the change can be undone, and a close button.
/// Plain GTK 4.8 has no AdwToast; this is the `.app-notification` frame in a revealer that
/// GNOME applications used before libadwaita (Nautilus on GTK 4).
///
/// It goes after `timeout` milliseconds, but never while the pointer is over it or keyboard
/// focus is inside it (the time starts again when both leave). A new notification replaces the
/// one showing; closing the window cancels the timer.
///
/// Screen readers: GTK 4.8 has no `gtk_accessible_announce` (4.14). The frame has the
/// accessible role ALERT, which GTK exposes over AT-SPI as NOTIFICATION, and is named by the
/// message; it is made visible each time a notification shows, which GTK reports as the AT-SPI
/// event `object:state-changed:showing`. Orca's default script speaks an object of role
/// NOTIFICATION when that event arrives (and keeps it in its notification history), so the
/// message is read without taking the user's focus. A live region would not do: GTK 4.8 has
/// no `aria-live` property, and a label's text change is only read when it has focus.
@MainActor
final class UndoNotification {
    /// How long a notification stays, in milliseconds: about ten seconds, long enough to read it
    /// and reach Undo by keyboard.
    static let standardTimeout: UInt32 = 10_000

    let widget: Revealer
    let frame: Frame
    let message = Label()
    let undoButton = Button(label: tr("Undo"))
    let closeButton = Button(iconName: "window-close-symbolic", accessibleLabel: tr("Close Notification"))
    /// Tests shorten it.
    var timeout = UndoNotification.standardTimeout
    private var undo: (@MainActor () -> Void)?
    private var timer: UInt32?
    private var isHovered = false
    private var containsFocus = false

    init() {
        message.setWraps(true)
        message.alignToStart()
        message.setExpands(horizontally: true)
        closeButton.addStyleClass("flat")
        let box = Box(GTK_ORIENTATION_HORIZONTAL, spacing: 12)
        box.append(message)
        box.append(undoButton)
        box.append(closeButton)
        frame = Frame(child: box, accessibleRole: GTK_ACCESSIBLE_ROLE_ALERT)
        frame.addStyleClass("app-notification")
        frame.addStyleClass("bottom-notification")
        frame.isVisible = false
        widget = Revealer(child: frame, transition: GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP, milliseconds: 200)
        widget.setAlignment(horizontal: GTK_ALIGN_CENTER, vertical: GTK_ALIGN_END)

        undoButton.onClicked { [weak self] in self?.runUndo() }
        closeButton.onClicked { [weak self] in self?.dismiss() }
        frame.onHoverChange { [weak self] hovered in
            self?.isHovered = hovered
            self?.restartTimer()
        }
        frame.onFocusWithinChange { [weak self] focused in
            self?.containsFocus = focused
            self?.restartTimer()
        }
        widget.on("unrealize") { [weak self] in self?.dismiss() }
    }

    var isShown: Bool { widget.revealsChild }
    var canUndo: Bool { isShown && undo != nil }

    /// Shows `text`, with an Undo button running `undo` when given, replacing any notification
    /// showing.
    func show(_ text: String, undo: (@MainActor () -> Void)?) {
        self.undo = undo
        message.text = text
        undoButton.isVisible = undo != nil
        frame.setAccessibleLabel(text)
        // Hidden then shown again, so that a replacing notification is announced too.
        frame.isVisible = false
        frame.isVisible = true
        widget.revealsChild = true
        restartTimer()
    }

    /// Runs the Undo of the notification showing, if any (Undo button, Ctrl+Z).
    func runUndo() {
        guard let undo else { return }
        dismiss()
        undo()
    }

    func dismiss() {
        stopTimer()
        undo = nil
        guard widget.revealsChild else { return }
        // Focus inside would be lost with the frame: it goes back to the page.
        let hadFocus = containsFocus
        widget.revealsChild = false
        frame.isVisible = false
        if hadFocus, let root = gtk_widget_get_root(widget.pointer) {
            _ = gtk_widget_child_focus(gtkCast(root, to: GtkWidget.self), GTK_DIR_TAB_FORWARD)
        }
    }

    private func restartTimer() {
        stopTimer()
        guard widget.revealsChild, !isHovered, !containsFocus else { return }
        timer = MainLoopSource.once(after: timeout) { [weak self] in
            self?.timer = nil
            self?.dismiss()
        }
    }

    private func stopTimer() {
        if let timer { MainLoopSource.remove(timer) }
        timer = nil
    }
}
