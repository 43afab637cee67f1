import CGtk

/// A GtkOverlay: a main child with widgets floating above it (an in-window notification).
@MainActor
public final class Overlay: Widget {
    public init(child: Widget) {
        super.init(gtk_overlay_new())
        gtk_overlay_set_child(opaque, child.pointer)
    }

    public func addOverlay(_ widget: Widget) { gtk_overlay_add_overlay(opaque, widget.pointer) }
}
