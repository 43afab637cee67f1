/// Whether a GSettings value shown as GVariant text (`VariantTextRow`: tuples, dictionaries,
/// `ms`…) is put into its row's entry to be edited. dconf holds values of any size, and an
/// application may keep megabytes in one key (a cache in an `a{sv}`), which no one edits by hand
/// in one line, and which the field would check with `g_variant_parse` at every keystroke. Past
/// `editLimit` the row says the value is too large to edit here and shows no entry: the value is
/// not written unless changed elsewhere (Restore Defaults, `set`), and is then shown as any
/// other once it fits. (The search never held values: only the row's texts.)
public enum VariantTextSizeGuard {
    /// The longest GVariant text (UTF-8 bytes) put into an entry. Measured on this machine
    /// (GLib 2.74, GTK 4.8, cairo under Xvfb; an `a{sv}` of 100-character strings):
    /// `g_variant_parse`, which checks the field at each keystroke, takes 2 ms for 64 KB (well
    /// within a frame), 33 ms for 1 MB (two frames a keystroke), 0.34 s for 10 MB; a GtkEntry
    /// given the text shows its first frame in 0.09 s at 64 KB and 1 MB, 0.25 s at 10 MB
    /// (0.02 s empty). GNOME's largest defaults are a few hundred bytes. With the guard, the
    /// window's first frame on such a key's page (`script/bench-large-value`, debug build) is
    /// 0.48 s with 60 KB in its entry, 0.62 s with 1 MB and 0.76 s with 10 MB said too large,
    /// against 0.54 s with the default.
    public static let editLimit = 64 * 1024

    /// Whether `value` is GVariant text past `editLimit`.
    public static func isTooLargeToEdit(_ value: PlistValue?) -> Bool {
        guard case .string(let text)? = value else { return false }
        return text.utf8.count > editLimit
    }

    /// What the row says instead of the value.
    public static var tooLargeMessage: String {
        // Translators: in place of a field holding a GSettings value in GVariant text (such as a dictionary) of megabytes.
        tr("This value is too large to edit here.")
    }
}
