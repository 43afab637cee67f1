import CGtk

/// A GtkSpinButton over whole numbers (hours, minutes): type, arrow keys, or +/− buttons.
@MainActor
public final class SpinButton: Widget {
    /// `wraps`: going past the maximum starts again at the minimum (minutes after 59).
    public init(minimum: Int, maximum: Int, step: Int, wraps: Bool = true) {
        super.init(gtk_spin_button_new_with_range(Double(minimum), Double(maximum), Double(max(step, 1))))
        gtk_spin_button_set_digits(opaque, 0)
        gtk_spin_button_set_numeric(opaque, 1)
        gtk_spin_button_set_wrap(opaque, wraps ? 1 : 0)
        gtk_spin_button_set_snap_to_ticks(opaque, 1)
        gtk_editable_set_width_chars(opaque, 2)
    }

    public var value: Int {
        get { Int(gtk_spin_button_get_value_as_int(opaque)) }
        set { gtk_spin_button_set_value(opaque, Double(newValue)) }
    }

    /// Shows numbers with leading zeros to `digits` places (minutes as 05).
    public func padValues(to digits: Int) {
        let callback: @convention(c) (OpaquePointer?, gpointer?) -> gboolean = padSpinValue
        g_object_set_data(UnsafeMutablePointer<GObject>(opaque), "bs-pad-digits", gpointer(bitPattern: digits))
        g_signal_connect_data(raw, "output", unsafeBitCast(callback, to: GCallback.self), nil, nil, GConnectFlags(0))
    }

    /// Called after the value changed, by the user or by `value`.
    public func onValueChanged(_ handler: @escaping @MainActor () -> Void) {
        on("value-changed", handler)
    }
}

private func padSpinValue(_ spin: OpaquePointer?, _ data: gpointer?) -> gboolean {
    guard let spin else { return 0 }
    let digits = Int(bitPattern: g_object_get_data(UnsafeMutablePointer<GObject>(spin), "bs-pad-digits"))
    let value = Int(gtk_spin_button_get_value_as_int(spin))
    var text = String(value)
    while text.count < digits { text = "0" + text }
    gtk_editable_set_text(spin, text)
    return 1
}
