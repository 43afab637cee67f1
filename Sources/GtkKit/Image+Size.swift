import CGtk

extension Image {
    /// Shows the image at `size` logical pixels (files of any size; icons at that size).
    public func setPixelSize(_ size: Int32) {
        gtk_image_set_pixel_size(opaque, size)
    }

    /// Whether the current icon theme has an icon of this name.
    public static func themeHasIcon(_ name: String) -> Bool {
        guard let display = gdk_display_get_default() else { return false }
        return gtk_icon_theme_has_icon(gtk_icon_theme_get_for_display(display), name) != 0
    }
}
