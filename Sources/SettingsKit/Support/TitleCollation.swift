import CGLib

/// Orders titles as people read lists: letters before their accents ("Äpfel" with the A's),
/// ignoring case, numbers by value ("Item 2" before "Item 10"), then by the user's collation
/// (`LC_COLLATE`, through GLib, as FoundationEssentials has no locale data).
///
/// Accents are compared only when everything else is equal, so the order is the same under the
/// `C` locale, whose collation is byte order, as under a real one.
public enum TitleCollation {
    /// A key whose byte order is the titles' order.
    public static func key(for title: String) -> [UInt8] {
        collationKey(of: withoutAccents(title)) + [0] + collationKey(of: title)
    }

    private static func collationKey(of text: String) -> [UInt8] {
        guard let folded = g_utf8_casefold(text, -1) else { return Array(text.utf8) }
        defer { g_free(folded) }
        guard let key = g_utf8_collate_key_for_filename(folded, -1) else { return Array(text.utf8) }
        defer { g_free(key) }
        // strxfrm's bytes, taken as they are: they need not be valid UTF-8.
        return Array(UnsafeBufferPointer(start: UnsafeRawPointer(key).assumingMemoryBound(to: UInt8.self), count: strlen(key)))
    }

    /// The text decomposed (NFD) without its combining marks: `Ä` → `A`, `é` → `e`; other
    /// scripts are left as they are.
    private static func withoutAccents(_ text: String) -> String {
        guard let decomposed = g_utf8_normalize(text, -1, G_NORMALIZE_NFD) else { return text }
        defer { g_free(decomposed) }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: String(cString: decomposed).unicodeScalars.filter { $0.properties.generalCategory != .nonspacingMark })
        return String(result)
    }
}
