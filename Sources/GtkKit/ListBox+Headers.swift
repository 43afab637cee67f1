import CGtk

/// The widget a list box shows above a row, made from the row and the one before it.
private typealias HeaderMaker = @MainActor (_ row: WidgetPointer, _ before: WidgetPointer?) -> Widget?

private func updateHeader(_ row: UnsafeMutablePointer<GtkListBoxRow>?, _ before: UnsafeMutablePointer<GtkListBoxRow>?,
                          _ data: gpointer?) {
    guard let row, let make = HandlerBox<HeaderMaker>.from(data) else { return }
    // GTK calls it on the main thread, as it lays the list out.
    nonisolated(unsafe) let shown = row
    nonisolated(unsafe) let previous = before
    MainActor.assumeIsolated {
        let header = make(gtkCast(shown, to: GtkWidget.self), previous.map { gtkCast($0, to: GtkWidget.self) })
        gtk_list_box_row_set_header(shown, header?.pointer)
    }
}

extension ListBox {
    /// Shows above each row the widget `header` makes for it (nil: none), given the row before
    /// it (GTK's header function): GTK asks again as rows are added and removed, and after
    /// `invalidateHeaders()`. A heading per group of rows, in one list the keyboard moves through.
    public func setHeaders(_ header: @escaping @MainActor (_ row: WidgetPointer, _ before: WidgetPointer?) -> Widget?) {
        let box = Unmanaged.passRetained(HandlerBox<HeaderMaker>(header)).toOpaque()
        gtk_list_box_set_header_func(opaque, updateHeader, box) { data in
            guard let data else { return }
            Unmanaged<HandlerBox<HeaderMaker>>.fromOpaque(data).release()
        }
    }

    /// Makes every row's header again (what they show changed).
    public func invalidateHeaders() { gtk_list_box_invalidate_headers(opaque) }
}
