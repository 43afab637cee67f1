import CGtk

/// A GtkSearchEntry: a text entry with a search icon and a clear button, which reports its
/// text after a short pause in typing (`search-changed`) and Escape (`stop-search`).
@MainActor
public final class SearchEntry: Widget {
    public init(accessibleLabel: String, placeholder: String? = nil) {
        super.init(gtk_search_entry_new())
        setAccessibleLabel(accessibleLabel)
        // GTK 4.8 has the property but not gtk_search_entry_set_placeholder_text.
        if let placeholder { bs_object_set_string(raw, "placeholder-text", placeholder) }
    }

    public var text: String {
        get { String(cString: gtk_editable_get_text(opaque)) }
        set { gtk_editable_set_text(opaque, newValue) }
    }

    public func onSearchChanged(_ handler: @escaping @MainActor () -> Void) { on("search-changed", handler) }

    /// Enter in the entry.
    public func onActivate(_ handler: @escaping @MainActor () -> Void) { on("activate", handler) }
}
