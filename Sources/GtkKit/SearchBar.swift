import CGtk

/// A GtkSearchBar: slides its search entry down under the header bar while search mode is on.
/// Escape in the entry turns search mode off, and turning it off clears the entry (GTK does
/// both); turning it on focuses the entry.
@MainActor
public final class SearchBar: Widget {
    private var bar: OpaquePointer { opaque }

    /// `entry` inside `child` (a clamp holding it as wide as the list under the bar): the bar
    /// types into the entry it is connected to, wherever that is in its child.
    public init(entry: SearchEntry, in child: Widget) {
        super.init(gtk_search_bar_new())
        gtk_search_bar_set_child(bar, child.pointer)
        gtk_search_bar_connect_entry(bar, entry.opaque)
        // The header bar's toggle button closes it; GTK's docs advise no close button then.
        gtk_search_bar_set_show_close_button(bar, 0)
    }

    public var isSearchMode: Bool {
        get { gtk_search_bar_get_search_mode(bar) != 0 }
        set { gtk_search_bar_set_search_mode(bar, newValue ? 1 : 0) }
    }

    /// Typing in `widget` (a window) opens the bar and types there, for keys the focused widget
    /// leaves unhandled: key capture runs in the bubble phase, so a focused text entry keeps its
    /// own typing. Nil: typing opens it nowhere.
    public func captureKeys(from widget: Widget?) {
        gtk_search_bar_set_key_capture_widget(bar, widget?.pointer)
    }

    /// Keeps `button`'s active state and search mode the same, both ways.
    public func bindSearchMode(to button: ToggleButton) {
        g_object_bind_property(raw, "search-mode-enabled", button.raw, "active",
                               GBindingFlags(rawValue: G_BINDING_BIDIRECTIONAL.rawValue | G_BINDING_SYNC_CREATE.rawValue))
    }

    public func onSearchModeChanged(_ handler: @escaping @MainActor () -> Void) {
        on("notify::search-mode-enabled") { (_: UnsafeMutableRawPointer?) in handler() }
    }
}
