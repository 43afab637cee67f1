import CGtk

/// A GtkSearchEntry: a text entry with a search icon and a clear button, reporting changes
/// after a short pause in typing.
@MainActor
public final class SearchEntry: Widget {
    public init(placeholder: String?) {
        super.init(gtk_search_entry_new())
        bs_object_set_string(raw, "placeholder-text", placeholder)
    }

    public var text: String {
        get { String(cString: gtk_editable_get_text(opaque)) }
        set { gtk_editable_set_text(opaque, newValue) }
    }

    /// Called when the search text changed (after GTK's short delay while typing).
    public func onSearchChanged(_ handler: @escaping @MainActor () -> Void) { on("search-changed", handler) }

    /// Called when the user presses Enter.
    public func onActivate(_ handler: @escaping @MainActor () -> Void) { on("activate", handler) }
}
