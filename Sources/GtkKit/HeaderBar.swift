import CGtk

/// A GtkHeaderBar: the window's title bar.
@MainActor
public final class HeaderBar: Widget {
    public init(titleWidget: Widget) {
        super.init(gtk_header_bar_new())
        gtk_header_bar_set_title_widget(opaque, titleWidget.pointer)
    }

    public func packStart(_ child: Widget) {
        gtk_header_bar_pack_start(opaque, child.pointer)
    }
}
