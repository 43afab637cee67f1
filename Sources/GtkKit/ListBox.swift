import CGtk

/// A GtkListBox without selection whose rows are activated (click, Enter, Space).
@MainActor
public final class ListBox: Widget {
    public init() {
        super.init(gtk_list_box_new())
        gtk_list_box_set_selection_mode(opaque, GTK_SELECTION_NONE)
    }

    public func append(_ row: ListBoxRow) {
        gtk_list_box_append(opaque, row.pointer)
    }

    /// Called with the activated row's widget pointer.
    public func onRowActivated(_ handler: @escaping @MainActor (WidgetPointer) -> Void) {
        on("row-activated") { (row: UnsafeMutableRawPointer?) in
            guard let row else { return }
            handler(row.assumingMemoryBound(to: GtkWidget.self))
        }
    }
}
