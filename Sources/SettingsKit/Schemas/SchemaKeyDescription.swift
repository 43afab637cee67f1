import CGLib

/// One key of an installed schema as GLib describes it: type, default, range, and its summary
/// and description in the user's language (GLib translates them through the schema's gettext
/// domain, `g_settings_schema_key_get_summary`).
struct SchemaKeyDescription {
    enum Range {
        /// Any value of the type.
        case any
        /// An `enum` or `<choices>`: the nicks, in the schema's order.
        case choices([String])
        /// A `flags` key: the flags' nicks.
        case flags([String])
        /// A `<range>`.
        case numbers(minimum: Double, maximum: Double)
    }

    var name: String
    /// The GVariant type string (`b`, `(ii)`).
    var type: String
    var summary: String?
    var description: String?
    /// The schema's default as a row's value (`SchemaValues`).
    var defaultValue: PlistValue?
    var range: Range

    /// `readsTexts`: whether GLib may be asked for the summary and description (`SchemaTextGuard`).
    init(schema: OpaquePointer, name: String, readsTexts: Bool = true) {
        self.name = name
        guard let key = g_settings_schema_get_key(schema, name) else {
            type = ""
            range = .any
            return
        }
        defer { g_settings_schema_key_unref(key) }
        type = Self.typeString(g_settings_schema_key_get_value_type(key))
        if readsTexts {
            summary = g_settings_schema_key_get_summary(key).map { String(cString: $0) }
            description = g_settings_schema_key_get_description(key).map { String(cString: $0) }
        }
        if let value = g_settings_schema_key_get_default_value(key) {
            defaultValue = SchemaValues.value(of: value, type: type)
            g_variant_unref(value)
        }
        range = Self.range(of: key)
    }

    static func typeString(_ type: OpaquePointer?) -> String {
        guard let type else { return "" }
        let start = UnsafeRawPointer(g_variant_type_peek_string(type)).assumingMemoryBound(to: UInt8.self)
        let length = Int(g_variant_type_get_string_length(type))
        return String(decoding: UnsafeBufferPointer(start: start, count: length), as: UTF8.self)
    }

    /// `g_settings_schema_key_get_range`: `('type', <@as []>)`, `('enum', <['a', 'b']>)`,
    /// `('flags', <[…]>)` or `('range', <(MIN, MAX)>)`.
    private static func range(of key: OpaquePointer) -> Range {
        guard let range = g_settings_schema_key_get_range(key) else { return .any }
        defer { g_variant_unref(range) }
        let kindVariant = g_variant_get_child_value(range, 0)
        let boxed = g_variant_get_child_value(range, 1)
        defer {
            if let kindVariant { g_variant_unref(kindVariant) }
            if let boxed { g_variant_unref(boxed) }
        }
        guard let kindVariant, let boxed, let content = g_variant_get_variant(boxed) else { return .any }
        defer { g_variant_unref(content) }
        let kind = String(cString: g_variant_get_string(kindVariant, nil))
        switch kind {
        case "enum", "flags":
            var nicks: [String] = []
            let count = g_variant_n_children(content)
            nicks.reserveCapacity(Int(count))
            for index in 0..<count {
                guard let child = g_variant_get_child_value(content, index) else { continue }
                nicks.append(String(cString: g_variant_get_string(child, nil)))
                g_variant_unref(child)
            }
            return kind == "enum" ? .choices(nicks) : .flags(nicks)
        case "range":
            guard g_variant_n_children(content) == 2,
                  let low = g_variant_get_child_value(content, 0), let high = g_variant_get_child_value(content, 1) else { return .any }
            defer {
                g_variant_unref(low)
                g_variant_unref(high)
            }
            guard let minimum = (try? GSettingsValues.value(of: low, isDate: false))?.numberValue,
                  let maximum = (try? GSettingsValues.value(of: high, isDate: false))?.numberValue else { return .any }
            return .numbers(minimum: minimum, maximum: maximum)
        default:
            return .any
        }
    }
}
