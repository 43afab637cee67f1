import CGtk

/// A widget drawn to memory, for checks that read colours (contrast under each theme).
public struct WidgetPixels: Sendable {
    public let width: Int
    public let height: Int
    /// Cairo's ARGB32 layout: per pixel B, G, R, A on little-endian machines, premultiplied.
    private let bytes: [UInt8]
    private let stride: Int

    /// The widget as it is laid out now; nil before it is drawn.
    @MainActor
    public init?(of widget: Widget) {
        guard let texture = WidgetScreenshot.renderTexture(of: widget) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        width = Int(gdk_texture_get_width(texture))
        height = Int(gdk_texture_get_height(texture))
        let rowBytes = width * 4
        var pixels = [UInt8](repeating: 0, count: rowBytes * height)
        pixels.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(rowBytes)) }
        stride = rowBytes
        bytes = pixels
    }

    /// Red, green, blue from 0 to 1, un-premultiplied (opaque pixels are unchanged).
    public func color(x: Int, y: Int) -> (red: Double, green: Double, blue: Double) {
        let offset = y * stride + x * 4
        let alpha = Double(bytes[offset + 3]) / 255
        guard alpha > 0 else { return (0, 0, 0) }
        return (Double(bytes[offset + 2]) / 255 / alpha, Double(bytes[offset + 1]) / 255 / alpha,
                Double(bytes[offset]) / 255 / alpha)
    }

    /// The bounds of `widget` inside `ancestor` (the widget drawn), in pixels.
    @MainActor
    public static func bounds(of widget: Widget, in ancestor: Widget) -> (x: Int, y: Int, width: Int, height: Int)? {
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget.pointer, ancestor.pointer, &rect) != 0 else { return nil }
        return (Int(rect.origin.x), Int(rect.origin.y), Int(rect.size.width), Int(rect.size.height))
    }
}
