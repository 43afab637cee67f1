import CGtk

/// A horizontal GtkScale over a range of real numbers.
@MainActor
public final class Scale: Widget {
    public init(minimum: Double, maximum: Double) {
        // A step of a hundredth of the range: fine enough to feel continuous, coarse enough
        // for arrow keys to move visibly.
        let step = maximum > minimum ? (maximum - minimum) / 100 : 1
        super.init(gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, minimum, maximum, step))
        gtk_scale_set_draw_value(gtkCast(pointer, to: GtkScale.self), 0)
    }

    public var value: Double {
        get { gtk_range_get_value(gtkCast(pointer, to: GtkRange.self)) }
        set { gtk_range_set_value(gtkCast(pointer, to: GtkRange.self), newValue) }
    }

    /// Called after the value changed, by the user or by `value`.
    public func onValueChanged(_ handler: @escaping @MainActor () -> Void) {
        on("value-changed", handler)
    }
}
