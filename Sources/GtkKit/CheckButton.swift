import CGtk

/// A GtkCheckButton without a label of its own (the row's title names it).
@MainActor
public final class CheckButton: Widget {
    public init() {
        super.init(gtk_check_button_new())
    }

    public var isActive: Bool {
        get { gtk_check_button_get_active(gtkCast(pointer, to: GtkCheckButton.self)) != 0 }
        set { gtk_check_button_set_active(gtkCast(pointer, to: GtkCheckButton.self), newValue ? 1 : 0) }
    }

    /// Called after the state changed, by the user or by `isActive`.
    public func onToggled(_ handler: @escaping @MainActor () -> Void) {
        on("toggled", handler)
    }
}
