import CGLib

/// The values of an installed schema's keys between GVariants and the property-list values rows
/// show, both ways, by the key's type: the one place the reader (defaults) and the store (user
/// values) agree on. Booleans, numbers, strings (enums: their nick) and string arrays (flags:
/// the nicks set) are their plist values (`GSettingsValues`, the bundle store's mapping); every
/// other type is its GVariant text (`TypedVariantText`), which is what its row edits.
enum SchemaValues {
    /// Types shown as plist values; the rest as GVariant text.
    private static let plainTypes: Set<String> = ["b", "y", "n", "q", "i", "u", "x", "t", "d", "s", "as"]
    static let integerTypes: Set<String> = ["y", "n", "q", "i", "u", "x", "t"]

    static func isText(type: String) -> Bool { !plainTypes.contains(type) }

    /// The plist value of a key's variant; nil when it cannot be one (never for text types).
    static func value(of variant: OpaquePointer, type: String) -> PlistValue? {
        if isText(type: type) { return .string(TypedVariantText.text(of: variant)) }
        return try? GSettingsValues.value(of: variant, isDate: false)
    }

    /// A new variant (the caller's reference) of `type` for `value`, or why it does not fit. A
    /// number typed into a text field arrives as text and is read as the key's number.
    static func variant(for value: PlistValue, type: String) -> Result<OpaquePointer, GSettingsValues.Misfit> {
        if isText(type: type) {
            guard case .string(let text) = value else { return .failure(.init(reason: "the key takes GVariant text of type ‘\(type)’")) }
            return TypedVariantText.parse(text, type: type).mapError { GSettingsValues.Misfit(reason: $0.message) }
        }
        var plain = value
        if case .string(let text) = value, integerTypes.contains(type) || type == "d" {
            let trimmed = text.trimmingWhitespace()
            if integerTypes.contains(type) {
                guard let number = Int(trimmed.hasPrefix("+") ? String(trimmed.dropFirst()) : trimmed) else {
                    return .failure(.init(reason: "\"\(Diagnostic.echo(text))\" is not a whole number"))
                }
                plain = .integer(number)
            } else {
                guard case .success(let number) = DecimalText.real(trimmed) else {
                    return .failure(.init(reason: "\"\(Diagnostic.echo(text))\" is not a number"))
                }
                plain = .real(number)
            }
        }
        do throws(GSettingsValues.Misfit) {
            return .success(g_variant_ref_sink(try GSettingsValues.variant(for: plain, type: type, isDate: false)))
        } catch {
            return .failure(error)
        }
    }
}
