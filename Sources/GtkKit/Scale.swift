import CGtk

/// A horizontal GtkScale over a range of real numbers.
@MainActor
public final class Scale: Widget {
    /// A range GTK cannot show (empty, reversed, not finite) becomes 0…1, rather than the
    /// NULL `gtk_scale_new_with_range` answers for it.
    public init(minimum: Double, maximum: Double) {
        let isUsable = minimum.isFinite && maximum.isFinite && maximum - minimum > 0 && (maximum - minimum).isFinite
        let lower = isUsable ? minimum : 0
        let upper = isUsable ? maximum : 1
        // A step of a hundredth of the range: fine enough to feel continuous, coarse enough
        // for arrow keys to move visibly.
        super.init(gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, lower, upper, (upper - lower) / 100))
        gtk_scale_set_draw_value(gtkCast(pointer, to: GtkScale.self), 0)
    }

    public var value: Double {
        get { gtk_range_get_value(gtkCast(pointer, to: GtkRange.self)) }
        // GTK clamps into the range; a NaN would stay NaN, so it shows as the minimum.
        set { gtk_range_set_value(gtkCast(pointer, to: GtkRange.self), newValue.isNaN ? -.infinity : newValue) }
    }

    /// Called after the value changed, by the user or by `value`.
    public func onValueChanged(_ handler: @escaping @MainActor () -> Void) {
        on("value-changed", handler)
    }
}
