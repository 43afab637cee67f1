import CGtk

/// A GtkCheckButton without a label of its own (the row's title names it), or with one (a
/// flag among several of one row).
@MainActor
public final class CheckButton: Widget, OnOffControl {
    public init() {
        super.init(gtk_check_button_new())
    }

    public init(label: String) {
        super.init(gtk_check_button_new_with_label(label))
    }

    public var isOn: Bool {
        get { gtk_check_button_get_active(gtkCast(pointer, to: GtkCheckButton.self)) != 0 }
        set { gtk_check_button_set_active(gtkCast(pointer, to: GtkCheckButton.self), newValue ? 1 : 0) }
    }

    public func onToggled(_ handler: @escaping @MainActor () -> Void) {
        on("toggled", handler)
    }
}
