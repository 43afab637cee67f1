import CGLib
import Glibc

/// One reference to a GVariant, given back when this goes: a GSettings store keeps each key's user
/// value as GSettings gives it (for dconf, a view into its database file, whatever the size) and
/// makes it into the row's value only when that is asked for.
final class HeldVariant {
    let variant: OpaquePointer

    /// Takes over `variant`, a reference of the caller's.
    init(taking variant: OpaquePointer) { self.variant = variant }

    deinit { g_variant_unref(variant) }

    /// Whether two user values are the same: same type and same serialised bytes. Not
    /// `g_variant_equal`, which compares an untrusted value (dconf's, read from its database
    /// file) by printing both as text: 1.7 billion instructions for a 10 MB `a{sv}`. One value
    /// has two serialisations only outside normal form, which GLib's writers never make; such a
    /// pair counts as a change.
    static func same(_ one: HeldVariant?, _ two: HeldVariant?) -> Bool {
        guard let one, let two else { return one == nil && two == nil }
        if one.variant == two.variant { return true }
        guard strcmp(g_variant_get_type_string(one.variant), g_variant_get_type_string(two.variant)) == 0 else { return false }
        let size = g_variant_get_size(one.variant)
        guard size == g_variant_get_size(two.variant) else { return false }
        guard size > 0 else { return true }
        return memcmp(g_variant_get_data(one.variant), g_variant_get_data(two.variant), Int(size)) == 0
    }
}
