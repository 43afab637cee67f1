import CGtk

/// A question before a step the user cannot easily take back, as GNOME asks it: a short
/// heading, a sentence on what will happen, Cancel and the step's own button (in the
/// destructive style), Cancel focused so Enter does not confirm by accident. Escape and closing
/// the window cancel.
@MainActor
public final class ConfirmationDialog {
    public let window = Window(application: nil)
    public let cancelButton: Button
    public let confirmButton: Button
    private var onConfirm: (@MainActor () -> Void)?

    public init(parent: Window?, heading: String, body: String, cancelLabel: String, confirmLabel: String,
                onConfirm: @escaping @MainActor () -> Void) {
        self.onConfirm = onConfirm
        cancelButton = Button(label: cancelLabel)
        confirmButton = Button(label: confirmLabel)
        confirmButton.addStyleClass("destructive-action")
        window.makeModal(over: parent)
        window.setTitle(heading)
        window.addStyleClass("confirmation")
        let content = Box(.vertical, spacing: 12)
        content.addStyleClass("confirmation-content")
        let title = Label(heading)
        title.addStyleClass("title-2")
        title.setWraps(true)
        let text = Label(body)
        text.setWraps(true)
        let buttons = Box(.horizontal, spacing: 12)
        buttons.setAlignment(horizontal: .end)
        buttons.append(cancelButton)
        buttons.append(confirmButton)
        content.append(title)
        content.append(text)
        content.append(buttons)
        window.setChild(content)
        gtk_window_set_resizable(gtkCast(window.pointer, to: GtkWindow.self), 0)
        cancelButton.onClicked { [weak self] in self?.close(confirmed: false) }
        confirmButton.onClicked { [weak self] in self?.close(confirmed: true) }
        ShortcutController(on: window).add("Escape") { [weak self] in self?.close(confirmed: false) }
        window.onCloseRequest { [weak self] in
            self?.onConfirm = nil
            return false
        }
    }

    public func present() {
        window.present()
        cancelButton.grabFocus()
    }

    private func close(confirmed: Bool) {
        let action = onConfirm
        onConfirm = nil
        window.destroy()
        if confirmed { action?() }
    }
}
