import CGtk

extension Button {
    /// The text a button made with `init(label:)` shows (and is named by).
    public var label: String {
        get { gtk_button_get_label(gtkCast(pointer, to: GtkButton.self)).map { String(cString: $0) } ?? "" }
        set { gtk_button_set_label(gtkCast(pointer, to: GtkButton.self), newValue) }
    }
}
