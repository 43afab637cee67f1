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

    /// Set while `text` replaces one query by another: GtkEditable deletes the old text before
    /// inserting the new, and GtkSearchEntry reports the empty text between at once.
    private var isReplacingText = false

    /// Setting it reports the new text only, never the empty text GTK passes through on the way:
    /// a search that stopped for it cross-faded to the page and back on every query set.
    public var text: String {
        get { String(cString: gtk_editable_get_text(opaque)) }
        set {
            isReplacingText = !newValue.isEmpty
            defer { isReplacingText = false }
            gtk_editable_set_text(opaque, newValue)
        }
    }

    public func onSearchChanged(_ handler: @escaping @MainActor () -> Void) {
        on("search-changed") { [weak self] in
            guard let self, !isReplacingText else { return }
            handler()
        }
    }

    /// Asks for room for `characters` average characters (its smallest width stays GTK's): a
    /// parent that gives children no more than they ask for (a search bar) then gives it all
    /// it has, up to that.
    public func setNaturalWidth(characters: Int32) {
        gtk_editable_set_max_width_chars(opaque, characters)
    }

    /// Enter in the entry.
    public func onActivate(_ handler: @escaping @MainActor () -> Void) { on("activate", handler) }
}
