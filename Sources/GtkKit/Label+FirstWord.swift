import CGtk

extension Label {
    /// The width of the label's first word as it draws it (its font, weight and attributes),
    /// with "…" after it when more words follow: the narrowest it shows that word whole.
    public var firstWordWidth: Int32 {
        let words = text.split(whereSeparator: \.isWhitespace)
        guard let first = words.first, let shown = gtk_label_get_layout(opaque), let layout = pango_layout_copy(shown) else { return 0 }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_width(layout, -1)
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        pango_layout_set_text(layout, words.count > 1 ? first + "…" : String(first), -1)
        var width: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, nil)
        return width
    }
}
