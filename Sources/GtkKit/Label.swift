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

    /// Wraps as `setWraps(true)` does, and is never narrower than `narrowestParagraphLine`
    /// average characters: for paragraphs, whose lines have room. Without a narrowest width GTK
    /// finds a wrapping label's smallest one by laying it out a character to a line, shaping
    /// the rest of the text again for every line (a footer of 92 characters was shaped 180
    /// times for it, twice before the demo's first frame); at 16 characters Pango lays out a
    /// few lines. 16 of the widest average characters (Japanese) take 230 px, less than a row
    /// has in the narrowest window.
    public func setWrapsAsParagraph() {
        setWraps(true)
        gtk_label_set_width_chars(opaque, Self.narrowestParagraphLine)
    }

    public static let narrowestParagraphLine: Int32 = 16

    /// Shows the text whole on one line (no wrapping, no "…"), or, with false, wraps it and ends
    /// it in "…" past its lines again (as `setWraps(true)` and `limitLines` set it). GTK lays a
    /// wrapping label out again for every width it is asked about, and for its smallest width
    /// a few characters to a line; a one-line label is laid out once whatever the width (each
    /// title was shaped about 30 times before the demo's first frame).
    public func setShowsWholeLine(_ whole: Bool) {
        gtk_label_set_wrap(opaque, whole ? 0 : 1)
        gtk_label_set_ellipsize(opaque, whole ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_END)
    }

    /// Shows the text whole on one line when it is at most `room` wide, else wraps it as
    /// `setShowsWholeLine(false)` does. Answers whether it shows it whole.
    @discardableResult
    public func showsWholeLine(within room: Int32) -> Bool {
        setShowsWholeLine(true)
        if widths.natural <= room { return true }
        setShowsWholeLine(false)
        return false
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

    /// Shows at most `lines` lines, the last ending in "…" when the text needs more: Pango stops
    /// laying the text out there, so a long text costs no more than `lines` lines of it. The
    /// label's text stays whole: its accessible name, what labels it names, and a tooltip
    /// shown while it is cut.
    public func limitLines(to lines: Int32) {
        gtk_label_set_lines(opaque, lines)
        gtk_label_set_ellipsize(opaque, PANGO_ELLIPSIZE_END)
        gtk_widget_set_has_tooltip(pointer, 1)
        let callback: @convention(c) (UnsafeMutablePointer<GtkWidget>?, gint, gint, gboolean, OpaquePointer?, gpointer?) -> gboolean
            = wholeTextTooltipWhenCut
        g_signal_connect_data(pointer, "query-tooltip", unsafeBitCast(callback, to: GCallback.self), nil, nil, GConnectFlags(0))
    }

    /// The width of the label's longest word: the narrowest it lays out without breaking a word
    /// or cutting its text. Lays the whole text out, as wrapped at every word.
    public var longestWordWidth: Int32 {
        let (ellipsize, wrapMode) = (gtk_label_get_ellipsize(opaque), gtk_label_get_wrap_mode(opaque))
        gtk_label_set_ellipsize(opaque, PANGO_ELLIPSIZE_NONE)
        gtk_label_set_wrap_mode(opaque, PANGO_WRAP_WORD)
        defer {
            gtk_label_set_ellipsize(opaque, ellipsize)
            gtk_label_set_wrap_mode(opaque, wrapMode)
        }
        return widths.minimum
    }

    public func setSelectable(_ selectable: Bool) {
        gtk_label_set_selectable(opaque, selectable ? 1 : 0)
    }

    public func setEllipsizesAtEnd() { gtk_label_set_ellipsize(opaque, PANGO_ELLIPSIZE_END) }
    /// Long texts lose their middle ("~/Projects/…/Settings.bundle"): for paths, whose ends say most.
    public func setEllipsizesInMiddle() { gtk_label_set_ellipsize(opaque, PANGO_ELLIPSIZE_MIDDLE) }
    /// Long texts lose their start ("…Display › Colour"): for a search result's path, whose end
    /// tells rows apart.
    public func setEllipsizesAtStart() { gtk_label_set_ellipsize(opaque, PANGO_ELLIPSIZE_START) }

    /// Start-aligned text (`xalign` 0) that follows the text direction.
    public func alignToStart() {
        gtk_label_set_xalign(opaque, 0)
        setAlignment(horizontal: .fill)
    }

    public func setHorizontalTextAlignment(_ xalign: Float) { gtk_label_set_xalign(opaque, xalign) }

    /// Centres each line of a text of several lines (the text as a whole is placed by
    /// `setHorizontalTextAlignment`).
    public func centerLines() { gtk_label_set_justify(opaque, GTK_JUSTIFY_CENTER) }
}

/// `query-tooltip` of a line-limited label: its whole text, while it shows it cut.
private func wholeTextTooltipWhenCut(_ widget: UnsafeMutablePointer<GtkWidget>?, _ x: gint, _ y: gint, _ keyboard: gboolean,
                                     _ tooltip: OpaquePointer?, _ data: gpointer?) -> gboolean {
    guard let widget, let tooltip else { return 0 }
    let label = gtkOpaque(widget)
    guard pango_layout_is_ellipsized(gtk_label_get_layout(label)) != 0 else { return 0 }
    gtk_tooltip_set_text(tooltip, gtk_label_get_text(label))
    return 1
}
