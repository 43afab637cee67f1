import CGtk

/// A horizontal GtkSizeGroup: its widgets ask for the same width (the widest one's), so that
/// what follows them in their rows starts at the same x.
@MainActor
public final class SizeGroup {
    private let group: UnsafeMutablePointer<GtkSizeGroup>

    public init() {
        group = gtk_size_group_new(GTK_SIZE_GROUP_HORIZONTAL)
    }

    isolated deinit { g_object_unref(UnsafeMutableRawPointer(group)) }

    public func add(_ widget: Widget) {
        gtk_size_group_add_widget(group, widget.pointer)
    }
}
