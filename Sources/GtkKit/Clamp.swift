import CGtk
import CGtkKit

/// Holds one child at its full width up to `maximumWidth`, centred beyond it: AdwClamp for
/// GTK 4.8. A GtkCustomLayout (CGtkKit/clamp_layout.c) asks the child for its height at the clamped
/// width, so wrapping text and resizing the window behave; `halign = center` alone would size
/// the child from its natural width, which long wrapping labels make as wide as their text.
@MainActor
public final class Clamp: Widget {
    public init(maximumWidth: Int32, child: Widget) {
        super.init(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        bs_widget_set_clamp_layout(pointer, maximumWidth)
        gtk_box_append(gtkCast(pointer, to: GtkBox.self), child.pointer)
    }
}
