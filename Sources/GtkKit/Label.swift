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

    /// Whether a wrapping label may break inside a word too long for its line. Without, its
    /// minimum width is its longest word (a label breaking inside words can be squeezed to one
    /// character a line).
    public var breaksLongWords: Bool {
        get { gtk_label_get_wrap_mode(opaque) == PANGO_WRAP_WORD_CHAR }
        set { gtk_label_set_wrap_mode(opaque, newValue ? PANGO_WRAP_WORD_CHAR : PANGO_WRAP_WORD) }
    }

    /// The label's smallest and natural widths, as laid out now (the natural one: its text on
    /// one line, for a wrapping label).
    public var widths: (minimum: Int32, natural: Int32) {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_measure(pointer, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        return (minimum, natural)
    }

    /// An ellipsized label never narrower than `characters` average characters: a value that
    /// gives up width still shows a few of its characters, not a lone "…".
    public func setEllipsizesAtEnd(keeping characters: Int32) {
        setEllipsizesAtEnd()
        gtk_label_set_width_chars(opaque, characters)
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
