import CGtk

extension Widget {
    /// The height GTK gave the widget at its last layout, in pixels (0 before).
    public var height: Int32 { gtk_widget_get_height(pointer) }

    /// The widget's box in `ancestor`'s coordinates; nil when they share no window or either
    /// is not laid out.
    public func bounds(in ancestor: Widget) -> (x: Float, y: Float, width: Float, height: Float)? {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(pointer, ancestor.pointer, &bounds) != 0 else { return nil }
        return (bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height)
    }

    /// Device pixels per pixel of the widget's display (2 on a HiDPI one).
    public var scaleFactor: Int32 { gtk_widget_get_scale_factor(pointer) }

    /// 0 draws nothing (the widget still takes its room and its events), 1 draws it all.
    public var opacity: Double {
        get { gtk_widget_get_opacity(pointer) }
        set { gtk_widget_set_opacity(pointer, newValue) }
    }

    /// Waits until the display server has handled everything the widget's display sent it
    /// (a frame drawn is then on screen).
    public func waitForDisplay() { gdk_display_sync(gtk_widget_get_display(pointer)) }
}
