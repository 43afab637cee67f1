import CGtk

extension ScrolledWindow {
    /// Takes the height of its child up to `maximum`, scrolling only beyond it (a text area
    /// that grows with its text).
    public func growWithContent(upTo maximum: Int32) {
        setExpands(vertically: false)
        gtk_scrolled_window_set_propagate_natural_height(opaque, 1)
        gtk_scrolled_window_set_max_content_height(opaque, maximum)
    }
}
