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
/// Screen readers: the frame has the accessible role ALERT (AT-SPI role "alert"), is named by
/// the message, holds the Undo and close buttons, and is in the accessibility tree only while
/// it shows, so a screen reader's review finds it and Tab into it reads it with its context.
/// Speaking it unasked is what GTK 4.8 cannot do: Orca speaks an alert or notification on
/// `object:state-changed:showing`, which GTK 4.8 emits only for toplevel windows
/// (`gtkatspicontext.c`, state change HIDDEN); a widget shown inside a window is at most an
/// `object:children-changed:add` of its parent, which Orca does not speak (under AT-SPI in the
/// tests, showing the frame emitted no event at all), and 4.8 has neither live regions nor
/// `gtk_accessible_announce` (4.14). A toplevel of its own cannot sit over the window on
/// Wayland, and taking focus to make Orca read it would break the rule that toasts never take
/// focus. `bs_accessible_announce` speaks the message wherever GTK 4.14 or later is found at
/// run time (the shim looks the function up, so this build needs nothing newer).
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
    private var undo: (@MainActor () -> Void)? {
        didSet { if (undo == nil) != (oldValue == nil) { onUndoAvailabilityChange?(undo != nil) } }
    }
    /// Told whether an Undo is on offer (the window's Undo action follows it).
    var onUndoAvailabilityChange: (@MainActor (Bool) -> Void)?
    private var timer: UInt32?
    private var isHovered = false
    private var containsFocus = false

    init() {
        message.setWraps(true)
        message.alignToStart()
        message.setExpands(horizontally: true)
        closeButton.addStyleClass("flat")
        let box = Box(.horizontal, spacing: 12)
        box.append(message)
        box.append(undoButton)
        box.append(closeButton)
        frame = Frame(child: box, accessibleRole: .alert)
        frame.addStyleClass("app-notification")
        frame.addStyleClass("bottom-notification")
        frame.isVisible = false
        widget = Revealer(child: frame, transition: .slideUp, milliseconds: 200)
        widget.setAlignment(horizontal: .center, vertical: .end)

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
        // Out of the accessibility tree once it has slid away, so no stale notification is found.
        widget.onTransitionFinished { [weak self] in
            guard let self, !widget.revealsChild, !widget.childRevealed else { return }
            frame.isVisible = false
        }
    }

    var isShown: Bool { widget.revealsChild }

    /// Shows `text`, with an Undo button running `undo` when given, replacing any notification
    /// showing.
    func show(_ text: String, undo: (@MainActor () -> Void)?) {
        self.undo = undo
        message.show(text, as: .line)
        undoButton.isVisible = undo != nil
        frame.setAccessibleLabel(text)
        frame.isVisible = true
        widget.revealsChild = true
        frame.announce(text)
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
        widget.revealsChild = false
        // Focus inside would go with the frame: hide it at once and move focus on.
        if containsFocus, widget.isInWindow {
            frame.isVisible = false
            widget.moveWindowFocusForward()
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
