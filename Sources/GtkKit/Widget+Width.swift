import CGtk

extension Widget {
    /// The narrowest the widget can be laid out, as it is now.
    public var minimumWidth: Int32 {
        var minimum: Int32 = 0
        gtk_widget_measure(pointer, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
        return minimum
    }

    /// Keeps the widget at least `width` wide (nil: as wide as its content needs).
    public func setMinimumWidth(_ width: Int32?) {
        gtk_widget_set_size_request(pointer, width ?? -1, -1)
    }
}
