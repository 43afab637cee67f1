import CGtk

/// A GtkImage showing a themed icon or a file.
@MainActor
public final class Image: Widget {
    public init(iconName: String) {
        super.init(gtk_image_new_from_icon_name(iconName))
    }

    /// An image showing nothing yet (`setIcon(serialized:fallback:)` gives it one later), its
    /// size kept by `setPixelSize`.
    public init() {
        super.init(gtk_image_new())
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
    /// desktop entry's `Icon` gives one; the icon named `fallback` when there is none, it
    /// cannot be made, or it names only icons the display's theme lacks (GTK would draw its
    /// broken-image icon for those).
    public init(serializedIcon: String?, fallback: String) {
        guard let icon = Self.drawableIcon(serializedIcon) else {
            super.init(gtk_image_new_from_icon_name(fallback))
            return
        }
        defer { g_object_unref(UnsafeMutableRawPointer(icon)) }
        super.init(gtk_image_new_from_gicon(icon))
    }

    /// Shows a serialised GIcon instead, as `init(serializedIcon:fallback:)` makes one.
    public func setIcon(serialized: String?, fallback: String) {
        guard let icon = Self.drawableIcon(serialized) else {
            return gtk_image_set_from_icon_name(OpaquePointer(pointer), fallback)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(icon)) }
        gtk_image_set_from_gicon(OpaquePointer(pointer), icon)
    }

    /// The GIcon `serialized` names, owned by the caller; nil when it names none, or only theme
    /// icons the display's theme does not have. A file's icon is taken as it is.
    private static func drawableIcon(_ serialized: String?) -> OpaquePointer? {
        guard let serialized, let icon = g_icon_new_for_string(serialized, nil) else { return nil }
        let instance = UnsafeMutableRawPointer(icon).assumingMemoryBound(to: GTypeInstance.self)
        guard g_type_check_instance_is_a(instance, g_themed_icon_get_type()) != 0,
              let display = gdk_display_get_default(),
              gtk_icon_theme_has_gicon(gtk_icon_theme_get_for_display(display), icon) == 0 else { return icon }
        g_object_unref(UnsafeMutableRawPointer(icon))
        return nil
    }
}
