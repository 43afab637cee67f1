import CGLib

/// GVariant text of one given type (`(ii)`, `ms`, `a{sv}`), checked with `g_variant_parse` as
/// `gsettings set` checks it: how a GSettings key of a type no other row shows is edited.
public enum TypedVariantText {
    /// A new variant (a reference of the caller's, not floating) of `type` parsed from `text`,
    /// or GLib's words for why `text` is not one (`1-2:expected ')'`).
    public static func parse(_ text: String, type: String) -> Result<OpaquePointer, TypedVariantTextError> {
        guard g_variant_type_string_is_valid(type) != 0 else {
            return .failure(TypedVariantTextError(message: "‘\(type)’ is not a GVariant type"))
        }
        var error: UnsafeMutablePointer<GError>?
        let parsed = type.withCString { typeText in
            text.withCString { g_variant_parse(g_variant_type_checked_(typeText), $0, nil, nil, &error) }
        }
        guard let parsed else { return .failure(TypedVariantTextError(message: takeMessage(error))) }
        return .success(g_variant_ref_sink(parsed))
    }

    /// What is wrong with `text` as a value of `type`, in GLib's words; nil when it parses.
    public static func problem(of text: String, type: String) -> String? {
        switch parse(text, type: type) {
        case .success(let variant):
            g_variant_unref(variant)
            return nil
        case .failure(let error):
            return error.message
        }
    }

    /// The text GLib prints for a variant (no type annotations: the key's type is known).
    public static func text(of variant: OpaquePointer) -> String {
        let trusted = trustedCopy(of: variant)
        defer { if let trusted { g_variant_unref(trusted) } }
        guard let printed = g_variant_print(trusted ?? variant, 0) else { return "" }
        defer { g_free(printed) }
        return String(cString: printed)
    }

    /// A container's bytes as a trusted variant when they are in normal form; nil otherwise.
    /// GLib 2.74 checks an untrusted serialised array's framing offsets again for each element
    /// it reads (`g_variant_get_child_value`), so printing a dictionary read from dconf takes
    /// time that grows with the square of its entries: a 10 MB `a{sv}` of 77,000 entries, 4.0 s
    /// (26 of `get`'s 28.6 billion instructions), 0.03 s for 1 MB; trusted, 0.7 s. Bytes in normal
    /// form (checked once, in linear time: 0.1 s for the 10 MB) are what a trusted variant
    /// promises, so the same bytes are printed as one. Not in normal form: printed as they are.
    private static func trustedCopy(of variant: OpaquePointer) -> OpaquePointer? {
        guard g_variant_is_container(variant) != 0, g_variant_is_normal_form(variant) != 0,
              let bytes = g_variant_get_data_as_bytes(variant) else { return nil }
        defer { g_bytes_unref(bytes) }
        return g_variant_ref_sink(g_variant_new_from_bytes(g_variant_get_type(variant), bytes, 1))
    }

    /// `text` as GLib prints it back (`(1,2)` → `(1, 2)`), or nil when it does not parse.
    public static func normalized(_ text: String, type: String) -> String? {
        guard case .success(let variant) = parse(text, type: type) else { return nil }
        defer { g_variant_unref(variant) }
        return Self.text(of: variant)
    }
}

/// Why a text is not GVariant text of a type, as GLib's parser says it.
public struct TypedVariantTextError: Error, Sendable {
    public var message: String
}
