/// How a schema ID is compared with an application's ID and names when its owner is looked for
/// (`SchemaOwnership`) and with the desktop-wide prefixes (`DesktopArea`).
///
/// GSettings schema IDs and desktop entry IDs come in every case for one application
/// (`org.gnome.Nautilus.desktop` with `org.gnome.nautilus.preferences`), so they are compared
/// folded to lower case; and they are compared on whole dot-separated components, so that
/// `org.gnome.Nautilus` is not `org.gnome.NautilusFoo`'s. Names (`simple-scan`, `SimpleScan`)
/// are compared squeezed: lower case without `-` and `_`.
enum SchemaName {
    /// Whether `id` is `prefix` or extends it by a dot; both folded already.
    static func folded(_ id: String, extends prefix: String) -> Bool {
        guard id.utf8.starts(with: prefix.utf8) else { return false }
        let rest = id.utf8.dropFirst(prefix.utf8.count)
        return rest.isEmpty || rest.first == UInt8(ascii: ".")
    }

    /// `name` in lower case without `-` and `_`: `simple-scan`, `Simple_Scan` and `SimpleScan`
    /// are one name.
    static func squeezed<Name: StringProtocol>(_ name: Name) -> String {
        String(name.lowercased().unicodeScalars.filter { $0 != "-" && $0 != "_" })
    }
}
