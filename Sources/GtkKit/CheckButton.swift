import CGtk

/// A GtkCheckButton without a label of its own (the row's title names it).
@MainActor
public final class CheckButton: Widget, OnOffControl {
    public init() {
        super.init(gtk_check_button_new())
    }

    public var isOn: Bool {
        get { gtk_check_button_get_active(gtkCast(pointer, to: GtkCheckButton.self)) != 0 }
        set { gtk_check_button_set_active(gtkCast(pointer, to: GtkCheckButton.self), newValue ? 1 : 0) }
    }

    public func onToggled(_ handler: @escaping @MainActor () -> Void) {
        on("toggled", handler)
    }
}
