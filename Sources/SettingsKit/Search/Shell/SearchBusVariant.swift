import CGLib

/// The GVariant values the search service's faces read from calls and answer with
/// (`GnomeShellSearchFace`, `KRunnerSearchFace`): GDBus has checked a call's types against the
/// face's introspection already, so each reads what its signature says is there.
enum SearchBusVariant {
    static func string(_ parameters: OpaquePointer, _ index: Int) -> String {
        guard let child = g_variant_get_child_value(parameters, gsize(index)) else { return "" }
        defer { g_variant_unref(child) }
        return String(cString: g_variant_get_string(child, nil))
    }

    /// The string at `index`, at most `limit` characters of it: a query a caller made 200,000
    /// characters long costs what its first `limit` do.
    static func string(_ parameters: OpaquePointer, _ index: Int, limit: Int) -> String {
        String(string(parameters, index).prefix(limit))
    }

    /// The strings of the array at `index`, read while `wanted` says more are (given those read
    /// so far): the rest are never made into Swift strings.
    static func strings(_ parameters: OpaquePointer, _ index: Int, while wanted: ([String]) -> Bool) -> [String] {
        guard let array = g_variant_get_child_value(parameters, gsize(index)) else { return [] }
        defer { g_variant_unref(array) }
        var strings: [String] = []
        for position in 0..<g_variant_n_children(array) {
            guard wanted(strings) else { break }
            let child = g_variant_get_child_value(array, position)
            defer { g_variant_unref(child) }
            strings.append(String(cString: g_variant_get_string(child, nil)))
        }
        return strings
    }

    /// The first `limit` strings of the array at `index`.
    static func strings(_ parameters: OpaquePointer, _ index: Int, limit: Int) -> [String] {
        strings(parameters, index) { $0.count < limit }
    }

    static func tuple(_ values: [OpaquePointer?]) -> OpaquePointer? {
        var children = values
        return children.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
    }

    static func tuple(_ value: OpaquePointer?) -> OpaquePointer? { tuple([value]) }

    static func array(of elementType: String, _ children: [OpaquePointer?]) -> OpaquePointer? {
        let type = g_variant_type_new(elementType)
        defer { g_variant_type_free(type) }
        return children.withUnsafeBufferPointer { g_variant_new_array(type, $0.baseAddress, gsize($0.count)) }
    }

    static func string(_ text: String) -> OpaquePointer? { g_variant_new_string(text) }

    static func stringArray(_ strings: [String]) -> OpaquePointer? {
        array(of: "s", strings.map { g_variant_new_string($0) })
    }

    /// An `a{sv}` of `entries`, each value already a GVariant.
    static func dictionary(_ entries: [(key: String, value: OpaquePointer?)]) -> OpaquePointer? {
        array(of: "{sv}", entries.map { g_variant_new_dict_entry(g_variant_new_string($0.key), g_variant_new_variant($0.value)) })
    }
}
