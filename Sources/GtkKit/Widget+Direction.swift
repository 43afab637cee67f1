import CGtk

extension Widget {
    /// The direction every widget without one of its own lays out in (the interface
    /// language's).
    public static var defaultDirection: TextDirection {
        get { TextDirection(gtk_widget_get_default_direction()) }
        set { gtk_widget_set_default_direction(newValue.gtkValue) }
    }

    /// Lays the widget and its children out in `direction` whatever the language's (a clock's
    /// hours and minutes, say).
    public func setDirection(_ direction: TextDirection) {
        gtk_widget_set_direction(pointer, direction.gtkValue)
    }
}
