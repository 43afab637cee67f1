import CGtk

/// A GtkLabel.
@MainActor
public final class Label: Widget {
    public init(_ text: String = "") {
        super.init(gtk_label_new(text))
    }

    public var text: String {
        get { String(cString: gtk_label_get_text(opaque)) }
        set { gtk_label_set_text(opaque, newValue) }
    }

    /// Wraps at word boundaries (and inside words too long for a line).
    public func setWraps(_ wraps: Bool) {
        gtk_label_set_wrap(opaque, wraps ? 1 : 0)
        gtk_label_set_wrap_mode(opaque, PANGO_WRAP_WORD_CHAR)
    }

    public func setSelectable(_ selectable: Bool) {
        gtk_label_set_selectable(opaque, selectable ? 1 : 0)
    }

    public func setEllipsizesAtEnd() { gtk_label_set_ellipsize(opaque, PANGO_ELLIPSIZE_END) }
    /// Long texts lose their middle ("~/Projects/…/Settings.bundle"): for paths, whose ends say most.
    public func setEllipsizesInMiddle() { gtk_label_set_ellipsize(opaque, PANGO_ELLIPSIZE_MIDDLE) }

    /// Start-aligned text (`xalign` 0) that follows the text direction.
    public func alignToStart() {
        gtk_label_set_xalign(opaque, 0)
        setAlignment(horizontal: GTK_ALIGN_FILL)
    }

    public func setHorizontalTextAlignment(_ xalign: Float) { gtk_label_set_xalign(opaque, xalign) }
}
