import CGtk

/// A GtkDropDown over a list of strings (a GtkStringList), as a combo row shows its choices.
@MainActor
public final class DropDown: Widget {
    private let strings: OpaquePointer

    public init(items: [String]) {
        let list = gtk_string_list_new(nil)!
        for item in items { gtk_string_list_append(list, item) }
        strings = list
        // The dropdown takes the list's reference; the wrapper keeps one of its own.
        g_object_ref(UnsafeMutableRawPointer(list))
        super.init(gtk_drop_down_new(list, nil))
        // The button shows the chosen item ellipsized, so that the dropdown gives up width to
        // the row's title in a narrow window; the open list shows every item whole.
        let button = Self.itemFactory(ellipsized: true)
        let popupList = Self.itemFactory(ellipsized: false)
        gtk_drop_down_set_factory(opaque, button)
        gtk_drop_down_set_list_factory(opaque, popupList)
        // The dropdown holds the references it needs.
        g_object_unref(UnsafeMutableRawPointer(button))
        g_object_unref(UnsafeMutableRawPointer(popupList))
    }

    /// Labels for the items of a string list; an ellipsized one keeps a few characters.
    private static func itemFactory(ellipsized: Bool) -> OpaquePointer {
        let ellipsizing = ellipsized
            ? "<property name=\"ellipsize\">end</property><property name=\"width-chars\">5</property>" : ""
        let ui = """
            <interface><template class="GtkListItem"><property name="child"><object class="GtkLabel">
            <property name="xalign">0</property>\(ellipsizing)
            <binding name="label"><lookup name="string" type="GtkStringObject">
            <lookup name="item">GtkListItem</lookup></lookup></binding>
            </object></property></template></interface>
            """
        let bytes = g_bytes_new(ui, gsize(ui.utf8.count))
        defer { g_bytes_unref(bytes) }
        return gtk_builder_list_item_factory_new_from_bytes(nil, bytes)
    }

    isolated deinit { g_object_unref(UnsafeMutableRawPointer(strings)) }

    /// Keeps the item shown whole, up to `widest` pixels for the whole dropdown: it gives up no
    /// width to the row's title for it, as it does for a longer one, which it cuts with "…".
    /// Measured again as the item shown changes, and once the dropdown is in a window (styled).
    public func keepShownItemWhole(upTo widest: Int32) {
        let fit = { [weak self] in
            guard let self, isInWindow else { return }
            gtk_widget_set_size_request(pointer, -1, -1)
            var natural: Int32 = 0
            gtk_widget_measure(pointer, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
            gtk_widget_set_size_request(pointer, min(natural, widest), -1)
        }
        on("notify::selected") { (_: UnsafeMutableRawPointer?) in fit() }
        // GTK notifies a widget's new root before its ancestors': the row measures its title's
        // room on its own, after this.
        on("notify::root") { (_: UnsafeMutableRawPointer?) in fit() }
    }

    public var items: [String] {
        (0..<g_list_model_get_n_items(strings)).map { String(cString: gtk_string_list_get_string(strings, $0)) }
    }

    /// Replaces the items from `index` on with `items`.
    public func replaceItems(from index: Int, with items: [String]) {
        let count = Int(g_list_model_get_n_items(strings))
        var pointers = items.map { strdup($0) }
        pointers.append(nil)
        defer { for pointer in pointers { free(pointer) } }
        pointers.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) { base in
                gtk_string_list_splice(strings, UInt32(index), UInt32(max(count - index, 0)), base)
            }
        }
    }

    /// The selected item's position; nil for none.
    public var selected: Int? {
        get {
            let position = gtk_drop_down_get_selected(opaque)
            return position == UInt32(GTK_INVALID_LIST_POSITION) ? nil : Int(position)
        }
        set { gtk_drop_down_set_selected(opaque, newValue.map(UInt32.init) ?? UInt32(GTK_INVALID_LIST_POSITION)) }
    }

    /// Called after the selection changed, by the user or by `selected`.
    public func onSelectionChanged(_ handler: @escaping @MainActor () -> Void) {
        on("notify::selected") { (_: UnsafeMutableRawPointer?) in handler() }
    }

    /// Opens the list, as a click on the dropdown does.
    public func popup() {
        if let button = gtk_widget_get_first_child(pointer) { gtk_widget_activate(button) }
    }

    /// Whether the list is open.
    public var isPoppedUp: Bool { popover.map { gtk_widget_get_visible($0) != 0 } ?? false }

    /// Closes the list, as Escape does.
    public func popdown() {
        if let popover { gtk_popover_popdown(gtkCast(popover, to: GtkPopover.self)) }
    }

    private var popover: UnsafeMutablePointer<GtkWidget>? {
        var child = gtk_widget_get_first_child(pointer)
        while let current = child {
            if String(cString: bs_object_type_name(UnsafeMutableRawPointer(current))) == "GtkPopover" { return current }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }
}

extension DropDown {
    /// Names the dropdown and the button inside it (which AT-SPI lists as a push button of its
    /// own) by `label`, the row's title.
    public func setAccessibleLabelledBy(both label: Widget) {
        setAccessibleLabelledBy(label)
        if let button = gtk_widget_get_first_child(pointer) { bs_accessible_set_labelled_by(button, label.pointer) }
    }

    /// Names the dropdown and its button by `text`, for a row without a title.
    public func setAccessibleLabel(both text: String) {
        setAccessibleLabel(text)
        if let button = gtk_widget_get_first_child(pointer) { bs_accessible_set_label(button, text) }
    }
}
