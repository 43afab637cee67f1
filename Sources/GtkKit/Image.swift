import CGtk

/// A GtkImage showing a themed icon or a file.
@MainActor
public final class Image: Widget {
    public init(iconName: String) {
        super.init(gtk_image_new_from_icon_name(iconName))
    }

    /// An image read from a file; a file that cannot be read shows GTK's "missing image" icon.
    public init(file path: String) {
        super.init(gtk_image_new_from_file(path))
    }
}
