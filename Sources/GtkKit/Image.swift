import CGtk

/// A GtkImage showing a themed icon or a file.
@MainActor
public final class Image: Widget {
    public init(iconName: String) {
        super.init(gtk_image_new_from_icon_name(iconName))
    }

    /// An image of a paintable (an icon looked up in a theme, recoloured if symbolic).
    public init(paintable: OpaquePointer) {
        super.init(gtk_image_new_from_paintable(paintable))
    }

    /// An image read from a file; a file that cannot be read shows GTK's "missing image" icon.
    public init(file path: String) {
        super.init(gtk_image_new_from_file(path))
    }

    /// Shows the image in the file at `path` instead.
    public func setFile(_ path: String) { gtk_image_set_from_file(opaque, path) }

    /// An image of a serialised GIcon (`g_icon_to_string`: an icon name, a file's path), as a
    /// desktop entry's `Icon` gives one; the icon named `fallback` when there is none or it
    /// cannot be made.
    public init(serializedIcon: String?, fallback: String) {
        guard let serializedIcon, let icon = g_icon_new_for_string(serializedIcon, nil) else {
            super.init(gtk_image_new_from_icon_name(fallback))
            return
        }
        defer { g_object_unref(UnsafeMutableRawPointer(icon)) }
        super.init(gtk_image_new_from_gicon(icon))
    }

    /// Shows a serialised GIcon instead, as `init(serializedIcon:fallback:)` makes one.
    public func setIcon(serialized: String?, fallback: String) {
        guard let serialized, let icon = g_icon_new_for_string(serialized, nil) else {
            return gtk_image_set_from_icon_name(OpaquePointer(pointer), fallback)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(icon)) }
        gtk_image_set_from_gicon(OpaquePointer(pointer), icon)
    }
}
