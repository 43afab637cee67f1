import CGtk

/// Renders a widget, as it is currently laid out, to a PNG file in-process.
@MainActor
public enum WidgetScreenshot {
    /// Answers false when the widget is not realized yet (nothing drawn), or the file cannot
    /// be written.
    @discardableResult
    public static func savePNG(of widget: Widget, to path: String) -> Bool {
        guard let texture = renderTexture(of: widget) else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        return gdk_texture_save_to_png(texture, path) != 0
    }

    /// The widget drawn as it is laid out now; the caller releases the texture.
    static func renderTexture(of widget: Widget) -> OpaquePointer? {
        guard let native = gtk_widget_get_native(widget.pointer),
              let renderer = gtk_native_get_renderer(native) else { return nil }
        let width = Double(gtk_widget_get_width(widget.pointer))
        let height = Double(gtk_widget_get_height(widget.pointer))
        guard width > 0, height > 0 else { return nil }
        let paintable = gtk_widget_paintable_new(widget.pointer)!
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = gtk_snapshot_new()!
        gdk_paintable_snapshot(paintable, snapshot, width, height)
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
        defer { gsk_render_node_unref(node) }
        var bounds = graphene_rect_t()
        graphene_rect_init(&bounds, 0, 0, Float(width), Float(height))
        return gsk_renderer_render_texture(renderer, node, &bounds)
    }
}
